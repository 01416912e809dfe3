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
