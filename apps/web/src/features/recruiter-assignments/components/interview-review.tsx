import { ANSWER_MODE_LABELS, type RecruiterAssignment } from '@talent/contract/assignments';
import { useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { assignmentKeys } from '../api/assignment-keys.ts';
import { seconds, when } from '../lib/format.ts';
import { RatingForm } from './rating-form.tsx';

type Answer = RecruiterAssignment['answers'][number];
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const;

/**
 * A kept recording with a speed control. Nothing is fetched until play (`preload="none"`): the server marks an
 * answer watched on the first fetch of its media, so loading the page must not watch it for the recruiter. Once
 * it plays, the list refetches to show the watched state the candidate now sees.
 */
function Player({
  answer,
  label,
  applicationId,
}: {
  answer: Answer & { media_url: string };
  label: string;
  applicationId: string;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const media = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const [rate, setRate] = useState<number>(1);
  const refreshed = useRef(false);
  const applyRate = (value: number) => {
    setRate(value);
    if (media.current) {
      media.current.defaultPlaybackRate = value;
      media.current.playbackRate = value;
    }
  };
  const props = {
    ref: media,
    controls: true,
    preload: 'none',
    src: answer.media_url,
    'aria-label': label,
    onLoadedMetadata: () => applyRate(rate),
    onPlaying: () => {
      if (refreshed.current || answer.watched_at) return;
      refreshed.current = true;
      void queryClient.invalidateQueries({ queryKey: assignmentKeys.list(applicationId) });
    },
  } as const;
  return (
    <div className="space-y-2">
      {answer.mode === 'audio' ? (
        <audio {...props} className="w-full" />
      ) : (
        <video {...props} className="aspect-video w-full rounded-control bg-ink-900" />
      )}
      <div className="flex items-center gap-2 text-sm">
        <label htmlFor={`${id}-rate`} className="text-ink-700">
          Playback speed
        </label>
        <select
          id={`${id}-rate`}
          value={rate}
          onChange={(event) => applyRate(Number(event.target.value))}
          className="rounded-control border border-ink-300 bg-white px-2 py-1 text-sm"
        >
          {PLAYBACK_RATES.map((value) => (
            <option key={value} value={value}>
              {value}×
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function AnswerBody({ answer, applicationId, n }: { answer: Answer; applicationId: string; n: number }) {
  if (answer.deleted)
    return (
      <p className="text-sm text-ink-600">
        The recording was deleted (retention period or the candidate's request).
      </p>
    );
  if (!answer.mode) return <p className="text-sm text-ink-600">No answer was kept for this question.</p>;
  if (answer.mode === 'text')
    return (
      <blockquote className="rounded-control bg-ink-50 p-3 text-sm whitespace-pre-wrap text-ink-800">
        {answer.text ?? ''}
      </blockquote>
    );
  if (!answer.media_url) return <p className="text-sm text-ink-600">The recording is not available.</p>;
  return (
    <Player
      answer={{ ...answer, media_url: answer.media_url }}
      label={`${ANSWER_MODE_LABELS[answer.mode]} answer to question ${n}`}
      applicationId={applicationId}
    />
  );
}

/** Each question with its kept answer, how it was given, and the recruiter's rating against the rubric. */
export function InterviewReview({ assignment, zone }: { assignment: RecruiterAssignment; zone: string }) {
  if (assignment.answers.length === 0) return <p className="text-sm text-ink-600">No answers were kept.</p>;
  return (
    <ol className="space-y-4" data-testid="interview-review">
      {assignment.answers.map((answer, index) => {
        const n = index + 1;
        const question = assignment.questions.find((q) => q.id === answer.question_id);
        return (
          <li key={answer.question_id} className="rounded-control border border-ink-200 p-3">
            <h4 className="text-sm font-semibold text-ink-900">
              {n}. {answer.prompt}
            </h4>
            <p className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-ink-600">
              {answer.mode && <span>{ANSWER_MODE_LABELS[answer.mode]}</span>}
              {answer.duration_seconds !== null && <span>{seconds(answer.duration_seconds)}</span>}
              <span>
                {answer.takes_used}
                {question ? ` of ${question.max_takes}` : ''} take
                {answer.takes_used === 1 && !question ? '' : 's'} used
              </span>
              {answer.overrun_seconds > 0 && (
                <span className="font-medium text-amber-800">
                  Went {seconds(answer.overrun_seconds)} past the answer time
                </span>
              )}
              {(answer.mode !== 'text' || answer.watched_at) && (
                <span className="inline-flex items-center gap-1">
                  {answer.watched_at ? (
                    <>
                      <Eye aria-hidden="true" className="size-3.5" /> Watched {when(answer.watched_at, zone)}
                    </>
                  ) : (
                    <>
                      <EyeOff aria-hidden="true" className="size-3.5" /> Not watched yet
                    </>
                  )}
                </span>
              )}
            </p>
            <div className="mt-2">
              <AnswerBody answer={answer} applicationId={assignment.application_id} n={n} />
            </div>
            <div className="mt-3 border-t border-ink-100 pt-3">
              <RatingForm assignment={assignment} answer={answer} zone={zone} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
