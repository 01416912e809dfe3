import type { ComplianceState, EliteApplication } from '@talent/contract/elite';
import { Check, CloudOff, FileText, Lock } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { DateText } from '../../../components/date-text.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useApplicationGate, useCompliance, useComplianceDocuments } from '../api/get-compliance.ts';
import { useComplianceLive } from '../api/use-compliance-live.ts';
import { DetailsForm } from '../components/details-form.tsx';
import { DetailsSummary } from '../components/details-summary.tsx';
import { DocumentCard } from '../components/document-card.tsx';
import { ClosedNotice, IdentityRequired, RenewalNotice, type Closed } from '../components/notices.tsx';
import { SignForm } from '../components/sign-form.tsx';
import { SignedSummary, TRACKER_PATH } from '../components/signed-summary.tsx';
import { VerifyCopy } from '../components/verify-copy.tsx';

const TO_TRACKER = { href: TRACKER_PATH, linkLabel: 'Go to your application' };

/** What the application says about this stage before anything is typed (the server refuses with 409 anyway). */
function closedByApplication(application: EliteApplication | null | undefined): Closed | null {
  if (application === undefined) return null;
  if (application === null) {
    return {
      message:
        'Start your elite application first: contract and compliance comes after your work preferences.',
      href: '/elite',
      linkLabel: 'Go to the elite programme',
    };
  }
  if (application.status === 'submitted') {
    return {
      message:
        'Your application is with our team for review, so this step is read-only. We write if we need anything.',
      ...TO_TRACKER,
    };
  }
  const stage = application.stages.find((s) => s.stage === 'compliance');
  if (application.status === 'in_progress' && stage?.state === 'locked') {
    return {
      message: 'Submit your work preferences first: contract and compliance opens after them.',
      ...TO_TRACKER,
    };
  }
  return null;
}

type StepState = 'done' | 'current' | 'waiting';
const STEP_STATE_LABELS: Record<StepState, string> = { done: 'Done', current: 'To do', waiting: 'Not yet' };

function Step({
  number,
  title,
  state,
  headingRef,
  children,
}: {
  number: number;
  title: string;
  state: StepState;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`rounded-card border border-ink-200 bg-white p-5 sm:p-8 ${state === 'current' ? 'shadow-card' : ''}`}
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${
            state === 'done'
              ? 'bg-brand-600 text-white'
              : state === 'current'
                ? 'bg-brand-50 text-brand-800 ring-1 ring-brand-300'
                : 'bg-ink-100 text-ink-500'
          }`}
        >
          {state === 'done' ? <Check className="size-4" /> : number}
        </span>
        <div className="min-w-0">
          <p className="text-xs font-medium text-ink-500">
            Step {number} of 3 · {STEP_STATE_LABELS[state]}
          </p>
          <h2
            id={id}
            ref={headingRef}
            tabIndex={-1}
            className="font-display text-xl font-bold tracking-tight text-ink-900 focus:outline-none"
          >
            {title}
          </h2>
        </div>
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}

function Waiting({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 text-sm text-ink-600">
      <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-400" />
      {children}
    </p>
  );
}

function ComplianceSteps({ state, closedUpFront }: { state: ComplianceState; closedUpFront: Closed | null }) {
  const [closedByServer, setClosedByServer] = useState<Closed | null>(null);
  const closed = closedByServer ?? closedUpFront;
  const onClosed = (message: string) => setClosedByServer({ message, ...TO_TRACKER });
  const details = state.details;
  const [editing, setEditing] = useState(details === null);
  const [justSigned, setJustSigned] = useState(false);
  const documents = useComplianceDocuments(details !== null);
  const verifiedName = state.prefill.verified_name;

  const documentsHeading = useRef<HTMLHeadingElement | null>(null);
  const signHeading = useRef<HTMLHeadingElement | null>(null);
  const signedHeading = useRef<HTMLHeadingElement | null>(null);
  // After a step the keyboard (and the screen reader) moves on with the candidate, once the next part is drawn.
  const focusNext = useRef<RefObject<HTMLHeadingElement | null> | null>(null);
  useEffect(() => {
    // The target may draw a render later (the new state reaches the page after the mutation's own update).
    const target = focusNext.current?.current;
    if (!target) return;
    focusNext.current = null;
    target.scrollIntoView?.({ block: 'start' });
    target.focus();
  });

  const renewal = state.status === 'renewal_due' || state.status === 'expired';
  const allSigned = state.status === 'signed' || justSigned;
  const showSigned = allSigned && state.signed.length > 0 && !editing;
  const detailsState: StepState = details && !editing ? 'done' : 'current';
  const readyToSign = details !== null && !editing;
  const documentsState: StepState = !readyToSign ? 'waiting' : allSigned ? 'done' : 'current';

  let detailsBody: ReactNode;
  if (verifiedName === null && (editing || !details)) {
    detailsBody = <IdentityRequired />;
  } else if (editing || !details) {
    detailsBody = (
      <DetailsForm
        state={state}
        verifiedName={verifiedName ?? ''}
        closed={closed !== null}
        onClosed={onClosed}
        onSaved={() => {
          setEditing(false);
          setJustSigned(false);
          focusNext.current = documentsHeading;
        }}
        onCancel={details ? () => setEditing(false) : undefined}
      />
    );
  } else {
    detailsBody = (
      <DetailsSummary
        details={details}
        signedSome={state.signed.length > 0}
        closed={closed !== null}
        onEdit={() => setEditing(true)}
      />
    );
  }

  let documentsBody: ReactNode;
  if (!readyToSign) {
    documentsBody = (
      <Waiting>
        {details
          ? 'Save your details first: the documents are written with them.'
          : 'Your documents appear here once your details are saved: they are written with them.'}
      </Waiting>
    );
  } else if (documents.isPending) {
    documentsBody = (
      <div role="status" aria-label="Loading your documents" className="space-y-3">
        <div aria-hidden="true" className="h-40 animate-pulse rounded-card bg-ink-100" />
        <div aria-hidden="true" className="h-40 animate-pulse rounded-card bg-ink-100" />
      </div>
    );
  } else if (documents.isError) {
    documentsBody = (
      <StatePanel
        Icon={CloudOff}
        tone="error"
        headingLevel="h3"
        title="We could not load your documents"
        actions={
          <Button onClick={() => void documents.refetch()} loading={documents.isRefetching}>
            Try again
          </Button>
        }
      >
        {errorMessage(documents.error)}
      </StatePanel>
    );
  } else if (documents.data.documents.length === 0) {
    documentsBody = (
      <StatePanel Icon={FileText} headingLevel="h3" title="No documents to sign">
        Nothing fits your saved details yet. Check them above, or come back in a moment.
      </StatePanel>
    );
  } else {
    documentsBody = (
      <div className="space-y-4">
        <p className="text-sm text-ink-600">
          Written from our own templates with your saved details. Read each one in full; scroll inside a
          document to read on.
        </p>
        {documents.data.documents.map((document) => (
          <DocumentCard key={document.kind} document={document} />
        ))}
      </div>
    );
  }

  let signBody: ReactNode;
  if (!readyToSign) {
    signBody = <Waiting>You sign once your details are saved and you have read the documents.</Waiting>;
  } else if (allSigned) {
    const last = state.signed
      .map((s) => s.signed_at)
      .sort()
      .at(-1);
    signBody = (
      <p className="text-sm text-ink-700">
        {last ? (
          <>
            You signed on <DateText iso={last} withTime />.
          </>
        ) : (
          'You signed every document.'
        )}{' '}
        Your signed PDFs are listed above.
      </p>
    );
  } else if (details && documents.data && documents.data.documents.length > 0) {
    signBody = (
      <SignForm
        documents={documents.data}
        legalName={details.legal_name}
        closed={closed !== null}
        onClosed={onClosed}
        onSigned={() => {
          setJustSigned(true);
          focusNext.current = signedHeading;
        }}
      />
    );
  } else {
    signBody = <Waiting>You sign once the documents above have loaded.</Waiting>;
  }

  return (
    <div className="space-y-6">
      {closed && <ClosedNotice closed={closed} />}
      {renewal && !justSigned && (
        <RenewalNotice
          state={state}
          onSignAgain={() => {
            signHeading.current?.scrollIntoView?.({ block: 'start' });
            signHeading.current?.focus();
          }}
        />
      )}
      {showSigned && (
        <SignedSummary signed={state.signed} justSigned={justSigned} headingRef={signedHeading} />
      )}
      <Step number={1} title="Your details" state={detailsState}>
        {detailsBody}
      </Step>
      <Step number={2} title="Read the documents" state={documentsState} headingRef={documentsHeading}>
        {documentsBody}
      </Step>
      <Step
        number={3}
        title="Sign"
        state={!readyToSign ? 'waiting' : allSigned ? 'done' : 'current'}
        headingRef={signHeading}
      >
        {signBody}
      </Step>
      {state.signed.length > 0 && <VerifyCopy />}
    </div>
  );
}

/**
 * `/elite/onboarding/forms/contract-compliance`: the elite programme's contract and compliance stage. Details (with
 * a server draft), the documents that fit them in full with their fingerprints, the e-signature, renewal of the
 * W-8BEN, and a check that a copy is what was signed.
 */
export default function ContractCompliancePage({ title }: { title: string }) {
  useComplianceLive();
  const compliance = useCompliance();
  const application = useApplicationGate();

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="font-display text-3xl font-bold tracking-tight text-ink-900">{title}</h1>
      <p className="mt-1 mb-6 text-ink-600">
        Your legal details, then the contractor agreement, the NDA and IP assignment, the code of conduct and
        your tax form, read in full and signed electronically. About 10 minutes, done once (the W-8BEN is
        renewed every three years).
      </p>
      {compliance.isPending ? (
        <div role="status" aria-label="Loading your contract and compliance step" className="space-y-4">
          <div aria-hidden="true" className="h-96 animate-pulse rounded-card bg-white shadow-card" />
          <div aria-hidden="true" className="h-24 animate-pulse rounded-card bg-white shadow-card" />
        </div>
      ) : compliance.isError ? (
        statusOf(compliance.error) === 409 ? (
          <StatePanel
            Icon={Lock}
            variant="card"
            title="This step is not open yet"
            actions={<ButtonLink to={TRACKER_PATH}>Go to your application</ButtonLink>}
          >
            {errorMessage(compliance.error)}
          </StatePanel>
        ) : (
          <StatePanel
            Icon={CloudOff}
            tone="error"
            title="We could not load your contract and compliance step"
            actions={
              <Button onClick={() => void compliance.refetch()} loading={compliance.isRefetching}>
                Try again
              </Button>
            }
          >
            {errorMessage(compliance.error)}
          </StatePanel>
        )
      ) : (
        <ComplianceSteps state={compliance.data} closedUpFront={closedByApplication(application.data)} />
      )}
    </div>
  );
}
