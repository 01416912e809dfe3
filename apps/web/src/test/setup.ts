import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy page chunks compile on first use; under a loaded machine that takes longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});

// jsdom does not implement scrolling; ScrollRestoration calls it after every navigation.
window.scrollTo = () => {};

// jsdom has no fetch and Node's has no cookie jar: give it the document's, as a browser's fetch with credentials
// has, so the API client against a local test server keeps the session's CSRF cookie like jsdom's XHR does (the
// test servers listen on localhost, whose cookies the document shares across ports).
const nodeFetch = globalThis.fetch;
globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input, init);
  if (request.credentials !== 'omit' && document.cookie && !request.headers.has('cookie')) {
    request.headers.set('cookie', document.cookie);
  }
  const response = await nodeFetch(request);
  for (const cookie of response.headers.getSetCookie()) document.cookie = cookie;
  return response;
};
