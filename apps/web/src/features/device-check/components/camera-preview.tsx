import { VideoOff } from 'lucide-react';
import { useEffect, useRef } from 'react';

/** The camera as the person sees themselves in a call: mirrored, muted (the sound is the meter's job). */
export function CameraPreview({ stream, idleText }: { stream: MediaStream | null; idleText: string }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.srcObject = stream;
    if (stream) void element.play().catch(() => undefined);
    return () => {
      element.srcObject = null;
    };
  }, [stream]);
  return (
    <div className="relative mt-3 aspect-video overflow-hidden rounded-control bg-ink-900">
      {stream ? (
        <video
          ref={video}
          muted
          playsInline
          autoPlay
          aria-label="Your camera preview"
          className="size-full -scale-x-100 object-cover"
        />
      ) : (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center text-sm text-white/85">
          <VideoOff aria-hidden="true" className="size-6" />
          {idleText}
        </div>
      )}
    </div>
  );
}
