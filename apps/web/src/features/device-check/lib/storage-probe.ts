import type { StorageProbe } from './checks.ts';

const PROBE_KEY = 'talent:device-check';

function storageWorks(get: () => Storage): boolean {
  try {
    const storage = get();
    storage.setItem(PROBE_KEY, '1');
    const ok = storage.getItem(PROBE_KEY) === '1';
    storage.removeItem(PROBE_KEY);
    return ok;
  } catch {
    // Blocked site data throws on access; a full or zero-quota store throws on write.
    return false;
  }
}

/** Writes, reads back and removes a first-party cookie and one entry in each web storage. */
export function probeStorage(): StorageProbe {
  let cookies = false;
  try {
    const name = 'talent_device_check';
    document.cookie = `${name}=1; path=/; max-age=60; SameSite=Lax`;
    cookies = navigator.cookieEnabled && document.cookie.split('; ').includes(`${name}=1`);
    document.cookie = `${name}=; path=/; max-age=0; SameSite=Lax`;
  } catch {
    cookies = false;
  }
  return {
    cookies,
    localStorage: storageWorks(() => window.localStorage),
    sessionStorage: storageWorks(() => window.sessionStorage),
  };
}
