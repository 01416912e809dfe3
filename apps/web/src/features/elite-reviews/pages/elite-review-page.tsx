import type { EliteReview } from '@talent/contract/elite';
import { ArrowLeft, CloudOff, SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { DateText } from '../../../components/date-text.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useUser } from '../../../lib/identity.ts';
import { documentTitle } from '../../../lib/route-table.ts';
import { useEliteReview } from '../api/get-elite-review.ts';
import { ComplianceSection } from '../components/compliance-section.tsx';
import { DecisionPanel } from '../components/decision-panel.tsx';
import { FormAnswers } from '../components/form-answers.tsx';
import { HistorySection } from '../components/history-section.tsx';
import { NotesSection } from '../components/notes-section.tsx';
import { IdentityPill, ReviewStatusPill } from '../components/pills.tsx';
import { Section } from '../components/section.tsx';
import { SkillsSection } from '../components/skills-section.tsx';
import { joinAnswers, workPreferenceAnswers } from '../lib/answers.ts';
import { trackLabel } from '../lib/labels.ts';

const BACK = '/recruiter/elite-reviews';

function BackLink() {
  return (
    <Link
      to={BACK}
      className="inline-flex items-center gap-1 text-sm text-ink-600 hover:text-ink-900 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      All elite applications
    </Link>
  );
}

function Header({ review }: { review: EliteReview }) {
  return (
    <header>
      <BackLink />
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <h1 className="font-display text-2xl font-bold tracking-tight text-ink-900">{review.talent.name}</h1>
        <ReviewStatusPill status={review.status} />
        <IdentityPill status={review.identity_status} />
      </div>
      <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-600">
        <a href={`mailto:${review.email}`} className="text-brand-800 underline">
          {review.email}
        </a>
        <span>{trackLabel(review.track)} track</span>
        <span>
          {review.submitted_at ? (
            <>
              Sent for review <DateText iso={review.submitted_at} withTime />
            </>
          ) : (
            'Not sent for review yet'
          )}
        </span>
        {review.skills_total > 0 && (
          <span>
            Skills met {review.skills_met}/{review.skills_total}
          </span>
        )}
      </p>
    </header>
  );
}

function Review({ review, userId }: { review: EliteReview; userId: string }) {
  // Read once per render: "expired" is judged against the reader's clock, like the dates shown.
  const now = new Date();
  return (
    <div className="space-y-6">
      <Header review={review} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <Section id="review-join" title="Join form">
            <FormAnswers
              answers={review.forms.join ? joinAnswers(review.forms.join) : null}
              notSent="The join form has not been sent yet."
            />
          </Section>
          <Section id="review-work" title="Work preferences">
            <FormAnswers
              answers={
                review.forms.work_preference ? workPreferenceAnswers(review.forms.work_preference) : null
              }
              notSent="The work preferences have not been sent yet."
            />
          </Section>
          <Section id="review-skills" title="Skill assessments">
            <SkillsSection skills={review.skill_assessments} />
          </Section>
          <Section id="review-compliance" title="Contract and compliance">
            <ComplianceSection compliance={review.compliance} now={now} />
          </Section>
        </div>
        <div className="space-y-6">
          <Section id="review-decision" title="Decision">
            <DecisionPanel review={review} userId={userId} />
          </Section>
          <Section id="review-notes" title="Notes">
            <NotesSection review={review} userId={userId} />
          </Section>
          <Section id="review-history" title="History">
            <HistorySection history={review.history} />
          </Section>
        </div>
      </div>
    </div>
  );
}

/**
 * `/recruiter/elite-reviews/:id` (operators): one application in full (forms, skill results, documents, history),
 * the team's notes, and the decision. The page takes the candidate's name as its title once it has loaded.
 */
export default function EliteReviewPage({ title }: { title: string }) {
  const { id = '' } = useParams();
  const user = useUser();
  const query = useEliteReview(id);
  const name = query.data?.talent.name;
  useEffect(() => {
    if (name) document.title = documentTitle(`${name}: ${title}`);
  }, [name, title]);

  let body;
  if (query.isPending) {
    body = (
      <div role="status" aria-label="Loading the application" className="space-y-4">
        <div className="h-16 animate-pulse rounded-card bg-ink-100" />
        <div className="h-64 animate-pulse rounded-card bg-ink-100" />
      </div>
    );
  } else if (query.isError) {
    const missing = statusOf(query.error) === 404;
    body = (
      <>
        <BackLink />
        <div className="mt-4">
          <StatePanel
            Icon={missing ? SearchX : CloudOff}
            tone={missing ? 'neutral' : 'error'}
            title={missing ? 'No such application' : 'This application did not load'}
            headingLevel="h1"
            actions={missing ? undefined : <Button onClick={() => void query.refetch()}>Try again</Button>}
          >
            {missing
              ? 'It may have been removed with the candidate’s account. Go back to the list to pick another.'
              : errorMessage(query.error)}
          </StatePanel>
        </div>
      </>
    );
  } else {
    body = <Review review={query.data} userId={user?.id ?? ''} />;
  }
  return <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">{body}</div>;
}
