import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { ANALYTICS_CONSENT_STORAGE_KEY, type AnalyticsConsent } from '@talent/contract/analytics';
import { csrfHeaders } from './lib/csrf.ts';

export { csrfHeaders } from './lib/csrf.ts';

let counter = 0;

/** A unique address per call, so tests never share accounts (and never trip each other's login throttle). */
export function uniqueEmail(prefix = 'talent'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@e2e.test`;
}

export const DEMO_TALENT = { email: 'demo@talent.test', password: 'Borderless-Demo-2026' };
export const STRONG_PASSWORD = 'Passage-Across-Borders-42';

/** A JSON POST the way the SPA sends it: CSRF cookie first, the token echoed in X-XSRF-TOKEN. */
export async function apiPost(request: APIRequestContext, path: string, data: unknown) {
  return request.post(path, { data: data as Record<string, unknown>, headers: await csrfHeaders(request) });
}

interface MailMessage {
  id: string;
  to: string[] | string;
  subject: string;
  text?: string;
  html?: string;
}

/** The newest dev-mailbox message for `email` whose body has a link matching `pattern`. */
export async function findMailLink(
  request: APIRequestContext,
  email: string,
  pattern: RegExp,
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/dev/mail/messages.json');
        const body = (await response.json()) as MailMessage[] | { messages: MailMessage[] };
        const messages = Array.isArray(body) ? body : body.messages;
        for (const message of messages) {
          const to = Array.isArray(message.to) ? message.to.join(' ') : String(message.to);
          if (!to.toLowerCase().includes(email.toLowerCase())) continue;
          const match = `${message.text ?? ''} ${message.html ?? ''}`.match(pattern);
          if (match) {
            found = match[0].replace(/&amp;/g, '&');
            return true;
          }
        }
        return false;
      },
      { message: `a mail to ${email} matching ${pattern}` },
    )
    .toBe(true);
  return found!;
}

export const VERIFY_LINK = /https?:\/\/[^\s"'<>]+\/email\/verify\/[^\s"'<>]+/;

/**
 * A fresh talent signed in on this request context (and so on its page) but not yet verified, as after following
 * a login before the mailed link: made by the test-only POST /__test/users (sign-up itself opens no session).
 */
export async function unverifiedTalent(request: APIRequestContext, name = 'Ada Lovelace'): Promise<Account> {
  const account = { name, email: uniqueEmail(), password: STRONG_PASSWORD };
  const response = await apiPost(request, '/__test/users', { ...account, verified: false });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** Fills and sends the sign-up form on the page it is on, and waits for the "check your email" screen. */
export async function signUpThroughForm(
  page: Page,
  account: { name: string; email: string; password: string },
) {
  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Check your email/ })).toBeFocused();
}

/**
 * A fresh talent, verified and signed in on this request context (and so on its page), made by the test-only
 * POST /__test/users: no sign-up form, no mail round trip. auth-flow.spec.ts keeps the real one end to end.
 */
export async function verifiedTalent(request: APIRequestContext, name = 'Ada Lovelace'): Promise<Account> {
  const account = { name, email: uniqueEmail(), password: STRONG_PASSWORD };
  const response = await apiPost(request, '/__test/users', account);
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** The e2e server's clock (APP_ENV=test): the rules that take `now` see it; sessions and browsers keep real time. */
export const appClock = {
  async now(request: APIRequestContext): Promise<Date> {
    const response = await request.get('/__test/clock', { headers: { Accept: 'application/json' } });
    expect(response.status()).toBe(200);
    return new Date(((await response.json()) as { now: string }).now);
  },
  /**
   * Moves the clock forward so that it reads at least `at`; never back, since every spec shares the server (and
   * a clock that runs backwards would reorder what others record meanwhile).
   */
  async reach(request: APIRequestContext, at: Date): Promise<Date> {
    const ahead = at.getTime() - (await appClock.now(request)).getTime();
    if (ahead <= 0) return appClock.now(request);
    const response = await apiPost(request, '/__test/clock', { advance_ms: ahead });
    expect(response.status(), await response.text()).toBe(200);
    return new Date(((await response.json()) as { now: string }).now);
  },
  /** The pipeline sweeps (promises, expiry, reminders), once, at the app's clock. */
  async runSweeps(request: APIRequestContext): Promise<void> {
    const response = await apiPost(request, '/__test/sweeps', {});
    expect(response.status(), await response.text()).toBe(204);
  },
};

/** `exclude`: selectors axe leaves out (parts of the page a test does not own, such as another test's live toasts). */
export async function expectNoAxeViolations(page: Page, { exclude = [] }: { exclude?: string[] } = {}) {
  // Axe measures colours as painted: text caught mid fade-in (list items, toasts) reads as low contrast. Let every
  // finite animation end first; endless ones (skeleton pulses, spinners) are left running.
  // A paused one never finishes, hence the cap.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]),
  );
  const builder = new AxeBuilder({ page });
  for (const selector of exclude) builder.exclude(selector);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/**
 * Starts every page of `context` with the visitor's analytics choice already made (unless a page changed it
 * since), as a returning visitor's browser has it: the consent banner then never covers what a spec clicks.
 */
export async function presetAnalyticsConsent(context: BrowserContext, choice: AnalyticsConsent = 'rejected') {
  await context.addInitScript(
    ({ key, value }) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
    },
    {
      key: ANALYTICS_CONSENT_STORAGE_KEY,
      value: JSON.stringify({ choice, decided_at: new Date().toISOString() }),
    },
  );
}

// The choice the contexts of the running test start with (the `analyticsConsent` option); null leaves it open.
let contextConsent: AnalyticsConsent | null = 'rejected';

/**
 * `consoleErrors` fails a test whose page logged an unexpected console error or threw; `talent` is a fresh verified
 * talent signed in on the test's page (asked for by the tests that need one). `analyticsConsent` is the analytics
 * choice every context of the test starts with: 'rejected' unless a spec says otherwise (null: the banner asks).
 * It reaches the test's own page and every context a spec opens with `browser.newContext`, on any server.
 */
export const test = base.extend<
  {
    consoleErrors: string[];
    talent: Account;
    analyticsConsent: AnalyticsConsent | null;
    consentPreset: void;
  },
  { browser: Browser }
>({
  analyticsConsent: ['rejected', { option: true }],
  // Automatic, and declared before `consoleErrors` (which opens the page): set before any context exists.
  consentPreset: [
    async ({ analyticsConsent }, use) => {
      contextConsent = analyticsConsent;
      await use();
      contextConsent = 'rejected';
    },
    { auto: true },
  ],
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const context = await newContext(...args);
        if (contextConsent) await presetAnalyticsConsent(context, contextConsent);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],

  talent: async ({ page }, use) => {
    await use(await verifiedTalent(page.request));
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await use(errors);
      // The browser reports every 4xx/5xx response as a console error; those are expected answers here.
      expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
