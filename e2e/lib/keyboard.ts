import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Keyboard-only driving: every key press is followed by a check that the focus is still on something, never
 * fallen to the page's `<body>` (where the next Tab starts again from the top).
 */

/** The focused element in a few words ("body" when the focus fell to the page's body or nowhere). */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement) return 'body';
    const role = element.getAttribute('role');
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 50);
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${role ? `[role=${role}]` : ''} "${name}"`;
  });
}

/** After the page has rendered what the last key changed (one frame), the focus is not on the body. */
async function expectFocusHeld(page: Page, after: string) {
  // The frame after the one that rendered the key's change: an event, not a delay.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await focused(page), `the focus after ${after}`).not.toBe('body');
}

/**
 * Presses `key`; `settled` waits for what the key does (a new step, a closed dialog). A focus move that follows
 * the change may come a moment later, so the focus is polled for, and must not stay on the body.
 */
export async function press(page: Page, key: string, settled?: () => Promise<unknown>) {
  await page.keyboard.press(key);
  if (!settled) return expectFocusHeld(page, key);
  await settled();
  await expect
    .poll(() => focused(page), { message: `the focus after ${key}`, timeout: 5_000 })
    .not.toBe('body');
}

/** Types text into the focused field, which must keep the focus. */
export async function type(page: Page, text: string) {
  await page.keyboard.type(text);
  await expectFocusHeld(page, `typing "${text}"`);
}

/** Tabs (or Shift+Tabs) until `target` has the focus, checking the focus after every press; at most `max` presses. */
export async function tabTo(page: Page, target: Locator, { max = 40, back = false } = {}) {
  const key = back ? 'Shift+Tab' : 'Tab';
  // What is to be reached is on the page first (loaded data, an open dialog); then only keys move the focus.
  await expect(target).toBeVisible();
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(key);
    // One round trip per press: after a frame, is the focus on the target, or fallen to the body?
    const where = await target.evaluate(
      (element) =>
        new Promise<'target' | 'body' | 'elsewhere'>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const active = document.activeElement;
              if (active === element) resolve('target');
              else if (!active || active === document.body || active === document.documentElement)
                resolve('body');
              else resolve('elsewhere');
            }),
          ),
        ),
    );
    expect(where, `the focus after ${key} number ${presses} towards ${target}`).not.toBe('body');
    if (where === 'target') return presses;
  }
  throw new Error(
    `${target} not reached in ${max} presses of ${key}; the focus is on ${await focused(page)}`,
  );
}

/**
 * The focused element shows a focus ring a keyboard user can see: a solid outline of at least 2 px whose colour
 * is opaque and has a 3:1 contrast against the white surfaces it sits on (WCAG 2.4.7 and 1.4.11).
 */
export async function expectVisibleFocusRing(page: Page) {
  const ring = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    // The computed colour may be in any notation (oklch, color-mix): a 1 px canvas turns it into RGBA.
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d')!;
    context.fillStyle = style.outlineColor;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, alpha = 0] = context.getImageData(0, 0, 1, 1).data;
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    const luminance = 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    return {
      element: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      alpha,
      contrast: Math.round((1.05 / (luminance + 0.05)) * 100) / 100,
    };
  });
  expect(ring.style, `the outline style of ${ring.element}`).not.toBe('none');
  expect(ring.width, `the outline width of ${ring.element}`).toBeGreaterThanOrEqual(2);
  expect(ring.alpha, `the outline opacity of ${ring.element}`).toBe(255);
  expect(ring.contrast, `the outline contrast of ${ring.element}`).toBeGreaterThanOrEqual(3);
}
