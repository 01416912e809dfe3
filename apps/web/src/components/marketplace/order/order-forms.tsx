import {
  DeliveryInputSchema,
  EvidenceInputSchema,
  RequirementsInputSchema,
  RevisionInputSchema,
  type OrderDetail,
} from '@talent/contract/marketplace';
import { useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { useLocalDraft } from '../lib/use-local-draft.ts';
import { plural } from '../parts/display.tsx';
import { FormAlert, TextArea } from '../parts/fields.tsx';
import { FilesField, type AttachedFile } from './order-files-field.tsx';
import { useMoveForm } from './use-move-form.ts';

function Panel({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-brand-200 bg-white p-5 shadow-xs">
      <h3 id={id} className="font-display text-base font-semibold text-ink-900">
        {title}
      </h3>
      {intro && <div className="mt-1 text-sm text-ink-600">{intro}</div>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

const isFileField = (field: string) => field === 'file_ids' || field.startsWith('file_ids.');
const fileError = (fields: Record<string, string>) =>
  Object.entries(fields).find(([field]) => isFileField(field))?.[1];

/** The buyer's answers to the seller's questions, a note and files: the delivery clock starts when they arrive. */
export function RequirementsForm({ order }: { order: OrderDetail }) {
  const empty = { answers: {} as Record<string, string>, note: '', files: [] as AttachedFile[] };
  const [draft, setDraft, clearDraft] = useLocalDraft(`order:${order.id}:requirements`, empty);
  const [uploading, setUploading] = useState(false);
  const questionIndex = new Map(order.questions.map((question, index) => [question.id, index]));
  const form = useMoveForm(
    order.id,
    'requirements',
    (field) => field === 'note' || isFileField(field) || /^answers\.\d+/.test(field),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    order.questions.forEach((question, index) => {
      if (question.required && !(draft.answers[question.id] ?? '').trim())
        missing[`answers.${index}.answer`] = 'Answer this question: the seller needs it to start.';
    });
    const sent = await form.send(
      RequirementsInputSchema,
      {
        answers: order.questions.map((question) => ({
          question_id: question.id,
          answer: draft.answers[question.id] ?? '',
        })),
        note: draft.note,
        file_ids: draft.files.map((file) => file.id),
      },
      { extra: missing },
    );
    if (sent) {
      clearDraft(empty);
      toast.success('Requirements sent: the delivery clock has started.');
    }
  };

  const answerError = (questionId: string) => {
    const index = questionIndex.get(questionId);
    return Object.entries(form.problems.fields).find(([field]) => field.startsWith(`answers.${index}`))?.[1];
  };

  return (
    <Panel
      id="requirements-form"
      title="Send your requirements"
      intro={`The seller starts when they have your answers; delivery is due ${plural(order.tier.delivery_days + order.addons.reduce((sum, addon) => sum + addon.extra_days, 0), 'day')} after you send them. Until then you can cancel for a full refund.`}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        {order.questions.map((question) => (
          <TextArea
            key={question.id}
            label={question.prompt}
            optional={!question.required}
            value={draft.answers[question.id] ?? ''}
            onChange={(answer) =>
              setDraft((d) => ({ ...d, answers: { ...d.answers, [question.id]: answer } }))
            }
            maxLength={3000}
            rows={3}
            error={answerError(question.id)}
          />
        ))}
        <TextArea
          label="Anything else the seller should know"
          optional
          value={draft.note}
          onChange={(note) => setDraft((d) => ({ ...d, note }))}
          maxLength={5000}
          error={form.problems.fields.note}
          hint="Links, access details, examples you like."
        />
        <FilesField
          label="Files for the seller"
          files={draft.files}
          onChange={(update) => setDraft((d) => ({ ...d, files: update(d.files) }))}
          onBusyChange={setUploading}
          error={fileError(form.problems.fields)}
        />
        <FormAlert message={form.problems.other} />
        <Button type="submit" loading={form.pending} disabled={uploading}>
          Send requirements
        </Button>
      </form>
    </Panel>
  );
}

/** The seller's delivery: a message and files; the buyer then approves or asks for a revision. */
export function DeliveryForm({ order }: { order: OrderDetail }) {
  const empty = { message: '', files: [] as AttachedFile[] };
  const [draft, setDraft, clearDraft] = useLocalDraft(`order:${order.id}:delivery`, empty);
  const [uploading, setUploading] = useState(false);
  const form = useMoveForm(order.id, 'deliver', (field) => field === 'message' || isFileField(field));
  const revision = order.status === 'revision_requested';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = await form.send(DeliveryInputSchema, {
      message: draft.message,
      file_ids: draft.files.map((file) => file.id),
    });
    if (sent) {
      clearDraft(empty);
      toast.success('Delivered. The buyer has been told.');
    }
  };

  return (
    <Panel
      id="delivery-form"
      title={revision ? 'Deliver the revision' : 'Deliver your work'}
      intro="Say what you deliver and attach the files. The buyer approves it (the money is released to you) or asks for a revision; without an answer it completes by itself."
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <TextArea
          label="Message to the buyer"
          value={draft.message}
          onChange={(message) => setDraft((d) => ({ ...d, message }))}
          maxLength={5000}
          rows={5}
          error={form.problems.fields.message}
        />
        <FilesField
          label="Delivery files"
          files={draft.files}
          onChange={(update) => setDraft((d) => ({ ...d, files: update(d.files) }))}
          onBusyChange={setUploading}
          error={fileError(form.problems.fields)}
        />
        <FormAlert message={form.problems.other} />
        <Button type="submit" loading={form.pending} disabled={uploading}>
          Send delivery
        </Button>
      </form>
    </Panel>
  );
}

/** The buyer asks for changes, within the tier's revisions. */
export function RevisionForm({ order, onDone }: { order: OrderDetail; onDone?: () => void }) {
  const empty = { message: '' };
  const [draft, setDraft, clearDraft] = useLocalDraft(`order:${order.id}:revision`, empty);
  const form = useMoveForm(order.id, 'revision', (field) => field === 'message');
  const left = Math.max(0, order.revisions_allowed - order.revisions_used);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await form.send(RevisionInputSchema, { message: draft.message })) {
      clearDraft(empty);
      toast.success('Revision requested. The delivery clock is paused until the seller delivers again.');
      onDone?.();
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
      <p className="text-sm text-ink-700">
        {left === 0
          ? 'This is your last revision.'
          : `You have ${left} of ${plural(order.revisions_allowed, 'revision')} left.`}
      </p>
      <TextArea
        label="What should change?"
        value={draft.message}
        onChange={(message) => setDraft({ message })}
        maxLength={5000}
        error={form.problems.fields.message}
        hint="Be specific: what is missing or different from the tier's scope."
      />
      <FormAlert message={form.problems.other} />
      <Button type="submit" variant="secondary" loading={form.pending}>
        Request a revision
      </Button>
    </form>
  );
}

/** Either side adds evidence to an open dispute. */
export function EvidenceForm({ order }: { order: OrderDetail }) {
  const empty = { text: '', files: [] as AttachedFile[] };
  const [draft, setDraft, clearDraft] = useLocalDraft(`order:${order.id}:evidence`, empty);
  const [uploading, setUploading] = useState(false);
  const form = useMoveForm(order.id, 'evidence', (field) => field === 'text' || isFileField(field));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = await form.send(EvidenceInputSchema, {
      text: draft.text,
      file_ids: draft.files.map((file) => file.id),
    });
    if (sent) {
      clearDraft(empty);
      toast.success('Evidence added. The operator sees it with the rest.');
    }
  };

  return (
    <Panel
      id="evidence-form"
      title="Add evidence"
      intro="What the operator should see: messages, files, what was agreed."
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <TextArea
          label="Describe the evidence"
          value={draft.text}
          onChange={(text) => setDraft((d) => ({ ...d, text }))}
          maxLength={5000}
          error={form.problems.fields.text}
        />
        <FilesField
          label="Evidence files"
          files={draft.files}
          onChange={(update) => setDraft((d) => ({ ...d, files: update(d.files) }))}
          onBusyChange={setUploading}
          error={fileError(form.problems.fields)}
        />
        <FormAlert message={form.problems.other} />
        <Button type="submit" variant="secondary" loading={form.pending} disabled={uploading}>
          Add evidence
        </Button>
      </form>
    </Panel>
  );
}
