import { REJECTION_REASON_LABELS } from '@talent/contract/applications';
import type { ApplicantDetail } from '@talent/contract/recruiter';
import {
  ArrowDown,
  ArrowLeft,
  BadgeCheck,
  Clock,
  Download,
  ExternalLink,
  FileText,
  MapPin,
  MessageSquare,
  TriangleAlert,
} from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Link, useParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { useConsoleSlots } from '../../../components/console-slots.tsx';
import { countryName, SENIORITY_LABELS } from '../../../components/jobs/format.ts';
import { useApplicant } from '../api/get-applicant.ts';
import { ApplicantCertificates } from '../components/applicant-certificates.tsx';
import { ApplicantWorkStyle } from '../components/applicant-work-style.tsx';
import { recruiterApi } from '../api/recruiter-api.ts';
import { InterviewActions } from '../components/interview-actions.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { MoveButton, type ForwardMove } from '../components/move-dialog.tsx';
import { LoadError, Loading } from '../components/query-states.tsx';
import { OfferActions } from '../components/offer-actions.tsx';
import { RejectButton } from '../components/reject-dialog.tsx';
import { SkillResults } from '../components/skill-results.tsx';
import { StatusPill } from '../components/status-pill.tsx';
import { VerifiedBadge } from '../components/verified-badge.tsx';
import {
  clock,
  isOverdue,
  promiseText,
  shortDate,
  shortDateTime,
  useRecruiterTimeZone,
} from '../lib/format.ts';
import { EliteBadge } from '../../../components/elite-badge.tsx';

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-ink-200 bg-white p-4 shadow-card">
      <h2 id={id} className="text-sm font-semibold tracking-wide text-ink-500 uppercase">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-ink-500">{children}</p>;
}

function answerText(value: boolean | number | string): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

function fileUrl(applicant: ApplicantDetail, fileId: string): string {
  return recruiterApi(
    `/applications/${encodeURIComponent(applicant.id)}/files/${encodeURIComponent(fileId)}`,
  );
}

function Header({ applicant, timeZone }: { applicant: ApplicantDetail; timeZone: string }) {
  const { talent, profile } = applicant;
  const place = [profile.city, talent.country ? countryName(talent.country) : null]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <Link
          to={`/recruiter/jobs/${applicant.job.id}`}
          className="inline-flex items-center gap-1 text-sm text-ink-600 hover:text-ink-900 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {applicant.job.title}
        </Link>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <h1 tabIndex={-1} className="font-display text-2xl font-bold text-ink-900 focus:outline-none">
            {talent.name}
          </h1>
          <StatusPill status={applicant.status} />
          <VerifiedBadge verified={talent.verified} />
          {talent.elite && <EliteBadge size="sm" />}
          {applicant.knocked_out && (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset">
              <TriangleAlert aria-hidden="true" className="size-3.5" />
              Knock-out answer
            </span>
          )}
        </div>
        <p className="mt-1 text-sm text-ink-700">
          {profile.headline || talent.headline}
          {profile.seniority && (
            <span className="text-ink-500"> · {SENIORITY_LABELS[profile.seniority]}</span>
          )}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-600">
          {place && (
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-4" />
              {place}
            </span>
          )}
          {talent.timezone && (
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" />
              {talent.timezone} (their time now {clock(new Date().toISOString(), talent.timezone)})
            </span>
          )}
          {applicant.match_score !== null && <span>Match {applicant.match_score}%</span>}
          <span>Applied {shortDate(applicant.submitted_at, timeZone)}</span>
        </p>
      </div>
      {applicant.conversation_id && (
        <ButtonLink
          to={`/recruiter/chat?c=${encodeURIComponent(applicant.conversation_id)}`}
          variant="secondary"
          className="shrink-0"
        >
          <MessageSquare aria-hidden="true" className="size-4" />
          Chat with {talent.name}
        </ButtonLink>
      )}
    </div>
  );
}

/** The moves the applicant allows, then Reject; null when none is allowed. */
function MoveControls({
  applicant,
  label = 'Move the application',
}: {
  applicant: ApplicantDetail;
  label?: string;
}) {
  const forward = applicant.allowed_moves.filter((m): m is ForwardMove => m !== 'rejected');
  const canReject = applicant.allowed_moves.includes('rejected');
  if (forward.length === 0 && !canReject) return null;
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {forward.map((to, i) => (
        <MoveButton key={to} applicant={applicant} to={to} primary={i === 0} />
      ))}
      {canReject && <RejectButton applicant={applicant} />}
    </div>
  );
}

function NextSteps({
  applicant,
  timeZone,
  controlsBelow,
}: {
  applicant: ApplicantDetail;
  timeZone: string;
  /** Where the move and reject controls sit by an assessment result instead of here (null when they do not). */
  controlsBelow: HTMLElement | null;
}) {
  const overdue = isOverdue(applicant.response_promise);
  return (
    <section
      aria-labelledby="next-step-heading"
      className="rounded-card border border-ink-200 bg-white p-4 shadow-card"
    >
      <h2 id="next-step-heading" className="sr-only">
        Next step
      </h2>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div className="text-sm">
          <p className="font-semibold text-ink-900">Next: {applicant.next_step.text}</p>
          <p className="mt-0.5 text-ink-600">
            {applicant.next_step.due_at && <>Due {shortDateTime(applicant.next_step.due_at, timeZone)} · </>}
            Response promise {applicant.response_promise.days} days:{' '}
            <span className={overdue ? 'font-semibold text-red-700' : ''}>
              {promiseText(applicant.response_promise, timeZone)}
            </span>
          </p>
        </div>
        {controlsBelow ? (
          // One set of controls per page: they sit by the result; this takes the keyboard there.
          <Button
            variant="secondary"
            className="shrink-0"
            onClick={() => controlsBelow.querySelector<HTMLElement>('button')?.focus()}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
            Move or reject by the assessment result
          </Button>
        ) : (
          <MoveControls applicant={applicant} />
        )}
      </div>
      {applicant.rejection && (
        <div className="mt-3 rounded-control bg-ink-50 p-3 text-sm text-ink-700">
          <p className="font-medium">Rejected: {REJECTION_REASON_LABELS[applicant.rejection.reason]}</p>
          {applicant.rejection.note && <p className="mt-1">“{applicant.rejection.note}”</p>}
          {applicant.rejection.missing_skills.length > 0 && (
            <p className="mt-1">
              Missing: {applicant.rejection.missing_skills.map((s) => s.name).join(', ')}
            </p>
          )}
        </div>
      )}
    </section>
  );
}

function Files({ applicant }: { applicant: ApplicantDetail }) {
  const { resume, video } = applicant;
  if (!resume && !video) return <Empty>No resume or video with this application.</Empty>;
  return (
    <div className="space-y-4">
      {resume && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <FileText aria-hidden="true" className="size-4 text-ink-500" />
          <span className="font-medium text-ink-800">{resume.name}</span>
          <a
            href={fileUrl(applicant, resume.id)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-brand-700 hover:underline"
          >
            <ExternalLink aria-hidden="true" className="size-3.5" />
            Open resume<span className="sr-only"> (new tab)</span>
          </a>
          <a
            href={fileUrl(applicant, resume.id)}
            download={resume.name}
            className="inline-flex items-center gap-1 text-brand-700 hover:underline"
          >
            <Download aria-hidden="true" className="size-3.5" />
            Download resume
          </a>
        </div>
      )}
      {video && (
        <figure>
          <video
            controls
            preload="metadata"
            src={fileUrl(applicant, video.id)}
            aria-label={`Video intro from ${applicant.talent.name}`}
            className="aspect-video w-full max-w-xl rounded-control bg-ink-900"
          />
          <figcaption className="mt-1 text-xs text-ink-500">Video intro · {video.name}</figcaption>
        </figure>
      )}
    </div>
  );
}

function Answers({ applicant }: { applicant: ApplicantDetail }) {
  if (applicant.answers.length === 0) return <Empty>The job has no screener questions.</Empty>;
  return (
    <dl className="divide-y divide-ink-100 text-sm">
      {applicant.answers.map((answer) => (
        <div key={answer.question_id} className="flex items-start justify-between gap-4 py-2">
          <dt className="text-ink-700">{answer.question}</dt>
          <dd
            className={`shrink-0 font-medium ${answer.knocked_out ? 'text-amber-900' : 'text-ink-900'}`}
            data-knocked-out={answer.knocked_out || undefined}
          >
            {answer.badge ? (
              <span
                className="inline-flex flex-col items-end"
                data-testid={`badge-answer-${answer.question_id}`}
              >
                <span className="inline-flex items-center gap-1 text-brand-800">
                  <BadgeCheck aria-hidden="true" className="size-4" />
                  Skill badge: {answer.badge.title}
                </span>
                <a
                  href={answer.badge.verify_url}
                  target="_blank"
                  rel="noreferrer"
                  className="text-xs font-normal text-brand-700 underline hover:text-brand-800"
                >
                  Verify the badge<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </span>
            ) : (
              answerText(answer.value)
            )}
            {answer.knocked_out && (
              <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold ring-1 ring-amber-300 ring-inset">
                <TriangleAlert aria-hidden="true" className="size-3" />
                Knock-out
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Profile({ applicant }: { applicant: ApplicantDetail }) {
  const { profile } = applicant;
  return (
    <div className="space-y-4 text-sm">
      {profile.bio ? (
        <UserText className="text-sm text-ink-700" markdown={profile.bio} />
      ) : (
        <Empty>No bio.</Empty>
      )}
      <div>
        <h3 className="font-semibold text-ink-900">Skills</h3>
        {profile.skills.length === 0 ? (
          <Empty>No skills listed.</Empty>
        ) : (
          <ul className="mt-1.5 flex flex-wrap gap-1.5">
            {profile.skills.map((skill) => (
              <li key={skill.slug} className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs text-ink-800">
                {skill.name}
                {skill.years !== null && <span className="text-ink-500"> · {skill.years} y</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="font-semibold text-ink-900">Experience</h3>
        {profile.experience.length === 0 ? (
          <Empty>No experience listed.</Empty>
        ) : (
          <ul className="mt-1.5 space-y-2">
            {profile.experience.map((item) => (
              <li key={item.id}>
                <p className="font-medium text-ink-900">
                  {item.title} · {item.company}
                </p>
                <p className="text-xs text-ink-500">
                  {item.start_month} – {item.end_month ?? 'now'}
                  {item.location && ` · ${item.location}`}
                </p>
                {item.description && <p className="mt-0.5 text-ink-700">{item.description}</p>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function Timeline({ applicant, timeZone }: { applicant: ApplicantDetail; timeZone: string }) {
  if (applicant.timeline.length === 0) return <Empty>Nothing has happened yet.</Empty>;
  return (
    <ol className="space-y-3 border-l border-ink-200 pl-4 text-sm">
      {applicant.timeline.map((event) => (
        <li key={event.id} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-brand-600"
          />
          <p className="text-ink-900">{event.summary}</p>
          <p className="text-xs text-ink-500">
            <time dateTime={event.created_at}>{shortDateTime(event.created_at, timeZone)}</time> ·{' '}
            {event.actor.name}
          </p>
          {event.note && (
            <div className="mt-1 rounded-control bg-ink-50 px-2.5 py-1.5">
              <UserText className="text-sm text-ink-700" markdown={event.note} />
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}

export function ApplicantView({ applicant }: { applicant: ApplicantDetail }) {
  const timeZone = useRecruiterTimeZone();
  // The assessments panel (feature recruiter-assignments), handed in by the console layout.
  const { ApplicantAssessments } = useConsoleSlots();
  // The panel hands over an element by the newest completed result while there is one (and the application can
  // still move); the move and reject controls render there, else at the top. Never both: their ids stay unique.
  const [decisionSlot, setDecisionSlot] = useState<HTMLElement | null>(null);
  return (
    <div className="space-y-4">
      <Header applicant={applicant} timeZone={timeZone} />
      <NextSteps applicant={applicant} timeZone={timeZone} controlsBelow={decisionSlot} />
      {decisionSlot &&
        createPortal(<MoveControls applicant={applicant} label="Move after the assessment" />, decisionSlot)}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-4">
          {ApplicantAssessments && (
            <ApplicantAssessments applicant={applicant} decisionSlot={setDecisionSlot} />
          )}
          <Section title="Cover note" id="cover-note-heading">
            {applicant.cover_note ? (
              <UserText className="text-sm text-ink-700" markdown={applicant.cover_note} />
            ) : (
              <Empty>No cover note.</Empty>
            )}
          </Section>
          <Section title="Screener answers" id="answers-heading">
            <Answers applicant={applicant} />
          </Section>
          <Section title="Resume and video" id="files-heading">
            <Files applicant={applicant} />
          </Section>
          <Section title="Profile" id="profile-heading">
            <Profile applicant={applicant} />
          </Section>
          {/* Only there when the candidate shows it on their profile. */}
          {applicant.work_style && (
            <Section title="Work style" id="work-style-heading">
              <ApplicantWorkStyle
                workStyle={applicant.work_style}
                name={applicant.talent.name}
                timeZone={timeZone}
              />
            </Section>
          )}
          <Section title="Skill results" id="skill-results-heading">
            <SkillResults applicationId={applicant.id} timeZone={timeZone} />
          </Section>
          {applicant.certificates && applicant.certificates.length > 0 && (
            <Section title="Course certificates" id="certificates-heading">
              <ApplicantCertificates certificates={applicant.certificates} timeZone={timeZone} />
            </Section>
          )}
        </div>
        <div className="space-y-4">
          {/* Helper G2's panels: they list the requests, interviews and offers and hold their actions. */}
          <div className="rounded-card border border-ink-200 bg-white p-4 shadow-card">
            <InterviewActions applicant={applicant} />
          </div>
          <div className="rounded-card border border-ink-200 bg-white p-4 shadow-card">
            <OfferActions applicant={applicant} />
          </div>
          <Section title="Timeline" id="timeline-heading">
            <Timeline applicant={applicant} timeZone={timeZone} />
          </Section>
        </div>
      </div>
    </div>
  );
}

export default function RecruiterApplicantPage() {
  const { id = '' } = useParams();
  const query = useApplicant(id);
  const name = query.data?.talent.name;

  useEffect(() => {
    if (name) document.title = `${name} | Borderless`;
  }, [name]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-5 sm:px-6">
      {query.isPending ? (
        <>
          <h1 className="sr-only">Applicant</h1>
          <Loading label="Loading the applicant…" />
        </>
      ) : query.isError ? (
        <>
          <h1 className="sr-only">Applicant</h1>
          <LoadError
            error={query.error}
            what="applicant"
            onRetry={() => void query.refetch()}
            back={{ to: '/recruiter/jobs', label: 'Back to jobs' }}
          />
        </>
      ) : (
        <ApplicantView applicant={query.data} />
      )}
    </div>
  );
}
