import { Bell, CircleAlert, Database, Lock, ShieldCheck, UserRound, type LucideIcon } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useSettings } from '../api/get-settings.ts';
import { AccountSection } from '../components/account-section.tsx';

// The first tab comes with the page; the others load when opened (or once the page is idle), which keeps the
// page's first download small: their forms, dialogs and lists are most of the page's code.
const loadSecurity = () => import('../components/security-section.tsx');
const loadNotifications = () => import('../components/notifications-section.tsx');
const loadPrivacy = () => import('../components/privacy-tab.tsx');
const loadData = () => import('../components/data-section.tsx');
const SecuritySection = lazy(() => loadSecurity().then((m) => ({ default: m.SecuritySection })));
const NotificationsSection = lazy(() =>
  loadNotifications().then((m) => ({ default: m.NotificationsSection })),
);
const PrivacyTab = lazy(() => loadPrivacy().then((m) => ({ default: m.PrivacyTab })));
const DataSection = lazy(() => loadData().then((m) => ({ default: m.DataSection })));
const LOADERS = [loadSecurity, loadNotifications, loadPrivacy, loadData];

/** Fetches the other tabs' code once the browser is idle, so switching tabs rarely waits. */
function usePreloadedTabs() {
  useEffect(() => {
    const preload = () => LOADERS.forEach((load) => void load().catch(() => {}));
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(preload, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(preload, 1500);
    return () => clearTimeout(timer);
  }, []);
}

function SectionFallback() {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-ink-600">
      <Spinner /> Loading…
    </p>
  );
}

const SECTIONS = [
  { id: 'account', label: 'Account', Icon: UserRound },
  { id: 'security', label: 'Security', Icon: Lock },
  { id: 'notifications', label: 'Notifications', Icon: Bell },
  { id: 'privacy', label: 'Privacy', Icon: ShieldCheck },
  { id: 'data', label: 'Your data', Icon: Database },
] as const satisfies readonly { id: string; label: string; Icon: LucideIcon }[];
type SectionId = (typeof SECTIONS)[number]['id'];

function sectionFromHash(hash: string): SectionId {
  const id = hash.replace(/^#/, '');
  return SECTIONS.find((s) => s.id === id)?.id ?? 'account';
}

/** The email-change link lands here with a flag; say what happened once, then drop it from the address. */
function useEmailChangeFlags() {
  const [params, setParams] = useSearchParams();
  const changed = params.get('email_changed') === '1';
  const taken = params.get('email_taken') === '1';
  useEffect(() => {
    if (!changed && !taken) return;
    // A fixed id: React's development double effect must not show it twice.
    if (changed)
      toast.success('Your email address was changed. Use the new one to sign in.', { id: 'email-changed' });
    if (taken) {
      toast.error(
        'That email address was taken by another account in the meantime, so yours did not change.',
        {
          id: 'email-taken',
        },
      );
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('email_changed');
        next.delete('email_taken');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [changed, taken, setParams]);
}

const WIDE = '(min-width: 64rem)';

/** The tab list stands in a column on wide screens: arrow keys should follow it (up/down there, left/right here). */
function useWideScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const query = window.matchMedia(WIDE);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE).matches,
  );
}

export default function SettingsPage() {
  const settings = useSettings();
  const location = useLocation();
  const navigate = useNavigate();
  const section = sectionFromHash(location.hash);
  const wide = useWideScreen();
  useEmailChangeFlags();
  usePreloadedTabs();

  const onSection = (value: string) =>
    void navigate(
      { search: location.search, hash: `#${value}` },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="font-display text-3xl font-bold tracking-tight text-ink-900">Settings</h1>
      <p className="mt-2 text-ink-600">Your account, security, notifications, privacy and data.</p>

      {settings.isPending ? (
        <p role="status" className="mt-10 flex items-center gap-2 text-sm text-ink-600">
          <Spinner /> Loading your settings…
        </p>
      ) : settings.isError ? (
        <div className="mt-8">
          <StatePanel
            Icon={CircleAlert}
            tone="error"
            title="Your settings could not be loaded"
            actions={
              <Button
                variant="secondary"
                onClick={() => void settings.refetch()}
                loading={settings.isFetching}
              >
                Try again
              </Button>
            }
          >
            {errorMessage(settings.error)}
          </StatePanel>
        </div>
      ) : (
        <Tabs.Root
          value={section}
          onValueChange={onSection}
          orientation={wide ? 'vertical' : 'horizontal'}
          className="mt-8 grid gap-6 lg:grid-cols-[13rem_1fr] lg:gap-10"
        >
          <Tabs.List
            aria-label="Settings sections"
            className="flex flex-wrap gap-1 border-b border-ink-200 pb-2 lg:sticky lg:top-24 lg:flex-col lg:flex-nowrap lg:self-start lg:border-b-0 lg:pb-0"
          >
            {SECTIONS.map(({ id, label, Icon }) => (
              <Tabs.Trigger
                key={id}
                value={id}
                className="inline-flex shrink-0 items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-ink-600 hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-brand-50 data-[state=active]:text-brand-800"
              >
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <div className="min-w-0">
            {SECTIONS.map(({ id, label }) => (
              <Tabs.Content key={id} value={id}>
                <h2 className="sr-only">{label}</h2>
                <Suspense fallback={<SectionFallback />}>
                  {id === 'account' && <AccountSection settings={settings.data} />}
                  {id === 'security' && <SecuritySection settings={settings.data} />}
                  {id === 'notifications' && <NotificationsSection settings={settings.data} />}
                  {id === 'privacy' && <PrivacyTab settings={settings.data} />}
                  {id === 'data' && <DataSection />}
                </Suspense>
              </Tabs.Content>
            ))}
          </div>
        </Tabs.Root>
      )}
    </div>
  );
}
