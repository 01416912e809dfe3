import '@testing-library/jest-dom/vitest';
import { cleanup, configure, waitFor } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
// TZDate extends the `Date` it finds when its module loads. Test files share workers, and some fake `Date`
// (vi.useFakeTimers({ toFake: ['Date'] })): had one of them loaded it first, every later file's times would come
// from a subclass of the uninstalled fake (17:00 shown for 18:00 in London). Loaded here, it extends the real one.
import '@date-fns/tz';

// Lazy page chunks compile on first use; under a loaded machine that takes longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// Sonner removes a dismissed toast from a timer that unmounting does not cancel; if a file's environment is torn
// down first, that timer's state update meets no `window` and fails the run. So a test that leaves toasts ends by
// dismissing them and waiting until sonner has removed them (its timers have then run), before unmounting.
afterEach(async () => {
  if (document.querySelector('[data-sonner-toast]')) {
    const { toast } = await import('sonner');
    toast.dismiss();
    await waitFor(() => {
      if (document.querySelector('[data-sonner-toast]')) throw new Error('a toast is still leaving');
    });
  }
  cleanup();
});

// jsdom does not implement scrolling; ScrollRestoration calls it after every navigation.
window.scrollTo = () => {};

// jsdom has no fetch and Node's has no cookie jar: give it the document's, as a browser's fetch with credentials
// has, so the API client against a local test server keeps the session's CSRF cookie like jsdom's XHR does (the
// test servers listen on localhost, whose cookies the document shares across ports).
// Test files may share a worker (vitest.config.ts): this file then runs once per file, so the wrapper goes on once.
const WRAPPED = Symbol.for('talent.test.fetch-with-cookies');
const nodeFetch = globalThis.fetch;
if (!(WRAPPED in nodeFetch))
  globalThis.fetch = Object.assign(
    async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (request.credentials !== 'omit' && document.cookie && !request.headers.has('cookie')) {
        request.headers.set('cookie', document.cookie);
      }
      const response = await nodeFetch(request);
      for (const cookie of response.headers.getSetCookie()) document.cookie = cookie;
      return response;
    },
    { [WRAPPED]: true },
  );

// What one file leaves in the shared document (its test server's cookies, drafts in storage) must not reach the next.
afterAll(() => {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
  document.title = '';
});
