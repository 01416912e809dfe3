import { isRecentEnough, MINIMUM_ENGINE_VERSION, type BrowserInfo } from './browser.ts';

/*
 * The checks of /test and the rules that turn a measure into a verdict and advice. Pure functions: the hook
 * (hooks/use-device-check.ts) measures, these decide, so every threshold is tested without a browser.
 */

export type CheckId =
  'camera' | 'microphone' | 'speakers' | 'realtime' | 'upload' | 'download' | 'browser' | 'storage' | 'clock';

export const CHECK_ORDER: readonly CheckId[] = [
  'camera',
  'microphone',
  'speakers',
  'realtime',
  'upload',
  'download',
  'browser',
  'storage',
  'clock',
];

export const CHECK_TITLES: Record<CheckId, string> = {
  camera: 'Camera',
  microphone: 'Microphone',
  speakers: 'Speakers',
  realtime: 'Live connection',
  upload: 'Upload speed',
  download: 'Download speed',
  browser: 'Browser',
  storage: 'Cookies and storage',
  clock: 'Time zone and clock',
};

export type CheckStatus = 'waiting' | 'running' | 'pass' | 'warning' | 'fail';

export interface CheckResult {
  status: CheckStatus;
  /** One line on what was found ("1280 × 720", "38 ms round trip") or what is happening. */
  summary: string;
  /** What to do, for a warning or a failure. */
  help: string[];
  /** 0–1 while running, when the check knows how far it is. */
  progress?: number;
}

export const STATUS_LABELS: Record<CheckStatus, string> = {
  waiting: 'Waiting',
  running: 'Checking',
  pass: 'Passed',
  warning: 'Needs attention',
  fail: 'Failed',
};

export const waiting = (summary = 'Not checked yet'): CheckResult => ({
  status: 'waiting',
  summary,
  help: [],
});
export const running = (summary: string, progress?: number): CheckResult => ({
  status: 'running',
  summary,
  help: [],
  ...(progress === undefined ? {} : { progress: Math.max(0, Math.min(1, progress)) }),
});
const pass = (summary: string): CheckResult => ({ status: 'pass', summary, help: [] });
const warning = (summary: string, help: string[]): CheckResult => ({ status: 'warning', summary, help });
const fail = (summary: string, help: string[]): CheckResult => ({ status: 'fail', summary, help });

export const isDone = (result: CheckResult) =>
  result.status === 'pass' || result.status === 'warning' || result.status === 'fail';

// ---------------------------------------------------------------------------------------------------------------
// Camera and microphone

export type MediaProblem = 'denied' | 'no-device' | 'busy' | 'unsupported' | 'failed';

/** getUserMedia rejects with a DOMException whose name says why. */
export function mediaProblemOf(error: unknown): MediaProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError')
    return 'no-device';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'busy';
  return 'failed';
}

export function mediaFailure(device: 'camera' | 'microphone', problem: MediaProblem): CheckResult {
  const allow =
    'Allow the camera and microphone for this site: click the camera or lock icon at the left of the address bar, choose Allow, then press Try again.';
  switch (problem) {
    case 'denied':
      return fail(`Your browser blocked the ${device}`, [
        allow,
        `On a Mac, also check System Settings → Privacy & Security → ${device === 'camera' ? 'Camera' : 'Microphone'}.`,
      ]);
    case 'no-device':
      return fail(`No ${device} found`, [
        `Connect a ${device} (or use a laptop or phone that has one), then press Try again.`,
      ]);
    case 'busy':
      return fail(`Your ${device} is in use by another app`, [
        `Close other apps or tabs that may use it (video calls, recorders), then press Try again.`,
      ]);
    case 'unsupported':
      return fail(`This browser cannot use a ${device} here`, [
        'Open this page in a recent Chrome, Edge, Firefox or Safari, over https.',
      ]);
    case 'failed':
      return fail(`The ${device} did not start`, [
        'Press Try again. If it keeps failing, restart the browser.',
      ]);
  }
}

/** Mean brightness 0–255 below which the picture is as good as black (a covered lens, a privacy shutter). */
export const DARK_PICTURE_LUMA = 16;

export function evaluateCamera(picture: {
  width: number;
  height: number;
  meanLuma: number | null;
  label: string;
}): CheckResult {
  const size = `${picture.width} × ${picture.height}`;
  const name = picture.label ? ` from ${picture.label}` : '';
  if (picture.width === 0 || picture.height === 0) {
    return fail('The camera sends no picture', [
      'Close other apps that may use the camera, then press Try again.',
      'If your camera has a switch or a cover, open it.',
    ]);
  }
  if (picture.meanLuma !== null && picture.meanLuma < DARK_PICTURE_LUMA) {
    return warning(`The picture is almost black (${size})`, [
      'Open the lens cover or privacy shutter, if your camera has one.',
      'Turn on a light in front of you (not behind you).',
    ]);
  }
  if (picture.height < 360) {
    return warning(`Low resolution: ${size}${name}`, [
      'Choose another camera below if you have one; recruiters see you more clearly at 640 × 360 or more.',
    ]);
  }
  return pass(`${size}${name}`);
}

/** The level meter's scale: -60 dBFS (silence) to 0 dBFS (the loudest the microphone can send), as 0–1. */
export function levelOf(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  const rms = Math.sqrt(sum / samples.length);
  if (rms <= 0) return 0;
  const db = 20 * Math.log10(rms);
  return Math.max(0, Math.min(1, (db + 60) / 60));
}

/** A level this high (about -45 dBFS) is a voice, not the hiss of a quiet room. */
export const HEARD_LEVEL = 0.25;
/** How long we listen before saying we heard nothing. */
export const LISTEN_MS = 5_000;

export function evaluateMicrophone(peakLevel: number, listenedMs: number, label: string): CheckResult {
  const name = label ? ` (${label})` : '';
  if (peakLevel >= HEARD_LEVEL) return pass(`We can hear you${name}`);
  if (listenedMs < LISTEN_MS) return running('Say something: the bar should move', listenedMs / LISTEN_MS);
  return warning(`We heard nothing yet${name}`, [
    'Speak for a moment: this turns green as soon as we hear you.',
    'Check that the microphone is not muted (a key on the keyboard, a switch on the headset).',
    'Choose another microphone below if you have more than one.',
  ]);
}

export function evaluateSpeakers(heard: boolean | null): CheckResult {
  if (heard === null) return waiting('Play the test tone and tell us whether you heard it');
  if (heard) return pass('You heard the test tone');
  return fail('You did not hear the test tone', [
    'Turn the volume up and check that the sound is not muted.',
    'If you use headphones or a headset, check that they are connected and chosen as the output.',
    'Choose another speaker below, if your browser lists them, and play the tone again.',
  ]);
}

// ---------------------------------------------------------------------------------------------------------------
// Connection

export const median = (values: readonly number[]): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * How much the delay wobbles: the median difference between consecutive round trips. The median, not the mean, so
 * one hiccup (a busy tab, a garbage collection) does not read as a bad line.
 */
export const jitter = (values: readonly number[]): number => {
  if (values.length < 2) return 0;
  const steps: number[] = [];
  for (let i = 1; i < values.length; i++) steps.push(Math.abs(values[i]! - values[i - 1]!));
  return median(steps);
};

export const LATENCY_GOOD_MS = 150;
export const LATENCY_USABLE_MS = 400;
export const JITTER_USABLE_MS = 100;

export function evaluateLatency(roundTripsMs: readonly number[]): CheckResult {
  const middle = Math.round(median(roundTripsMs));
  const wobble = Math.round(jitter(roundTripsMs));
  const summary = `${middle} ms round trip (jitter ${wobble} ms, ${roundTripsMs.length} pings)`;
  const wired = 'Use a wired connection or move closer to the Wi-Fi router, and pause large downloads.';
  if (middle > LATENCY_USABLE_MS) {
    return fail(`Slow: ${summary}`, [
      wired,
      'Close other video calls and streaming tabs.',
      'If you use a VPN, try without it.',
    ]);
  }
  if (middle > LATENCY_GOOD_MS || wobble > JITTER_USABLE_MS) {
    return warning(summary, [wired, 'Live chat and interviews work, but may lag a little.']);
  }
  return pass(summary);
}

export function realtimeFailure(reason: string): CheckResult {
  return fail(reason, [
    'A firewall, proxy or VPN may block WebSocket connections: try another network (a phone hotspot) or ask your IT team to allow this site.',
    'Without it, messages and interview updates still arrive, but only when the page refreshes.',
  ]);
}

/** bits per second → "850 kbps", "12.4 Mbps", "340 Mbps", "1.2 Gbps". */
export function formatBitrate(bitsPerSecond: number): string {
  if (!Number.isFinite(bitsPerSecond) || bitsPerSecond <= 0) return '0 kbps';
  if (bitsPerSecond < 1e6) return `${Math.round(bitsPerSecond / 1e3)} kbps`;
  if (bitsPerSecond < 1e8) return `${(bitsPerSecond / 1e6).toFixed(1)} Mbps`;
  if (bitsPerSecond < 1e9) return `${Math.round(bitsPerSecond / 1e6)} Mbps`;
  return `${(bitsPerSecond / 1e9).toFixed(1)} Gbps`;
}

/** Upload: a video call in HD sends about 1.5–3 Mbps, and a recorded answer must reach us before its time runs out. */
export const UPLOAD_GOOD_BPS = 3e6;
export const UPLOAD_USABLE_BPS = 1e6;
/** Download: the other side's video, screen shares and the app itself. */
export const DOWNLOAD_GOOD_BPS = 5e6;
export const DOWNLOAD_USABLE_BPS = 1.5e6;

export function evaluateSpeed(direction: 'upload' | 'download', bitsPerSecond: number): CheckResult {
  const good = direction === 'upload' ? UPLOAD_GOOD_BPS : DOWNLOAD_GOOD_BPS;
  const usable = direction === 'upload' ? UPLOAD_USABLE_BPS : DOWNLOAD_USABLE_BPS;
  const summary = formatBitrate(bitsPerSecond);
  const common = [
    'Use a wired connection or move closer to the Wi-Fi router.',
    'Pause downloads, cloud backups and streaming on this network during your session.',
  ];
  if (bitsPerSecond >= good) return pass(summary);
  if (bitsPerSecond >= usable) {
    return warning(`${summary}: enough for audio, tight for video`, [
      ...common,
      direction === 'upload'
        ? 'In a video call, turning your camera off keeps the sound clear.'
        : 'In a video call, hiding others’ video keeps the sound clear.',
    ]);
  }
  return fail(`${summary}: too slow for video`, [
    ...common,
    'If nothing helps, join by phone or ask the recruiter for an audio-only call.',
  ]);
}

export function probeFailure(what: string, status: number): CheckResult {
  if (status === 429) {
    return warning(`Too many checks from your network just now`, [
      'Wait a few minutes, then press Try again.',
    ]);
  }
  return fail(`The ${what} did not reach our server`, [
    'Check that you are online, then press Try again.',
    'A firewall or proxy may block it: try another network.',
  ]);
}

// ---------------------------------------------------------------------------------------------------------------
// Browser, storage, clock

export interface BrowserFeatures {
  webSocket: boolean;
  getUserMedia: boolean;
  webAudio: boolean;
  mediaRecorder: boolean;
}

export function evaluateBrowser(info: BrowserInfo, features: BrowserFeatures): CheckResult {
  const name = info.name ? `${info.name}${info.version ? ` ${info.version}` : ''}` : 'An unknown browser';
  const missing = [
    !features.webSocket && 'live connections',
    !features.getUserMedia && 'the camera and microphone',
    !features.webAudio && 'sound',
    !features.mediaRecorder && 'video recording',
  ].filter((item): item is string => Boolean(item));
  const update = info.ios
    ? 'Update iOS (Settings → General → Software Update): it updates every browser on the device.'
    : `Update ${info.name ?? 'your browser'} (its menu → Help or About → Update), or use a recent Chrome, Edge, Firefox or Safari.`;
  const recent = isRecentEnough(info);
  if (recent === false) {
    const minimum = info.engine ? MINIMUM_ENGINE_VERSION[info.engine] : null;
    return fail(`${name} is too old for Borderless`, [
      update,
      ...(minimum && !info.ios && info.engine !== 'chromium'
        ? [`We support version ${minimum} and later.`]
        : []),
    ]);
  }
  if (missing.length > 0) {
    return fail(`${name} cannot use ${missing.join(', ')} here`, [
      update,
      'Private or locked-down modes can switch these off: try a normal window.',
    ]);
  }
  if (recent === null) {
    return warning(`${name}: we could not tell its version`, [
      'Borderless is tested on recent Chrome, Edge, Firefox and Safari. Use one of them for interviews and tests.',
    ]);
  }
  return pass(`${name}, up to date enough`);
}

export interface StorageProbe {
  cookies: boolean;
  localStorage: boolean;
  sessionStorage: boolean;
}

export function evaluateStorage(probe: StorageProbe): CheckResult {
  if (!probe.cookies) {
    return fail('Cookies are blocked', [
      'Allow cookies for this site in your browser’s privacy settings: you cannot log in without them.',
      'Third-party cookies can stay off; we only need our own.',
    ]);
  }
  const missing = [!probe.localStorage && 'local storage', !probe.sessionStorage && 'session storage'].filter(
    (item): item is string => Boolean(item),
  );
  if (missing.length > 0) {
    return warning(`Cookies work, ${missing.join(' and ')} does not`, [
      'Drafts and answers cannot be kept on this device if the page reloads. Leave private browsing, or allow site data for this site.',
    ]);
  }
  return pass('Cookies, local storage and session storage work');
}

/** Beyond this, times we show and timers you see may be off by as much. */
export const CLOCK_SKEW_WARNING_MS = 60_000;

/** "3 minutes", "45 seconds", "2 hours". */
function duration(ms: number): string {
  const seconds = Math.round(Math.abs(ms) / 1000);
  if (seconds < 90) return `${seconds} seconds`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return `${minutes} minutes`;
  return `${Math.round(minutes / 60)} hours`;
}

export function evaluateClock(check: {
  zone: string;
  /** Local clock minus the server's, in ms; null when the server's time could not be read. */
  skewMs: number | null;
  /** The zone of the signed-in user's profile, if any. */
  profileZone: string | null;
}): CheckResult {
  const { zone, skewMs, profileZone } = check;
  const help: string[] = [];
  const problems: string[] = [];
  if (skewMs !== null && Math.abs(skewMs) > CLOCK_SKEW_WARNING_MS) {
    problems.push(`your clock is ${duration(skewMs)} ${skewMs > 0 ? 'fast' : 'slow'}`);
    help.push(
      'Set your computer’s date and time to update automatically (Windows: Settings → Time & language; Mac: System Settings → General → Date & Time).',
    );
  }
  if (profileZone && profileZone !== zone) {
    problems.push(`your profile says ${profileZone}`);
    help.push(
      `We show times in your profile’s zone (${profileZone}). If you are now in ${zone}, change it in Settings so interview times are right.`,
    );
  }
  if (problems.length > 0) return warning(`${zone}, but ${problems.join(' and ')}`, help);
  if (skewMs === null) {
    return warning(`${zone}; we could not compare your clock with ours`, [
      'Check that you are online, then press Try again.',
    ]);
  }
  return pass(`${zone}, clock on time`);
}

// ---------------------------------------------------------------------------------------------------------------
// The summary at the top

export interface Summary {
  tone: 'idle' | 'running' | 'ready' | 'attention';
  title: string;
  text: string;
}

export function summarize(results: Record<CheckId, CheckResult>, started: boolean): Summary {
  const all = CHECK_ORDER.map((id) => results[id]);
  if (!started) {
    return {
      tone: 'idle',
      title: 'Check your setup in about a minute',
      text: 'Press Start check: we ask for your camera and microphone, test your connection to Borderless and look at your browser. Nothing is recorded or kept.',
    };
  }
  const issues = all.filter((result) => result.status === 'warning' || result.status === 'fail').length;
  const finished = all.filter(isDone).length;
  const unfinished = CHECK_ORDER.filter((id) => !isDone(results[id]));
  const onlySpeakersLeft =
    unfinished.length === 1 && unfinished[0] === 'speakers' && results.speakers.status === 'waiting';
  if (onlySpeakersLeft && issues === 0) {
    return {
      tone: 'running',
      title: 'One step left: your speakers',
      text: 'Everything else passed. Play the test tone below and tell us whether you heard it.',
    };
  }
  if (unfinished.length > 0 && !onlySpeakersLeft) {
    return {
      tone: 'running',
      title: 'Checking…',
      text: `${finished} of ${all.length} checks done.`,
    };
  }
  if (issues === 0) {
    return {
      tone: 'ready',
      title: 'You’re ready',
      text: 'Camera, microphone, speakers and connection all work. Good luck!',
    };
  }
  return {
    tone: 'attention',
    title: issues === 1 ? '1 thing needs attention' : `${issues} things need attention`,
    text: onlySpeakersLeft
      ? 'See what to do under each item marked below, then press Run again. Play the test tone to check your speakers too.'
      : 'See what to do under each item marked below, then press Run again.',
  };
}
