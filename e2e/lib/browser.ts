import { chromium, type Browser } from '@playwright/test';

/** Debian's Chromium, as every spec launches it (no browser download: CHROMIUM_PATH overrides the path). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * For `test.use` at the top of a spec (launch options force a browser of that file's own): Chromium's fake camera
 * and microphone (a test pattern and a beep), allowed without a prompt.
 */
export function fakeMediaBrowser(permissions: ('camera' | 'microphone')[]) {
  return {
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
    },
    permissions,
  };
}

/**
 * A browser of a test's own with fake devices but without the fake permission prompt: the site's camera and
 * microphone are denied, as a person would have done in the browser's site settings.
 */
export function launchWithoutMediaPermission(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream'],
  });
}
