import type { TalkDetail } from '@talent/contract/masterclass';
import { useRef, useState } from 'react';
import { clock } from '../lib/talk-text.ts';

type Recording = NonNullable<TalkDetail['recording']>;

/** The chapter playing at `seconds`: the last one that started at or before it. */
function chapterAt(chapters: Recording['chapters'], seconds: number): number {
  let current = -1;
  chapters.forEach((chapter, index) => {
    if (chapter.start_seconds <= seconds) current = index;
  });
  return current;
}

/**
 * The recording with its captions, and its chapters as buttons: one seeks the video there and plays; the chapter
 * playing is marked as current.
 */
export function RecordingPlayer({ recording, title }: { recording: Recording; title: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [current, setCurrent] = useState(-1);
  const chapters = [...recording.chapters].sort((a, b) => a.start_seconds - b.start_seconds);

  const seek = (seconds: number) => {
    const element = video.current;
    if (!element) return;
    element.currentTime = seconds;
    setCurrent(chapterAt(chapters, seconds));
    void element.play().catch(() => undefined);
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_16rem]">
      <video
        ref={video}
        controls
        preload="metadata"
        src={recording.video_url}
        aria-label={`Recording of ${title}`}
        onTimeUpdate={(event) => setCurrent(chapterAt(chapters, event.currentTarget.currentTime))}
        className="aspect-video w-full rounded-card bg-ink-900"
      >
        {recording.captions_url && (
          <track kind="captions" src={recording.captions_url} srcLang="en" label="English" default />
        )}
      </video>
      {chapters.length > 0 && (
        <nav aria-label="Chapters">
          <h3 className="text-sm font-semibold text-ink-900">Chapters</h3>
          <ol className="mt-2 space-y-1">
            {chapters.map((chapter, index) => (
              <li key={`${chapter.start_seconds}-${chapter.title}`}>
                <button
                  type="button"
                  aria-current={index === current ? 'step' : undefined}
                  onClick={() => seek(chapter.start_seconds)}
                  className={`flex w-full items-baseline gap-3 rounded-control px-2.5 py-1.5 text-left text-sm ${
                    index === current
                      ? 'bg-brand-50 font-semibold text-brand-900'
                      : 'text-ink-700 hover:bg-ink-100'
                  }`}
                >
                  <span className="font-mono text-xs text-ink-500 tabular-nums">
                    {clock(chapter.start_seconds)}
                  </span>
                  <span>{chapter.title}</span>
                </button>
              </li>
            ))}
          </ol>
        </nav>
      )}
    </div>
  );
}
