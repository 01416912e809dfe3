import {
  CANCELLATION_REASON_LABELS,
  CANCELLATION_REASONS,
  CancellationInputSchema,
  DISPUTE_REASON_LABELS,
  DisputeInputSchema,
  type DisputeReasonSchema,
  type OrderDetail,
} from '@talent/contract/marketplace';
import { Dialog } from 'radix-ui';
import type { z } from 'zod';
import { useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '../../../lib/toast.ts';
import { Button, buttonClasses, type ButtonVariant } from '../../ui/button.tsx';
import { ModalContent } from '../../ui/modal.tsx';
import { useOrderMove, type OrderMove } from '../api/orders.ts';
import { problemsFrom } from '../lib/form-problems.ts';
import { useLocalDraft } from '../lib/use-local-draft.ts';
import { FormAlert, SelectField, TextArea } from '../parts/fields.tsx';
import { FilesField, type AttachedFile } from './order-files-field.tsx';
import { useMoveForm } from './use-move-form.ts';

/** A button that opens a dialog whose body mounts afresh at each opening. */
function DialogButton({
  label,
  title,
  description,
  variant = 'secondary',
  children,
}: {
  label: string;
  title: string;
  description: ReactNode;
  variant?: ButtonVariant;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className={buttonClasses(variant)}>
          {label}
        </button>
      </Dialog.Trigger>
      <ModalContent title={title} description={description} width="lg">
        {open && children(() => setOpen(false))}
      </ModalContent>
    </Dialog.Root>
  );
}

/**
 * A move that needs a yes (approve, accept a cancellation): a dialog saying what the money does. Money moves carry
 * one idempotency key per opening of the dialog, reused by a retry in it.
 */
export function ConfirmMoveButton({
  order,
  move,
  label,
  title,
  description,
  confirm,
  done,
  variant = 'primary',
}: {
  order: OrderDetail;
  move: OrderMove;
  label: string;
  title: string;
  description: ReactNode;
  confirm: string;
  done: string;
  variant?: ButtonVariant;
}) {
  return (
    <DialogButton label={label} title={title} description={description} variant={variant}>
      {(close) => <ConfirmMoveBody order={order} move={move} confirm={confirm} done={done} onClose={close} />}
    </DialogButton>
  );
}

function ConfirmMoveBody({
  order,
  move,
  confirm,
  done,
  onClose,
}: {
  order: OrderDetail;
  move: OrderMove;
  confirm: string;
  done: string;
  onClose: () => void;
}) {
  const mutation = useOrderMove(order.id);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [problem, setProblem] = useState<string | null>(null);
  const run = async () => {
    try {
      await mutation.mutateAsync({ move, idempotencyKey });
      toast.success(done);
      onClose();
    } catch (error) {
      setProblem(problemsFrom(error, () => false).other);
    }
  };
  return (
    <div className="space-y-4">
      <FormAlert message={problem} />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onClose} className={buttonClasses('secondary')}>
          Not now
        </button>
        <Button onClick={() => void run()} loading={mutation.isPending}>
          {confirm}
        </Button>
      </div>
    </div>
  );
}

/** A move with no question to ask (decline or withdraw a cancellation request). */
export function MoveButton({
  order,
  move,
  label,
  done,
}: {
  order: OrderDetail;
  move: OrderMove;
  label: string;
  done: string;
}) {
  const mutation = useOrderMove(order.id);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="space-y-2">
      <Button
        variant="secondary"
        loading={mutation.isPending}
        onClick={() =>
          void mutation.mutateAsync({ move }).then(
            () => toast.success(done),
            (error: unknown) => setProblem(problemsFrom(error, () => false).other),
          )
        }
      >
        {label}
      </Button>
      <FormAlert message={problem} />
    </div>
  );
}

type CancelReason = (typeof CANCELLATION_REASONS)[number];

function CancelForm({ order, alone, onClose }: { order: OrderDetail; alone: boolean; onClose: () => void }) {
  const empty = { reason: '' as CancelReason | '', message: '' };
  const [draft, setDraft, clearDraft] = useLocalDraft(`order:${order.id}:cancellation`, empty);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const form = useMoveForm(order.id, 'cancellation', (field) => field === 'reason' || field === 'message');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = await form.send(
      CancellationInputSchema,
      { reason: (draft.reason || undefined) as CancelReason, message: draft.message },
      { idempotencyKey },
    );
    if (sent) {
      clearDraft(empty);
      toast.success(
        alone ? 'The order is cancelled and refunded in full.' : 'Your request to cancel was sent.',
      );
      onClose();
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <SelectField
        label="Reason"
        value={draft.reason}
        options={CANCELLATION_REASONS}
        labels={CANCELLATION_REASON_LABELS}
        onChange={(reason) => setDraft((d) => ({ ...d, reason }))}
        error={form.problems.fields.reason}
      />
      <TextArea
        label="Message"
        optional
        value={draft.message}
        onChange={(message) => setDraft((d) => ({ ...d, message }))}
        maxLength={2000}
        error={form.problems.fields.message}
      />
      <FormAlert message={form.problems.other} />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onClose} className={buttonClasses('secondary')}>
          Keep the order
        </button>
        <Button type="submit" variant="danger" loading={form.pending}>
          {alone ? 'Cancel and refund' : 'Send the request'}
        </Button>
      </div>
    </form>
  );
}

/** `cancel` (allowed alone now: refunded at once) or `request_cancellation` (the other side decides). */
export function CancelButton({ order, alone }: { order: OrderDetail; alone: boolean }) {
  const other = order.side === 'buyer' ? 'The seller' : 'The buyer';
  return (
    <DialogButton
      label={alone ? 'Cancel the order' : 'Ask to cancel'}
      title={alone ? 'Cancel the order' : 'Ask to cancel the order'}
      variant="secondary"
      description={
        alone
          ? 'The order stops now and the buyer gets the whole amount back from escrow.'
          : `${other} can accept (the buyer is refunded in full) or decline (the order goes on). A cancellation by agreement never counts against the seller.`
      }
    >
      {(close) => <CancelForm order={order} alone={alone} onClose={close} />}
    </DialogButton>
  );
}

type DisputeReason = z.infer<typeof DisputeReasonSchema>;
// Each side sees the reasons that can be theirs.
const BUYER_REASONS: readonly DisputeReason[] = ['not_delivered', 'not_as_described', 'quality', 'other'];
const SELLER_REASONS: readonly DisputeReason[] = ['buyer_unresponsive', 'scope_creep', 'other'];

function DisputeForm({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const empty = { reason: '' as DisputeReason | '', details: '', files: [] as AttachedFile[] };
  const [draft, setDraft, clearDraft] = useLocalDraft(`order:${order.id}:dispute`, empty);
  const [uploading, setUploading] = useState(false);
  const form = useMoveForm(
    order.id,
    'dispute',
    (field) => field === 'reason' || field === 'details' || field.startsWith('file_ids'),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = await form.send(DisputeInputSchema, {
      reason: (draft.reason || undefined) as DisputeReason,
      details: draft.details,
      file_ids: draft.files.map((file) => file.id),
    });
    if (sent) {
      clearDraft(empty);
      toast.success('Dispute opened. An operator will look at it; the money stays in escrow until then.');
      onClose();
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <SelectField
        label="Reason"
        value={draft.reason}
        options={order.side === 'buyer' ? BUYER_REASONS : SELLER_REASONS}
        labels={DISPUTE_REASON_LABELS}
        onChange={(reason) => setDraft((d) => ({ ...d, reason }))}
        error={form.problems.fields.reason}
      />
      <TextArea
        label="What happened?"
        value={draft.details}
        onChange={(details) => setDraft((d) => ({ ...d, details }))}
        maxLength={5000}
        rows={5}
        error={form.problems.fields.details}
        hint="What was agreed, what you received, what you tried."
      />
      <FilesField
        label="Evidence files"
        files={draft.files}
        onChange={(update) => setDraft((d) => ({ ...d, files: update(d.files) }))}
        onBusyChange={setUploading}
        error={Object.entries(form.problems.fields).find(([field]) => field.startsWith('file_ids'))?.[1]}
      />
      <FormAlert message={form.problems.other} />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onClose} className={buttonClasses('secondary')}>
          Not now
        </button>
        <Button type="submit" variant="danger" loading={form.pending} disabled={uploading}>
          Open the dispute
        </Button>
      </div>
    </form>
  );
}

export function DisputeButton({ order }: { order: OrderDetail }) {
  return (
    <DialogButton
      label="Open a dispute"
      title="Open a dispute"
      description="The automatic release stops and the money stays in escrow. A Borderless operator reads the order, its chat and your evidence, then releases, refunds or splits it, with a reason you both read."
    >
      {(close) => <DisputeForm order={order} onClose={close} />}
    </DialogButton>
  );
}
