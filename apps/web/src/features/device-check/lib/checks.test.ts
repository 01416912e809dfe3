import { describe, expect, it } from 'vitest';
import { parseUserAgent } from './browser.ts';
import {
  CHECK_ORDER,
  evaluateBrowser,
  evaluateCamera,
  evaluateClock,
  evaluateLatency,
  evaluateMicrophone,
  evaluateSpeakers,
  evaluateSpeed,
  evaluateStorage,
  formatBitrate,
  HEARD_LEVEL,
  jitter,
  levelOf,
  LISTEN_MS,
  median,
  mediaFailure,
  mediaProblemOf,
  probeFailure,
  summarize,
  waiting,
  type CheckId,
  type CheckResult,
} from './checks.ts';

const ALL_FEATURES = { webSocket: true, getUserMedia: true, webAudio: true, mediaRecorder: true };
const UA = {
  chrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  oldChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/98.0.4758.102 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  firefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:133.0) Gecko/20100101 Firefox/133.0',
  oldFirefox: 'Mozilla/5.0 (Windows NT 10.0; rv:102.0) Gecko/20100101 Firefox/102.0',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
  oldSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Safari/605.1.15',
  iosChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 15_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
  unknown: 'SomeBot/1.0',
};

describe('parseUserAgent', () => {
  it('names the browser and the engine version the minimums compare', () => {
    expect(parseUserAgent(UA.chrome)).toMatchObject({
      name: 'Chrome',
      version: '156',
      engine: 'chromium',
      engineVersion: 156,
    });
    expect(parseUserAgent(UA.headless)).toMatchObject({ name: 'Chrome', engineVersion: 156 });
    expect(parseUserAgent(UA.edge)).toMatchObject({
      name: 'Edge',
      version: '131',
      engine: 'chromium',
      engineVersion: 131,
    });
    expect(parseUserAgent(UA.opera)).toMatchObject({ name: 'Opera', version: '115', engineVersion: 130 });
    expect(parseUserAgent(UA.samsung)).toMatchObject({
      name: 'Samsung Internet',
      version: '25.0',
      engineVersion: 121,
    });
    expect(parseUserAgent(UA.firefox)).toMatchObject({
      name: 'Firefox',
      version: '133',
      engine: 'gecko',
      engineVersion: 133,
    });
    expect(parseUserAgent(UA.safari)).toMatchObject({
      name: 'Safari',
      version: '17.2',
      engine: 'webkit',
      engineVersion: 17.2,
    });
    // On an iPhone every browser is WebKit, as recent as iOS.
    expect(parseUserAgent(UA.iosChrome)).toMatchObject({
      name: 'Chrome',
      engine: 'webkit',
      engineVersion: 15.7,
      ios: true,
    });
    expect(parseUserAgent(UA.unknown)).toMatchObject({ name: null, engine: null });
  });
});

describe('evaluateBrowser', () => {
  const verdict = (ua: string, features = ALL_FEATURES) => evaluateBrowser(parseUserAgent(ua), features);

  it('passes a recent browser and tells an old one to update', () => {
    expect(verdict(UA.chrome)).toMatchObject({ status: 'pass', summary: 'Chrome 156, up to date enough' });
    expect(verdict(UA.firefox).status).toBe('pass');
    expect(verdict(UA.safari).status).toBe('pass');
    const old = verdict(UA.oldChrome);
    expect(old).toMatchObject({ status: 'fail', summary: 'Chrome 98 is too old for Borderless' });
    expect(old.help[0]).toMatch(/^Update Chrome/);
    expect(verdict(UA.oldFirefox).help).toContain('We support version 114 and later.');
    expect(verdict(UA.oldSafari).status).toBe('fail');
    expect(verdict(UA.iosChrome).help[0]).toMatch(/^Update iOS/);
  });

  it('fails a browser without what the checks need, and warns about one it cannot name', () => {
    const noCamera = verdict(UA.chrome, { ...ALL_FEATURES, getUserMedia: false, mediaRecorder: false });
    expect(noCamera).toMatchObject({
      status: 'fail',
      summary: 'Chrome 156 cannot use the camera and microphone, video recording here',
    });
    expect(verdict(UA.unknown).status).toBe('warning');
  });
});

describe('camera and microphone', () => {
  it('reads why getUserMedia refused, with advice for each', () => {
    const named = (name: string) => new DOMException('x', name);
    expect(mediaProblemOf(named('NotAllowedError'))).toBe('denied');
    expect(mediaProblemOf(named('NotFoundError'))).toBe('no-device');
    expect(mediaProblemOf(named('NotReadableError'))).toBe('busy');
    expect(mediaProblemOf(new Error('?'))).toBe('failed');
    const blocked = mediaFailure('microphone', 'denied');
    expect(blocked).toMatchObject({ status: 'fail', summary: 'Your browser blocked the microphone' });
    expect(blocked.help.join(' ')).toContain('Privacy & Security → Microphone');
    expect(mediaFailure('camera', 'no-device').summary).toBe('No camera found');
  });

  it('passes a live picture, warns about a black or tiny one, fails none', () => {
    expect(evaluateCamera({ width: 1280, height: 720, meanLuma: 110, label: 'FaceTime HD' })).toMatchObject({
      status: 'pass',
      summary: '1280 × 720 from FaceTime HD',
    });
    expect(evaluateCamera({ width: 1280, height: 720, meanLuma: 3, label: '' })).toMatchObject({
      status: 'warning',
      summary: 'The picture is almost black (1280 × 720)',
    });
    expect(evaluateCamera({ width: 320, height: 240, meanLuma: 120, label: '' }).status).toBe('warning');
    expect(evaluateCamera({ width: 0, height: 0, meanLuma: null, label: '' }).status).toBe('fail');
  });

  it('turns samples into a 0–1 level on a decibel scale', () => {
    expect(levelOf(new Float32Array(128))).toBe(0);
    expect(levelOf(new Float32Array(128).fill(1))).toBe(1);
    // -20 dBFS is two thirds of the way from -60 to 0.
    expect(levelOf(new Float32Array(128).fill(0.1))).toBeCloseTo(2 / 3, 5);
    expect(levelOf(new Float32Array(128).fill(0.0001))).toBe(0);
  });

  it('hears a voice at once, listens for a while before warning, and never fails on silence', () => {
    expect(evaluateMicrophone(HEARD_LEVEL, 100, 'USB mic')).toMatchObject({
      status: 'pass',
      summary: 'We can hear you (USB mic)',
    });
    expect(evaluateMicrophone(0.1, LISTEN_MS / 2, '')).toMatchObject({ status: 'running', progress: 0.5 });
    const silent = evaluateMicrophone(0.1, LISTEN_MS, '');
    expect(silent.status).toBe('warning');
    expect(silent.help[0]).toMatch(/turns green as soon as we hear you/);
  });

  it('asks about the tone, then passes or fails on the answer', () => {
    expect(evaluateSpeakers(null).status).toBe('waiting');
    expect(evaluateSpeakers(true).status).toBe('pass');
    expect(evaluateSpeakers(false)).toMatchObject({
      status: 'fail',
      summary: 'You did not hear the test tone',
    });
  });
});

describe('connection', () => {
  it('takes the median and the jitter of round trips', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([10, 20, 30, 40])).toBe(25);
    expect(jitter([10, 20, 10])).toBe(10);
    expect(jitter([42])).toBe(0);
    // One hiccup among steady pings is not a wobbly line.
    expect(jitter([20, 21, 20, 400, 21, 20, 21, 20, 21, 20])).toBe(1);
  });

  it('grades latency: fast passes, slow or wobbly warns, very slow fails', () => {
    expect(evaluateLatency([20, 22, 21, 19, 25])).toMatchObject({
      status: 'pass',
      summary: '21 ms round trip (jitter 2 ms, 5 pings)',
    });
    expect(evaluateLatency([200, 210, 190, 205, 200]).status).toBe('warning');
    expect(evaluateLatency([20, 300, 20, 300, 20]).status).toBe('warning');
    expect(evaluateLatency([900, 800, 1000, 850, 950]).status).toBe('fail');
  });

  it('writes bit rates as people read them', () => {
    expect(formatBitrate(850_000)).toBe('850 kbps');
    expect(formatBitrate(12_440_000)).toBe('12.4 Mbps');
    expect(formatBitrate(340_400_000)).toBe('340 Mbps');
    expect(formatBitrate(1_230_000_000)).toBe('1.2 Gbps');
    expect(formatBitrate(0)).toBe('0 kbps');
  });

  it('grades speed in each direction against what video calls need', () => {
    expect(evaluateSpeed('upload', 3e6).status).toBe('pass');
    expect(evaluateSpeed('upload', 2e6).status).toBe('warning');
    expect(evaluateSpeed('upload', 0.5e6)).toMatchObject({
      status: 'fail',
      summary: '500 kbps: too slow for video',
    });
    expect(evaluateSpeed('download', 3e6).status).toBe('warning');
    expect(evaluateSpeed('download', 20e6)).toMatchObject({ status: 'pass', summary: '20.0 Mbps' });
  });

  it('says when our budget of checks was used up rather than blaming the network', () => {
    expect(probeFailure('upload', 429).status).toBe('warning');
    expect(probeFailure('upload', 0)).toMatchObject({
      status: 'fail',
      summary: 'The upload did not reach our server',
    });
  });
});

describe('storage and clock', () => {
  it('fails without cookies and warns without web storage', () => {
    expect(evaluateStorage({ cookies: true, localStorage: true, sessionStorage: true }).status).toBe('pass');
    expect(evaluateStorage({ cookies: false, localStorage: true, sessionStorage: true }).status).toBe('fail');
    expect(evaluateStorage({ cookies: true, localStorage: false, sessionStorage: true })).toMatchObject({
      status: 'warning',
      summary: 'Cookies work, local storage does not',
    });
  });

  it('warns about a clock off by more than a minute, and a zone unlike the profile’s', () => {
    expect(
      evaluateClock({ zone: 'Europe/Berlin', skewMs: 1500, profileZone: 'Europe/Berlin' }),
    ).toMatchObject({
      status: 'pass',
      summary: 'Europe/Berlin, clock on time',
    });
    expect(evaluateClock({ zone: 'Europe/Berlin', skewMs: 3 * 60_000, profileZone: null }).summary).toBe(
      'Europe/Berlin, but your clock is 3 minutes fast',
    );
    const moved = evaluateClock({ zone: 'Asia/Tokyo', skewMs: -70_000, profileZone: 'Europe/Berlin' });
    expect(moved.summary).toBe(
      'Asia/Tokyo, but your clock is 70 seconds slow and your profile says Europe/Berlin',
    );
    expect(moved.help).toHaveLength(2);
    expect(evaluateClock({ zone: 'UTC', skewMs: null, profileZone: null }).status).toBe('warning');
  });
});

describe('summarize', () => {
  const results = (overrides: Partial<Record<CheckId, CheckResult>>) =>
    Object.fromEntries(
      CHECK_ORDER.map((id) => [id, overrides[id] ?? { status: 'pass', summary: 'ok', help: [] }]),
    ) as Record<CheckId, CheckResult>;

  it('invites to start, counts while running, and gives the verdict at the end', () => {
    expect(summarize(results({}), false).tone).toBe('idle');
    expect(summarize(results({ upload: { status: 'running', summary: '', help: [] } }), true)).toMatchObject({
      tone: 'running',
      text: '8 of 9 checks done.',
    });
    expect(summarize(results({}), true)).toMatchObject({ tone: 'ready', title: 'You’re ready' });
    const two = summarize(
      results({
        upload: { status: 'warning', summary: '', help: [] },
        camera: { status: 'fail', summary: '', help: [] },
      }),
      true,
    );
    expect(two).toMatchObject({ tone: 'attention', title: '2 things need attention' });
    expect(summarize(results({ clock: { status: 'warning', summary: '', help: [] } }), true).title).toBe(
      '1 thing needs attention',
    );
  });

  it('waits for the speakers, which only the person can judge', () => {
    expect(summarize(results({ speakers: waiting() }), true)).toMatchObject({
      title: 'One step left: your speakers',
      tone: 'running',
    });
    // Problems elsewhere come first; the tone is mentioned after them.
    const blocked = summarize(
      results({ speakers: waiting(), camera: { status: 'fail', summary: '', help: [] } }),
      true,
    );
    expect(blocked).toMatchObject({ tone: 'attention', title: '1 thing needs attention' });
    expect(blocked.text).toMatch(/Play the test tone/);
  });
});
