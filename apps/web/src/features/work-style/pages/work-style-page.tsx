import { WORK_STYLE_CLAIM_DAYS, type WorkStyleResult } from '@talent/contract/work-style';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { WorkStyleVisibilitySwitch } from '../../../components/work-style/work-style-visibility.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { isVerified, useUser } from '../../../lib/identity.ts';
import { toast } from '../../../lib/toast.ts';
import { myWorkStyleKey, useDeleteWorkStyle, useMyWorkStyle } from '../../../lib/work-style.ts';
import { submitAnswers, useQuestionnaire, type Questionnaire } from '../api/work-style-api.ts';
import { QuestionnaireForm } from '../components/questionnaire-form.tsx';
import { ResultView } from '../components/result-view.tsx';
import {
  readDraft,
  readGuestResult,
  writeDraft,
  writeGuestResult,
  writePendingClaim,
  type Draft,
} from '../lib/local-state.ts';

type Step = 'intro' | 'questions' | 'result';

function Intro({
  questionnaire,
  signedIn,
  onStart,
}: {
  questionnaire: Questionnaire;
  signedIn: boolean;
  onStart: () => void;
}) {
  return (
    <section
      aria-labelledby="intro-heading"
      className="rounded-card border border-ink-200 bg-white p-6 shadow-card"
    >
      <h2 id="intro-heading" className="font-display text-lg font-semibold text-ink-900">
        What this is
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-ink-700">
        <li>
          {questionnaire.items.length} short statements about how you like to work, a few per screen. Agree or
          disagree with each. It takes about {questionnaire.minutes} minutes.
        </li>
        <li>
          You get the two styles you lean on most, out of five (new ideas, strategy, delivery, polishing and
          people), each explained in plain words, and a score from 0 to 10 for each of the five.
        </li>
        <li>
          <strong className="font-semibold text-ink-900">
            It is not the GC Index and not a hiring test.
          </strong>{' '}
          It is our own open questionnaire; there are no right answers and no good or bad results.
        </li>
        <li>
          {signedIn
            ? 'Your answers are scored on our server and saved on your profile, private: you choose whether recruiters see it, and you can delete it at any time.'
            : `Your answers stay in this browser until you finish. The result is then scored on our server and kept for ${WORK_STYLE_CLAIM_DAYS} days, so you can save it to a free profile; after that it is deleted.`}
        </li>
      </ul>
      <Button className="mt-6" onClick={onStart}>
        Start the questionnaire
      </Button>
    </section>
  );
}

/** A signed-in candidate's saved result: who sees it, retake, delete. */
function MyResultActions({ result, onRetake }: { result: WorkStyleResult; onRetake: () => void }) {
  const remove = useDeleteWorkStyle();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="space-y-4 rounded-card border border-ink-200 bg-white p-5 shadow-card">
      <WorkStyleVisibilitySwitch visibility={result.visibility} />
      <div className="flex flex-wrap items-center gap-3 border-t border-ink-100 pt-4">
        <Button variant="secondary" onClick={onRetake}>
          Take it again
        </Button>
        <ButtonLink variant="ghost" to="/profile#work-style">
          See it on my profile
        </ButtonLink>
        {confirming ? (
          <span className="flex flex-wrap items-center gap-2" role="group" aria-label="Delete the result?">
            <span className="text-sm text-ink-700">Delete your result for good?</span>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => toast.success('Your work-style result is deleted.'),
                  onError: (error) => toast.error(errorMessage(error)),
                })
              }
            >
              Delete
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </span>
        ) : (
          <Button variant="ghost" className="text-red-700" onClick={() => setConfirming(true)}>
            Delete result
          </Button>
        )}
      </div>
    </div>
  );
}

/** A guest's result: save it to a new account (or an existing one), or start again. */
function GuestResultActions({ result, onRetake }: { result: WorkStyleResult; onRetake: () => void }) {
  const navigate = useNavigate();
  const keep = (to: string) => {
    if (result.claim_token) writePendingClaim(result.claim_token);
    void navigate(to);
  };
  return (
    <div className="rounded-card border border-brand-200 bg-white p-5 shadow-card">
      <h3 className="font-display text-base font-semibold text-ink-900">Keep this result</h3>
      <p className="mt-1 text-sm text-ink-600">
        Create a free profile and your result moves into it as soon as your email is verified. It stays
        private until you choose to show it. Unsaved results are deleted after {WORK_STYLE_CLAIM_DAYS} days.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button onClick={() => keep('/signup')}>Save to a free profile</Button>
        <Button variant="secondary" onClick={() => keep('/login')}>
          I have an account: log in
        </Button>
        <Button variant="ghost" onClick={onRetake}>
          Take it again
        </Button>
      </div>
    </div>
  );
}

/**
 * `/assessments/gc-index` (guests) and `/work-style` (signed in): our own open work-style questionnaire. Answers are
 * kept as a draft in this browser; the server scores them. A guest's result waits under a claim token that the
 * signed-in app hands to the new account; a candidate's is saved on the profile, private until shown.
 */
export default function WorkStylePage() {
  const user = useUser();
  const signedIn = isVerified(user) && user?.role === 'talent';
  const questionnaire = useQuestionnaire();
  const mine = useMyWorkStyle(signedIn);
  const queryClient = useQueryClient();

  const [draft, setDraft] = useState<Draft | null>(() => readDraft());
  const [guestResult, setGuestResult] = useState<WorkStyleResult | null>(() =>
    signedIn ? null : readGuestResult(),
  );
  const [retaking, setRetaking] = useState(false);
  // After the visitor's first step the focus follows each new screen; on arrival it stays at the top.
  const [moved, setMoved] = useState(false);
  const [started, setStarted] = useState(() => draft !== null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const focusResult = useRef(false);

  const submit = useMutation({ mutationFn: submitAnswers });

  const version = questionnaire.data?.version;
  // A draft from another version of the questionnaire cannot be scored: it is ignored (and replaced on start).
  const usable = draft && version !== undefined && draft.version === version ? draft : null;

  const result = signedIn ? (mine.data ?? null) : guestResult;
  const step: Step =
    (started || retaking) && (usable || version === undefined) ? 'questions' : result ? 'result' : 'intro';

  useEffect(() => {
    if (step === 'result' && focusResult.current) {
      focusResult.current = false;
      resultHeading.current?.focus();
    }
  }, [step]);

  const update = (next: Draft) => {
    setDraft(next);
    writeDraft(next);
  };

  const start = () => {
    submit.reset();
    const fresh = { version: version ?? 0, answers: {}, page: 0 };
    update(fresh);
    setMoved(true);
    setStarted(true);
    setRetaking(true);
  };

  const finish = () => {
    if (!usable || version === undefined) return;
    submit.mutate(
      { version, answers: usable.answers },
      {
        onSuccess: (scored) => {
          writeDraft(null);
          setDraft(null);
          setStarted(false);
          setRetaking(false);
          focusResult.current = true;
          if (signedIn) {
            queryClient.setQueryData(myWorkStyleKey, scored);
            toast.success('Saved on your profile. Only you see it until you choose to show it.');
          } else {
            writeGuestResult(scored);
            setGuestResult(scored);
          }
        },
        onError: (error) => {
          if (statusOf(error) === 422) {
            // The statements changed under the draft: it cannot be scored any more.
            writeDraft(null);
            setDraft(null);
            setStarted(false);
            setRetaking(false);
            void questionnaire.refetch();
          }
        },
      },
    );
  };

  const retakeAsGuest = () => {
    writeGuestResult(null);
    setGuestResult(null);
    start();
  };

  const loading = questionnaire.isPending || (signedIn && mine.isPending);
  const failed = questionnaire.isError || (signedIn && mine.isError);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <header>
        <p className="text-sm font-semibold text-brand-700">Open questionnaire</p>
        <h1 className="mt-1 font-display text-3xl font-bold tracking-tight text-ink-900">
          Work-style questionnaire
        </h1>
        <p className="mt-2 text-ink-600">
          How do you prefer to contribute to a team? Find your two strongest styles.
        </p>
      </header>

      <div className="mt-6 space-y-6">
        {loading ? (
          <div role="status" className="flex items-center gap-2 text-sm text-ink-600">
            <Spinner /> Loading the questionnaire…
          </div>
        ) : failed ? (
          <StatePanel
            Icon={CloudOff}
            tone="error"
            title="We could not load the questionnaire"
            actions={
              <Button
                loading={questionnaire.isFetching || mine.isFetching}
                onClick={() => {
                  if (questionnaire.isError) void questionnaire.refetch();
                  if (mine.isError) void mine.refetch();
                }}
              >
                Try again
              </Button>
            }
          >
            {errorMessage(questionnaire.error ?? mine.error)}
          </StatePanel>
        ) : step === 'intro' ? (
          <Intro questionnaire={questionnaire.data!} signedIn={signedIn} onStart={start} />
        ) : step === 'questions' && usable ? (
          <>
            {submit.isError && (
              <Alert tone="error">
                {statusOf(submit.error) === 422
                  ? 'The questionnaire has changed since you started. Please start again.'
                  : errorMessage(
                      submit.error,
                      'We could not score your answers. They are kept here: try again.',
                    )}
              </Alert>
            )}
            <QuestionnaireForm
              questionnaire={questionnaire.data!}
              key={usable.page}
              answers={usable.answers}
              page={usable.page}
              onAnswer={(id, value) => update({ ...usable, answers: { ...usable.answers, [id]: value } })}
              onPage={(page) => {
                setMoved(true);
                update({ ...usable, page });
              }}
              focusOnMount={moved}
              onFinish={finish}
              submitting={submit.isPending}
            />
          </>
        ) : result ? (
          <ResultView result={result} headingRef={resultHeading}>
            {signedIn ? (
              <MyResultActions result={result} onRetake={start} />
            ) : (
              <GuestResultActions result={result} onRetake={retakeAsGuest} />
            )}
          </ResultView>
        ) : (
          <Intro questionnaire={questionnaire.data!} signedIn={signedIn} onStart={start} />
        )}
        {step === 'questions' && signedIn && result && (
          <p className="text-sm text-ink-600">
            Your saved result stays until you finish; then the new one replaces it.{' '}
            <button
              type="button"
              className="font-medium text-brand-700 underline"
              onClick={() => {
                writeDraft(null);
                setDraft(null);
                setStarted(false);
                setRetaking(false);
              }}
            >
              Keep my saved result
            </button>
          </p>
        )}
        {!signedIn && step !== 'result' && (
          <p className="text-sm text-ink-600">
            Already have an account?{' '}
            <Link className="font-medium text-brand-700 underline" to="/login">
              Log in
            </Link>{' '}
            to keep your result on your profile.
          </p>
        )}
      </div>
    </div>
  );
}
