import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CameraCapture } from './camera-capture.tsx';

/*
 * getUserMedia, the video frame size and the canvas are browser APIs jsdom does not have; these fakes stand in
 * for the camera only. Chromium's fake camera takes a real photo in the e2e suite.
 */
const getUserMedia = vi.fn<(constraints: MediaStreamConstraints) => Promise<MediaStream>>();
const stopTrack = vi.fn();

function domError(name: string) {
  return new DOMException('camera', name);
}

beforeEach(() => {
  getUserMedia.mockReset();
  stopTrack.mockReset();
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  Object.defineProperty(HTMLVideoElement.prototype, 'videoWidth', { value: 640, configurable: true });
  Object.defineProperty(HTMLVideoElement.prototype, 'videoHeight', { value: 480, configurable: true });
  HTMLMediaElement.prototype.play = () => Promise.resolve();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: () => {},
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (callback, type) {
    callback(new Blob(['jpeg'], { type: type ?? 'image/png' }));
  });
  URL.createObjectURL = () => 'blob:photo';
  URL.revokeObjectURL = () => {};
});
afterEach(() => vi.restoreAllMocks());

function stream(): MediaStream {
  return { getTracks: () => [{ stop: stopTrack }] } as unknown as MediaStream;
}

describe('CameraCapture', () => {
  it('says the camera is blocked, how to allow it, and keeps focus on trying again', async () => {
    getUserMedia.mockRejectedValue(domError('NotAllowedError'));
    render(
      <CameraCapture
        subject="selfie"
        fileName="selfie.jpg"
        onCapture={() => {}}
        fallback="upload a photo instead"
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Turn on the camera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /The camera is blocked.*Allow it for this site.*upload a photo instead/,
    );
    expect(screen.getByRole('button', { name: 'Try the camera again' })).toHaveFocus();
  });

  it('says when there is no camera at all', async () => {
    getUserMedia.mockRejectedValue(domError('NotFoundError'));
    render(<CameraCapture subject="selfie" fileName="selfie.jpg" onCapture={() => {}} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Turn on the camera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No camera found');
  });

  it('says when the browser has no camera API', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    render(<CameraCapture subject="selfie" fileName="selfie.jpg" onCapture={() => {}} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Turn on the camera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This browser cannot use the camera here');
  });

  it('shows the live picture, takes a JPEG, switches the camera off, and retakes', async () => {
    getUserMedia.mockResolvedValue(stream());
    const onCapture = vi.fn<(file: File) => void>();
    const onRetake = vi.fn();
    render(
      <CameraCapture
        subject="selfie"
        fileName="selfie.jpg"
        onCapture={onCapture}
        onRetake={onRetake}
        guide="face"
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Turn on the camera' }));
    expect(await screen.findByLabelText('Live camera preview for your selfie')).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ audio: false }));

    await user.click(screen.getByRole('button', { name: 'Take the photo of your selfie' }));
    await waitFor(() => expect(onCapture).toHaveBeenCalledTimes(1));
    const file = onCapture.mock.calls[0]![0];
    expect(file.name).toBe('selfie.jpg');
    expect(file.type).toBe('image/jpeg');
    expect(stopTrack).toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Your selfie, as taken' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Photo of your selfie taken.');

    await act(() => user.click(screen.getByRole('button', { name: 'Retake the photo of your selfie' })));
    expect(onRetake).toHaveBeenCalled();
    expect(getUserMedia).toHaveBeenCalledTimes(2);
    expect(await screen.findByLabelText('Live camera preview for your selfie')).toBeInTheDocument();
  });
});
