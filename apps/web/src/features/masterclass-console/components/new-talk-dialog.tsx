import type { TalkRequest } from '@talent/contract/masterclass';
import { Dialog } from 'radix-ui';
import { Plus } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ModalContent } from '../../../components/ui/modal.tsx';
import { toast } from '../../../lib/toast.ts';
import { useCreateTalk } from '../api/console-talks.ts';
import { clearNewTalkDraft, readNewTalkDraft, writeNewTalkDraft } from '../lib/new-talk-draft.ts';
import { emptyTalkForm, type TalkFormValues } from '../lib/talk-form-values.ts';
import { TalkForm } from './talk-form.tsx';

/** A request's words as a new talk's first draft (the request is linked: scheduling the talk schedules it). */
function fromRequest(request: TalkRequest, zone: string): TalkFormValues {
  return {
    ...emptyTalkForm(zone),
    title: request.topic,
    category: request.category,
    summary: request.abstract.slice(0, 300),
    abstract: request.abstract,
    speaker_name: request.kind === 'propose' ? request.author_name : '',
    speaker_bio: request.kind === 'propose' ? request.speaker_bio : '',
    date: request.preferred_dates[0] ?? '',
    request_id: request.id,
  };
}

/**
 * "New talk": the form in a dialog; a draft is kept per operator until it is created (not for a talk made from a
 * request, which starts from the request's words). Created, the talk's own page opens.
 */
export function NewTalkDialog({
  open,
  onOpenChange,
  userId,
  zone,
  request,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  zone: string;
  request: TalkRequest | null;
}) {
  const create = useCreateTalk();
  const navigate = useNavigate();
  const initial = useMemo(
    () => (request ? fromRequest(request, zone) : (readNewTalkDraft(userId) ?? emptyTalkForm(zone))),
    // Read again at each opening, so a draft saved by the last one is picked up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [request, zone, userId, open],
  );
  const keepDraft = useCallback(
    (values: TalkFormValues) => {
      if (!request) writeNewTalkDraft(userId, values);
    },
    [request, userId],
  );
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button>
          <Plus aria-hidden="true" className="size-4" />
          New talk
        </Button>
      </Dialog.Trigger>
      <ModalContent
        title={request ? `New talk for “${request.topic}”` : 'New talk'}
        description={
          request
            ? 'Creating it marks the request as scheduled and tells its author.'
            : 'It appears to candidates as soon as you create it. Your draft is kept on this device until then.'
        }
        width="2xl"
      >
        {open && (
          <TalkForm
            initial={initial}
            zone={zone}
            submitLabel="Create the talk"
            onChange={keepDraft}
            onSubmit={async (input) => {
              const talk = await create.mutateAsync(input);
              if (!request) clearNewTalkDraft(userId);
              onOpenChange(false);
              toast.success('The talk is scheduled. Candidates can register now.');
              void navigate(`/recruiter/talks/${encodeURIComponent(talk.id)}`);
            }}
            footer={
              <Dialog.Close asChild>
                <Button variant="secondary">{request ? 'Cancel' : 'Keep as a draft'}</Button>
              </Dialog.Close>
            }
          />
        )}
      </ModalContent>
    </Dialog.Root>
  );
}
