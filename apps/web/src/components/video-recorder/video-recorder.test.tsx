import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pickMimeType } from './media.ts';
import { VideoRecorder, type VideoTake } from './video-recorder.tsx';

/*
 * getUserMedia and MediaRecorder are browser APIs jsdom does not have; these fakes stand in for the camera only.
 * The recorder's own logic (states, countdown, limit, take) runs for real, on fake timers.
 */

class FakeRecorder {
  static supported = (type: string) => type.startsWith('video/webm');
  static isTypeSupported = (type: string) => FakeRecorder.supported(type);
  static instances: FakeRecorder[] = [];
  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(
    readonly stream: MediaStream,
    options: MediaRecorderOptions,
  ) {
    this.mimeType = options.mimeType ?? '';
    FakeRecorder.instances.push(this);
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['frames'], { type: 'video/webm' }) });
    this.onstop?.();
  }
}

function fakeStream() {
  const track = { stop: vi.fn(), kind: 'video' };
  return { stream: { getTracks: () => [track] } as unknown as MediaStream, track };
}

const getUserMedia = vi.fn<(constraints: MediaStreamConstraints) => Promise<MediaStream>>();

function domError(name: string) {
  return new DOMException('refused', name);
}

function setup(maxSeconds = 180) {
  const takes: (VideoTake | null)[] = [];
  render(<VideoRecorder maxSeconds={maxSeconds} onTakeChange={(take) => takes.push(take)} />);
  return { takes };
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  FakeRecorder.instances = [];
  FakeRecorder.supported = (type) => type.startsWith('video/webm');
  getUserMedia.mockReset();
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  URL.createObjectURL = vi.fn(() => `blob:take-${Math.random()}`);
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('pickMimeType', () => {
  it('prefers VP8 + Opus WebM, then falls back in order, or gives null', () => {
    expect(pickMimeType(() => true)).toBe('video/webm;codecs=vp8,opus');
    expect(pickMimeType((t) => t === 'video/webm')).toBe('video/webm');
    expect(pickMimeType((t) => t.startsWith('video/mp4'))).toBe('video/mp4;codecs=avc1,mp4a');
    expect(pickMimeType(() => false)).toBeNull();
  });
});

describe('VideoRecorder', () => {
  it('says clearly when the camera is blocked, and still offers a file upload', async () => {
    getUserMedia.mockRejectedValue(domError('NotAllowedError'));
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on camera' }));
    await advance(0);
    expect(screen.getByRole('alert')).toHaveTextContent('Camera and microphone are blocked');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByLabelText('Upload a video instead')).toBeInTheDocument();
  });

  it('says when there is no camera, and when the browser cannot record', async () => {
    getUserMedia.mockRejectedValue(domError('NotFoundError'));
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on camera' }));
    await advance(0);
    expect(screen.getByRole('alert')).toHaveTextContent('No camera or microphone found');

    FakeRecorder.supported = () => false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await advance(0);
    expect(screen.getByRole('alert')).toHaveTextContent('This browser cannot record here');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('previews, counts down 3-2-1, records with a timer, stops, plays back and records again', async () => {
    const { stream, track } = fakeStream();
    getUserMedia.mockResolvedValue(stream);
    const { takes } = setup();

    fireEvent.click(screen.getByRole('button', { name: 'Turn on camera' }));
    await advance(0);
    expect(getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ audio: expect.anything() }));
    expect(screen.getByLabelText('Your camera preview')).toBeInTheDocument();
    // Focus follows the controls, so a keyboard user is never dropped back at the top of the page.
    expect(screen.getByRole('button', { name: /Start recording/ })).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: /Start recording/ }));
    expect(screen.getByTestId('countdown')).toHaveTextContent('3');
    await advance(1000);
    expect(screen.getByTestId('countdown')).toHaveTextContent('2');
    await advance(1000);
    expect(screen.getByTestId('countdown')).toHaveTextContent('1');
    // Nothing is recorded during the countdown.
    expect(FakeRecorder.instances).toHaveLength(0);
    await advance(1000);

    expect(FakeRecorder.instances).toHaveLength(1);
    expect(FakeRecorder.instances[0]?.mimeType).toBe('video/webm;codecs=vp8,opus');
    await advance(4000);
    expect(screen.getByRole('timer', { name: 'Recording time' })).toHaveTextContent('0:04 / 3:00');

    fireEvent.click(screen.getByRole('button', { name: /Stop recording/ }));
    await advance(0);
    const take = takes.at(-1);
    expect(take?.source).toBe('recorded');
    expect(take?.durationSeconds).toBe(4);
    expect(take?.file.type).toBe('video/webm');
    expect(take?.file.name).toBe('video-intro.webm');
    expect(screen.getByLabelText('Your video intro, ready to watch')).toHaveAttribute('src', take?.url);
    expect(screen.getByRole('button', { name: /Record again/ })).toHaveFocus();
    // The camera is off while the candidate watches the take.
    expect(track.stop).toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: /Record again/ }));
    await advance(0);
    expect(takes.at(-1)).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(take?.url);
    expect(getUserMedia).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: /Start recording/ })).toBeInTheDocument();
  });

  it('stops by itself at the hard limit', async () => {
    getUserMedia.mockResolvedValue(fakeStream().stream);
    const { takes } = setup(10);
    fireEvent.click(screen.getByRole('button', { name: 'Turn on camera' }));
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: /Start recording/ }));
    await advance(3000);
    await advance(9000);
    expect(FakeRecorder.instances[0]?.state).toBe('recording');
    await advance(1500);
    expect(FakeRecorder.instances[0]?.state).toBe('inactive');
    expect(takes.at(-1)?.durationSeconds).toBe(10);
    expect(screen.getByLabelText('Your video intro, ready to watch')).toBeInTheDocument();
  });

  it('cancelling the countdown goes back to the preview without recording', async () => {
    getUserMedia.mockResolvedValue(fakeStream().stream);
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on camera' }));
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: /Start recording/ }));
    await advance(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await advance(5000);
    expect(FakeRecorder.instances).toHaveLength(0);
    expect(screen.getByRole('button', { name: /Start recording/ })).toBeInTheDocument();
  });

  it('checks a chosen file against the limits before using it', async () => {
    const { takes } = setup();
    const input = screen.getByLabelText('Upload a video instead');

    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] },
    });
    await advance(0);
    expect(screen.getByRole('alert')).toHaveTextContent('“cv.pdf” is not a video we accept');
    expect(takes).toHaveLength(0);

    const video = new File(['webm bytes'], 'intro.webm', { type: 'video/webm' });
    fireEvent.change(input, { target: { files: [video] } });
    // jsdom cannot read video metadata; the length stays unknown after the probe gives up.
    await advance(5000);
    expect(takes.at(-1)).toMatchObject({ source: 'uploaded', durationSeconds: null, file: video });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Record instead/ })).toBeInTheDocument();
  });

  it('takes its words from `labels` and hands the take to `onRecorded` (the video resume and /recorder use both)', async () => {
    const recorded: [Blob, number | null][] = [];
    render(
      <VideoRecorder
        maxSeconds={180}
        onRecorded={(blob, seconds) => recorded.push([blob, seconds])}
        labels={{ take: 'Your video resume, ready to watch', idleTitle: 'Record your video resume' }}
      />,
    );
    expect(screen.getByText('Record your video resume')).toBeInTheDocument();
    // The sentence not overridden keeps its default.
    expect(screen.getByText(/you see yourself before anything is recorded/)).toBeInTheDocument();

    const video = new File(['webm bytes'], 'me.webm', { type: 'video/webm' });
    fireEvent.change(screen.getByLabelText('Upload a video instead'), { target: { files: [video] } });
    await advance(5000);
    expect(recorded).toEqual([[video, null]]);
    expect(screen.getByLabelText('Your video resume, ready to watch')).toBeInTheDocument();
  });
});
