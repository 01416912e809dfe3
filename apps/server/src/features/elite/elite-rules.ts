import {
  ELITE_MIN_COMPLETENESS,
  ELITE_MIN_REAPPLY_DAYS,
  ELITE_REAPPLY_DAYS,
  ELITE_STAGE_INFO,
  ELITE_STAGES,
  ELITE_STATS_MIN_DECISIONS,
  ELITE_TRACKS,
  type EliteApplicationStatus,
  type EliteStage,
  type EliteTrack,
  type StageState,
  type StageView,
} from '@talent/contract/elite';
import type { IdentityStatus } from '@talent/contract/profile';

/*
 * The pure rules of the elite programme: where an application stands on each stage, which moves are refused and
 * why, who may start one, the reapply date, and the stage figures of the /elite page. The service feeds them facts
 * read with the app's clock.
 */

const DAY_MS = 86_400_000;
/** The latest reapply date an operator may set. */
export const ELITE_MAX_REAPPLY_DAYS = 730;

/** "1 June 2026", in UTC: dates in the lines the candidate reads. */
export function dayText(at: Date): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(at);
}

/* ------------------------------------------------------------------------------------------ the stages */

/** Where the skill tests stand (computed live from the assessment engine). */
export interface SkillsFacts {
  met: number;
  total: number;
  /** An attempt of one of the unmet requirements' tests is running. */
  inProgress: boolean;
  /** The soonest retake of a failed test of an unmet requirement. */
  nextRetryAt: Date | null;
  /** When the last requirement was met, when known (the newest badge that meets one). */
  completedAt: Date | null;
}

/** Where contract and compliance stand (compliance-stage.ts). */
export interface ComplianceFacts {
  done: boolean;
  detail: string;
  completedAt: Date | null;
}

export interface ApplicationFacts {
  status: EliteApplicationStatus;
  track: EliteTrack | null;
  joinSubmittedAt: Date | null;
  workPreferenceSubmittedAt: Date | null;
  submittedAt: Date | null;
  decidedAt: Date | null;
  reapplyAt: Date | null;
  /** Null while the stage is locked (join not submitted). */
  skills: SkillsFacts | null;
  /** Null while the stage is locked (work preferences not submitted). */
  compliance: ComplianceFacts | null;
  waitlistPosition: number | null;
}

const CANDIDATE_STAGES = ['join', 'work_preference', 'skill_assessments', 'compliance'] as const;

function view(
  stage: EliteStage,
  state: StageState,
  detail: string,
  completedAt: Date | null = null,
  nextRetryAt: Date | null = null,
): StageView {
  return {
    stage,
    state,
    completed_at: state === 'done' ? (completedAt?.toISOString() ?? null) : null,
    detail,
    next_retry_at: nextRetryAt?.toISOString() ?? null,
  };
}

function skillsLine(skills: SkillsFacts): string {
  if (skills.total === 0) return 'Your track needs no test: we review your portfolio instead.';
  if (skills.met === skills.total) {
    return skills.total === 1 ? 'The requirement is met.' : `All ${skills.total} requirements met.`;
  }
  const parts = [`${skills.met} of ${skills.total} requirements met`];
  if (skills.inProgress) parts.push('a test is in progress');
  if (skills.nextRetryAt) parts.push(`you can retake a failed test on ${dayText(skills.nextRetryAt)}`);
  return `${parts.join('; ')}.`;
}

/** Every stage's state and line, in tracker order, and the stage the candidate is in (the first not done). */
export function stagesOf(facts: ApplicationFacts): { stages: StageView[]; current: EliteStage } {
  const withdrawn = facts.status === 'withdrawn';
  const open = facts.status === 'in_progress';
  // A withdrawn application is nobody's turn any more: what was not done stays locked.
  const turn = (state: StageState): StageState => (withdrawn && state !== 'done' ? 'locked' : state);
  const withdrawnLine = 'You withdrew this application before this step.';

  const join = facts.joinSubmittedAt
    ? view('join', 'done', 'Your track, experience and skills are in.', facts.joinSubmittedAt)
    : view(
        'join',
        turn('in_progress'),
        withdrawn ? withdrawnLine : 'Choose your track and tell us about your experience.',
      );

  const workPreference = !facts.joinSubmittedAt
    ? view('work_preference', 'locked', 'Opens once the join form is submitted.')
    : facts.workPreferenceSubmittedAt
      ? view('work_preference', 'done', 'Your work preferences are in.', facts.workPreferenceSubmittedAt)
      : view(
          'work_preference',
          turn('in_progress'),
          withdrawn ? withdrawnLine : 'Tell us how and when you want to work.',
        );

  const skills = facts.skills;
  const skillAssessments =
    !facts.joinSubmittedAt || !skills
      ? view(
          'skill_assessments',
          'locked',
          'Opens once the join form is submitted: your track sets the tests.',
        )
      : skills.met === skills.total
        ? view('skill_assessments', 'done', skillsLine(skills), skills.completedAt ?? facts.joinSubmittedAt)
        : view(
            'skill_assessments',
            turn('in_progress'),
            withdrawn ? withdrawnLine : skillsLine(skills),
            null,
            withdrawn ? null : skills.nextRetryAt,
          );

  const compliance =
    !facts.workPreferenceSubmittedAt || !facts.compliance
      ? view('compliance', 'locked', 'Opens once your work preferences are submitted.')
      : facts.compliance.done
        ? view('compliance', 'done', facts.compliance.detail, facts.compliance.completedAt)
        : view('compliance', turn('in_progress'), withdrawn ? withdrawnLine : facts.compliance.detail);

  const firstFour = [join, workPreference, skillAssessments, compliance];
  const ready = firstFour.every((s) => s.state === 'done');
  const decided = facts.status === 'accepted' || facts.status === 'waitlisted' || facts.status === 'rejected';

  let review: StageView;
  if (decided) review = view('review', 'done', 'Our team reviewed your application.', facts.decidedAt);
  else if (facts.status === 'submitted') {
    review = view(
      'review',
      'waiting',
      'Our team is reading your forms, results and identity check. Expect an answer within 5 working days.',
    );
  } else if (open && ready) {
    review = view('review', 'in_progress', 'Everything is ready: send your application for review.');
  } else {
    review = view(
      'review',
      'locked',
      withdrawn ? withdrawnLine : 'Finish the four stages above, then send your application for review.',
    );
  }

  const trackLabel = facts.track ? ELITE_TRACKS[facts.track].label : 'your track';
  let decision: StageView;
  if (facts.status === 'accepted') {
    decision = view('decision', 'done', 'Accepted: welcome to the elite programme.', facts.decidedAt);
  } else if (facts.status === 'waitlisted') {
    decision = view(
      'decision',
      'waiting',
      facts.waitlistPosition
        ? `Waitlisted: you are number ${facts.waitlistPosition} on the ${trackLabel} waitlist.`
        : 'Waitlisted: we write as soon as a place opens.',
    );
  } else if (facts.status === 'rejected') {
    decision = view(
      'decision',
      'done',
      facts.reapplyAt
        ? `Not this time. You may apply again from ${dayText(facts.reapplyAt)}.`
        : 'Not this time.',
      facts.decidedAt,
      facts.reapplyAt,
    );
  } else {
    decision = view(
      'decision',
      'locked',
      withdrawn ? 'You withdrew this application.' : 'Comes with the review.',
    );
  }

  const stages = [...firstFour, review, decision];
  const current = stages.find((s) => s.state !== 'done')?.stage ?? 'decision';
  return { stages, current };
}

/* ------------------------------------------------------------------------------------------ the moves */

export type EliteForm = 'join' | 'work_preference';

/** Why a form of this application may not be saved or submitted now; null when it may. */
export function formSaveRefusal(
  status: EliteApplicationStatus,
  form: EliteForm,
  joinSubmitted: boolean,
): string | null {
  if (status === 'submitted') {
    return 'Your application is with our reviewers, so its forms are read-only until we decide.';
  }
  if (status === 'withdrawn') return 'You withdrew this application. Start a new one from the Elite page.';
  if (status !== 'in_progress') return 'This application has been decided; its forms can no longer change.';
  if (form === 'work_preference' && !joinSubmitted) {
    return 'Submit the join form first: work preferences open once it is in.';
  }
  return null;
}

/** Why the application may not go to review now (the first stage not done, named); null when it may. */
export function submitRefusal(status: EliteApplicationStatus, stages: readonly StageView[]): string | null {
  if (status === 'submitted') return 'Your application is already with our reviewers.';
  if (status !== 'in_progress') return 'Only an application in progress can be sent for review.';
  const missing = stages.find(
    (s) => (CANDIDATE_STAGES as readonly string[]).includes(s.stage) && s.state !== 'done',
  );
  if (!missing) return null;
  return `Finish “${ELITE_STAGE_INFO[missing.stage].title}” first: ${missing.detail}`;
}

export function withdrawRefusal(status: EliteApplicationStatus): string | null {
  if (status === 'in_progress' || status === 'submitted') return null;
  if (status === 'withdrawn') return 'This application is already withdrawn.';
  return 'This application has been decided; there is nothing to withdraw.';
}

export type Outcome = 'accepted' | 'waitlisted' | 'rejected';

/** Why an operator may not decide this application now; null when they may. */
export function decisionRefusal(status: EliteApplicationStatus, outcome: Outcome): string | null {
  switch (status) {
    case 'submitted':
      return null;
    case 'waitlisted':
      return outcome === 'waitlisted'
        ? 'This application is already on the waitlist: accept or reject it.'
        : null;
    case 'in_progress':
      return 'The candidate has not sent this application for review yet.';
    case 'withdrawn':
      return 'The candidate withdrew this application.';
    default:
      return 'This application has already been decided.';
  }
}

/* ------------------------------------------------------------------------------------------ reapplying */

const startOfDay = (at: Date) => Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());

/** A real calendar date (`2026-02-30` is not), as midnight UTC; null otherwise. */
export function parseDay(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(year, month - 1, day));
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day
    ? at
    : null;
}

/**
 * When a rejected candidate may apply again: the operator's date (a day at least ELITE_MIN_REAPPLY_DAYS and at
 * most ELITE_MAX_REAPPLY_DAYS after the decision's day), else ELITE_REAPPLY_DAYS after the decision.
 */
export function reapplyDate(given: string | undefined, decidedAt: Date): { at: Date } | { error: string } {
  if (given === undefined) return { at: new Date(decidedAt.getTime() + ELITE_REAPPLY_DAYS * DAY_MS) };
  const day = parseDay(given);
  if (!day) return { error: 'Choose a real date.' };
  const days = Math.round((day.getTime() - startOfDay(decidedAt)) / DAY_MS);
  if (days < ELITE_MIN_REAPPLY_DAYS) {
    return { error: `Choose a date at least ${ELITE_MIN_REAPPLY_DAYS} days from today.` };
  }
  if (days > ELITE_MAX_REAPPLY_DAYS) return { error: 'Choose a date within two years.' };
  return { at: day };
}

/* ------------------------------------------------------------------------------------------ eligibility */

export interface EligibilityFacts {
  identityStatus: IdentityStatus;
  completenessPercent: number;
  /** The latest rejection's reapply date, when one exists. */
  reapplyAt: Date | null;
  hasOpenApplication: boolean;
}

export interface EligibilityCheck {
  key: 'identity' | 'profile' | 'cooldown' | 'open_application';
  ok: boolean;
  label: string;
  href: string | null;
}

export function eligibilityOf(facts: EligibilityFacts, now: Date) {
  const identityOk = facts.identityStatus === 'verified';
  const profileOk = facts.completenessPercent >= ELITE_MIN_COMPLETENESS;
  const cooling = facts.reapplyAt !== null && facts.reapplyAt > now;
  const checks: EligibilityCheck[] = [
    {
      key: 'identity',
      ok: identityOk,
      label: identityOk
        ? 'Your identity is verified'
        : facts.identityStatus === 'pending'
          ? 'Your identity check is being reviewed; you can apply once it passes'
          : 'Verify your identity',
      // A pending check needs nothing from the candidate but patience.
      href: identityOk || facts.identityStatus === 'pending' ? null : '/identity-verification',
    },
    {
      key: 'profile',
      ok: profileOk,
      label: profileOk
        ? `Your profile is ${facts.completenessPercent} % complete`
        : `Your profile is ${facts.completenessPercent} % complete; ${ELITE_MIN_COMPLETENESS} % is needed`,
      href: profileOk ? null : '/profile',
    },
    {
      key: 'cooldown',
      ok: !cooling,
      label: cooling ? `You may apply again on ${dayText(facts.reapplyAt!)}` : 'No waiting period',
      href: null,
    },
    {
      key: 'open_application',
      ok: !facts.hasOpenApplication,
      label: facts.hasOpenApplication ? 'You already have an application open' : 'No application open',
      href: facts.hasOpenApplication ? '/elite/onboarding' : null,
    },
  ];
  return { eligible: checks.every((c) => c.ok), checks };
}

/** The 409 of a start refused: the failing checks, in words. */
export function startRefusal(checks: readonly EligibilityCheck[]): string | null {
  const failing = checks.filter((c) => !c.ok);
  if (failing.length === 0) return null;
  return `You cannot start an elite application yet: ${failing.map((c) => c.label).join('; ')}.`;
}

/* ------------------------------------------------------------------------------------------ the figures */

/** One application as the stage figures see it. */
export interface StatsRow {
  status: EliteApplicationStatus;
  joinSubmitted: boolean;
  workPreferenceSubmitted: boolean;
  skillsDone: boolean;
  complianceDone: boolean;
  submitted: boolean;
}

export interface StageFigure {
  reached: number | null;
  passed: number | null;
  pass_rate: number | null;
}

const DECIDED = new Set<EliteApplicationStatus>(['accepted', 'waitlisted', 'rejected']);

/**
 * Per stage, of the applications no longer in progress (those still moving would count as not passing), how many
 * reached it (passed the one before) and passed it. All null until ELITE_STATS_MIN_DECISIONS were decided.
 */
export function stageFigures(rows: readonly StatsRow[]): Record<EliteStage, StageFigure> {
  const closed = rows.filter((r) => r.status !== 'in_progress');
  const decidedCount = closed.filter((r) => DECIDED.has(r.status)).length;
  const empty = { reached: null, passed: null, pass_rate: null };
  if (decidedCount < ELITE_STATS_MIN_DECISIONS) {
    return Object.fromEntries(ELITE_STAGES.map((s) => [s, empty])) as Record<EliteStage, StageFigure>;
  }
  // Each stage's test, applied to those who passed the one before (the tracker is a funnel).
  const passes: Record<EliteStage, (r: StatsRow) => boolean> = {
    join: (r) => r.joinSubmitted,
    work_preference: (r) => r.workPreferenceSubmitted,
    skill_assessments: (r) => r.skillsDone,
    compliance: (r) => r.complianceDone,
    review: (r) => r.submitted && DECIDED.has(r.status),
    decision: (r) => r.status === 'accepted',
  };
  const out = {} as Record<EliteStage, StageFigure>;
  let pool = closed;
  for (const stage of ELITE_STAGES) {
    // Review is reached by sending the application, whether or not the earlier events were recorded.
    const reached = stage === 'review' ? closed.filter((r) => r.submitted) : pool;
    const passed = reached.filter(passes[stage]);
    out[stage] = {
      reached: reached.length,
      passed: passed.length,
      pass_rate: reached.length > 0 ? Math.round((passed.length / reached.length) * 1000) / 1000 : null,
    };
    pool = passed;
  }
  return out;
}
