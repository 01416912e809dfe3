/*
 * Which browser this is, from its user agent, and whether it is recent enough. The minimums are the versions our
 * build targets (the browsers that have every feature the app's code and styles use); anything older may break
 * on a page that matters, such as a test or an interview.
 */

export type Engine = 'chromium' | 'gecko' | 'webkit';

export interface BrowserInfo {
  /** "Chrome", "Edge", "Firefox", "Safari", "Opera", "Samsung Internet", or null when unknown. */
  name: string | null;
  /** The version people see in their browser's "About" page, major (and minor for Safari). */
  version: string | null;
  engine: Engine | null;
  /** The engine's version the minimums are compared with (Chromium major, Firefox major, WebKit = Safari/iOS). */
  engineVersion: number | null;
  /** On iPhone and iPad every browser is Safari underneath: updating iOS updates it. */
  ios: boolean;
}

export const MINIMUM_ENGINE_VERSION: Record<Engine, number> = {
  chromium: 111,
  gecko: 114,
  webkit: 16.4,
};

const number = (value: string | undefined): number | null => {
  if (value === undefined) return null;
  const parsed = Number(value.replace('_', '.'));
  return Number.isFinite(parsed) ? parsed : null;
};

export function parseUserAgent(userAgent: string): BrowserInfo {
  const ua = userAgent;
  const find = (pattern: RegExp) => pattern.exec(ua)?.[1];
  const iosVersion = find(/(?:iPhone|iPad|iPod).*? OS (\d+_\d+)/) ?? find(/CPU OS (\d+_\d+)/);
  const ios = iosVersion !== undefined;
  const chromium = find(/(?:Chrome|CriOS|Chromium)\/(\d+)/);

  const named = (name: string, version: string | undefined): BrowserInfo => {
    if (ios)
      return { name, version: version ?? null, engine: 'webkit', engineVersion: number(iosVersion), ios };
    return { name, version: version ?? null, engine: null, engineVersion: null, ios };
  };

  const edge = find(/Edg(?:e|A|iOS)?\/(\d+)/);
  if (edge) return withEngine(named('Edge', edge), 'chromium', chromium ?? edge);
  const opera = find(/OPR\/(\d+)/);
  if (opera) return withEngine(named('Opera', opera), 'chromium', chromium);
  const samsung = find(/SamsungBrowser\/(\d+(?:\.\d+)?)/);
  if (samsung) return withEngine(named('Samsung Internet', samsung), 'chromium', chromium);
  const firefox = find(/(?:Firefox|FxiOS)\/(\d+)/);
  if (firefox) return withEngine(named('Firefox', firefox), 'gecko', firefox);
  if (chromium) return withEngine(named('Chrome', chromium), 'chromium', chromium);
  const safari = /Safari\//.test(ua) ? find(/Version\/(\d+(?:\.\d+)?)/) : undefined;
  if (safari) return withEngine(named('Safari', safari), 'webkit', safari);
  if (ios)
    return {
      name: 'Safari',
      version: iosVersion.replace('_', '.'),
      engine: 'webkit',
      engineVersion: number(iosVersion),
      ios,
    };
  return { name: null, version: null, engine: null, engineVersion: null, ios: false };
}

function withEngine(info: BrowserInfo, engine: Engine, version: string | undefined): BrowserInfo {
  // iOS browsers were given WebKit and the iOS version above.
  if (info.ios) return info;
  return { ...info, engine, engineVersion: number(version) };
}

/** True when the engine is at or past our minimum; null when we cannot tell. */
export function isRecentEnough(info: BrowserInfo): boolean | null {
  if (!info.engine || info.engineVersion === null) return null;
  return info.engineVersion >= MINIMUM_ENGINE_VERSION[info.engine];
}
