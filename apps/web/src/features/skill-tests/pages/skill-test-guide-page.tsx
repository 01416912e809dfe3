import {
  ADVANCED_MARK_PERCENT,
  BAND_LABELS,
  BANDS,
  COHORT_MIN,
  COOLDOWN_DAYS,
  PASS_MARK_PERCENT,
  PROCTORING_MODES,
  PROCTORING_MODE_LABELS,
  PROCTORING_RETENTION_DAYS,
  SNAPSHOT_INTERVAL_SECONDS,
  VISIBILITIES,
  VISIBILITY_LABELS,
} from '@talent/contract/assessments';
import { BADGE_VALID_DAYS } from '@talent/contract/badges';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { isVerified, useUser } from '../../../lib/identity.ts';
import { recordedUnder } from '../components/proctoring-choice.tsx';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="font-display text-xl font-semibold text-ink-900">
        {title}
      </h2>
      <div className="mt-2 space-y-2 text-ink-700">{children}</div>
    </section>
  );
}

/**
 * `/skill-center/tests/talent_modal`: how skill tests work, for anyone (no sign-in): timing, what is recorded,
 * the integrity policy, sharing, cooldown and badges.
 */
export default function SkillTestGuidePage() {
  const user = useUser();
  const rules = {
    snapshot_interval_seconds: SNAPSHOT_INTERVAL_SECONDS,
    retention_days: PROCTORING_RETENTION_DAYS,
  };
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-3xl font-bold text-ink-900">How skill tests work</h1>
      <p className="mt-3 text-lg text-ink-600">
        Short, timed tests of one skill — questions, ordering tasks and code you run — that give you a result
        you control and a badge anyone can verify.
      </p>

      <Section id="what" title="What the tests are">
        <p>
          Each test covers one skill (React, Python, SQL…) with a handful of tasks: single and multiple
          choice, short written answers, putting steps in order, and coding tasks you can run against sample
          cases before you submit. Coding tasks are graded against hidden tests as well.
        </p>
        <p>
          Every test has a practice set in the same interface: untimed, nothing recorded, with explanations.
        </p>
      </Section>

      <Section id="timing" title="How they are timed">
        <p>
          You see the number of tasks and the time limit before you start. The clock starts only when you
          press Start and is kept by our server, so a reload or a dropped connection does not stop it or lose
          your answers: every answer is saved as you go, and you can resume where you were. When the time runs
          out, the answers saved by then are graded.
        </p>
      </Section>

      <Section id="recorded" title="What is recorded">
        <p>Before you start you choose one of these; nothing is recorded without your choice.</p>
        <ul className="list-disc space-y-2 pl-5">
          {PROCTORING_MODES.map((mode) => (
            <li key={mode}>
              <strong className="text-ink-900">{PROCTORING_MODE_LABELS[mode]}.</strong>{' '}
              {recordedUnder(mode, rules)}
            </li>
          ))}
        </ul>
        <p>
          After the test, your result shows exactly what was captured, with each snapshot, and you can delete
          it all at any time. Otherwise it is deleted after {PROCTORING_RETENTION_DAYS} days.
        </p>
      </Section>

      <Section id="integrity" title="Integrity">
        <p>
          Signals such as leaving the tab or pasting are facts for a person to read in context — reviewers of
          a test a recruiter assigned you — and never an automatic fail. Many honest reasons exist for each of
          them.
        </p>
      </Section>

      <Section id="results" title="Results and who sees them">
        <p>
          {PASS_MARK_PERCENT}% of the points passes (proficient); {ADVANCED_MARK_PERCENT}% or more is
          advanced. Your result shows your score, a per-topic breakdown, what to review and your percentile
          among everyone who has taken the test — while fewer than {COHORT_MIN} people have, your band comes
          from your score.
        </p>
        <p>Bands: {BANDS.map((band) => BAND_LABELS[band]).join('; ')}.</p>
        <p>You decide who sees each result, and can change it at any time:</p>
        <ul className="list-disc space-y-1 pl-5">
          {VISIBILITIES.map((visibility) => (
            <li key={visibility}>{VISIBILITY_LABELS[visibility]}</li>
          ))}
        </ul>
      </Section>

      <Section id="again" title="Trying again">
        <p>
          After a graded attempt you can take the same test again {COOLDOWN_DAYS} days later. If your first
          attempt does not pass, you get one free redo straight away.
        </p>
      </Section>

      <Section id="badges" title="Badges and verification">
        <p>
          Passing earns a badge for the skill, valid {Math.round(BADGE_VALID_DAYS / 365)} years. It is an Open
          Badges 3.0 credential signed by Borderless: you can download it, and anyone can check it on its
          public verification page. A valid badge also answers matching screening questions when you apply.
        </p>
      </Section>

      <div className="mt-10 flex flex-wrap gap-3">
        {user && isVerified(user) ? (
          <ButtonLink to="/skill-center">Go to the skill center</ButtonLink>
        ) : user ? (
          <ButtonLink to="/verify">Verify your email to start</ButtonLink>
        ) : (
          <>
            <ButtonLink to="/signup">Sign up to take a test</ButtonLink>
            <ButtonLink variant="secondary" to="/login?redirect=%2Fskill-center">
              Log in
            </ButtonLink>
          </>
        )}
      </div>
    </div>
  );
}
