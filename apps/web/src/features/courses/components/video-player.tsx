import { COURSE_PLAYBACK_RATES, type Lesson } from '@talent/contract/courses';
import { Captions, CaptionsOff } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import { useProgressSender } from '../api/use-progress-sender.ts';
import { formatClock } from '../lib/format-course.ts';
import { createPositionSaver, resumeAt } from '../lib/position-saver.ts';

type VideoLesson = Extract<Lesson, { kind: 'video' }>;

const RATE_KEY = 'borderless.course-playback-rate';

/** The speed the candidate chose last, in this browser (every lesson starts at it). */
function storedRate(): number {
  try {
    const value = Number(localStorage.getItem(RATE_KEY));
    return (COURSE_PLAYBACK_RATES as readonly number[]).includes(value) ? value : 1;
  } catch {
    return 1;
  }
}

function storeRate(rate: number) {
  try {
    localStorage.setItem(RATE_KEY, String(rate));
  } catch {
    // Only the next lesson's starting speed is lost.
  }
}

/** The captions track shows or hides (it is the video's only track). */
function showCaptions(element: HTMLVideoElement, on: boolean) {
  const track = element.textTracks[0];
  if (track) track.mode = on ? 'showing' : 'hidden';
}

const SAVE_TEXT = {
  idle: '',
  saving: '',
  saved: 'Your place is saved.',
  failed: 'Your place could not be saved just now; it is sent again as you watch.',
} as const;

/**
 * A video lesson: the clip with captions (on unless turned off) and speeds, resuming at the second saved on any
 * device. The position is saved every few seconds while playing, at once on pause, seek and end, and on the way out
 * of the lesson or the page (a keepalive request). Render it with `key={lesson.id}`: it reads the saved position
 * once.
 */
export function VideoPlayer({ lesson }: { lesson: VideoLesson }) {
  const id = useId();
  const video = useRef<HTMLVideoElement>(null);
  const { send, state } = useProgressSender(lesson.course_id, lesson.id);
  const saver = useMemo(
    () => createPositionSaver({ send, durationSeconds: lesson.duration_seconds, done: lesson.progress.done }),
    // Once per lesson (this component is keyed by it); later answers do not restart the saver.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const [startAt] = useState(() => resumeAt(lesson.progress.position_seconds, lesson.duration_seconds));
  const resumed = useRef(false);
  const [rate, setRate] = useState(storedRate);
  const [captions, setCaptions] = useState(true);

  // The last second seen: on leaving a lesson the element may already be gone when the effect cleans up.
  const seen = useRef(Number.NaN);
  const current = () => video.current?.currentTime ?? seen.current;

  // Leaving the lesson (another lesson, another page) saves the last second; so does the page going away.
  const leave = useEffectEvent((leaving: boolean) => {
    const seconds = current();
    if (Number.isFinite(seconds)) seen.current = seconds;
    saver.leave(seconds, leaving);
  });
  useEffect(() => {
    const onPageHide = () => leave(true);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') leave(true);
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onHidden);
      leave(false);
    };
  }, []);

  useEffect(() => {
    if (video.current) video.current.playbackRate = rate;
  }, [rate]);

  useEffect(() => {
    if (video.current) showCaptions(video.current, captions);
  }, [captions]);

  return (
    <div>
      <div className="overflow-hidden rounded-card bg-ink-900">
        <video
          ref={video}
          controls
          playsInline
          preload="metadata"
          src={lesson.video_url}
          aria-label={`Video: ${lesson.title}`}
          className="aspect-video w-full"
          onLoadedMetadata={(event) => {
            const element = event.currentTarget;
            element.playbackRate = rate;
            showCaptions(element, captions);
            if (startAt > 0 && !resumed.current) {
              resumed.current = true;
              element.currentTime = startAt;
            }
          }}
          onTimeUpdate={(event) => {
            const element = event.currentTarget;
            seen.current = element.currentTime;
            if (!element.paused && !element.seeking) saver.playing(element.currentTime);
          }}
          onPause={(event) => saver.settled(event.currentTarget.currentTime)}
          onSeeked={(event) => {
            const element = event.currentTarget;
            seen.current = element.currentTime;
            // The jump to the saved second is not a new position.
            if (Math.floor(element.currentTime) !== startAt || element.played.length > 0)
              saver.settled(element.currentTime);
          }}
          onEnded={(event) => saver.settled(event.currentTarget.currentTime)}
          onRateChange={(event) => {
            const next = event.currentTarget.playbackRate;
            if ((COURSE_PLAYBACK_RATES as readonly number[]).includes(next)) {
              setRate(next);
              storeRate(next);
            }
          }}
        >
          {lesson.captions_url && (
            <track kind="captions" src={lesson.captions_url} srcLang="en" label="English" default />
          )}
        </video>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <label htmlFor={`${id}-rate`} className="text-sm font-medium text-ink-800">
          Speed
        </label>
        <select
          id={`${id}-rate`}
          value={rate}
          onChange={(event) => {
            const next = Number(event.target.value);
            setRate(next);
            storeRate(next);
          }}
          className="rounded-control border border-ink-300 bg-white px-2.5 py-1.5 text-sm"
        >
          {COURSE_PLAYBACK_RATES.map((option) => (
            <option key={option} value={option}>
              {option === 1 ? 'Normal (1×)' : `${option}×`}
            </option>
          ))}
        </select>
        {lesson.captions_url && (
          <button
            type="button"
            aria-pressed={captions}
            onClick={() => setCaptions((on) => !on)}
            className="inline-flex items-center gap-1.5 rounded-control border border-ink-300 bg-white px-3 py-1.5 text-sm font-medium text-ink-800 hover:bg-ink-50 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-900"
          >
            {captions ? (
              <Captions aria-hidden="true" className="size-4" />
            ) : (
              <CaptionsOff aria-hidden="true" className="size-4" />
            )}
            Captions
          </button>
        )}
        <p role="status" className="text-sm text-ink-600">
          {startAt > 0 && state === 'idle'
            ? `Resuming where you left off, at ${formatClock(startAt)}.`
            : SAVE_TEXT[state]}
        </p>
      </div>
    </div>
  );
}
