import type { Feedback } from '@talent/contract/feedback';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { useUser } from '../../../lib/identity.ts';
import { FeedbackForm } from './feedback-form.tsx';
import { MyFeedback } from './my-feedback.tsx';
import { WidgetDialog } from './widget-dialog.tsx';

const tabClass =
  'inline-flex items-center gap-2 rounded-control px-3.5 py-2 text-sm font-medium text-ink-600 hover:bg-ink-100 hover:text-ink-900 data-[state=active]:bg-white data-[state=active]:text-ink-900 data-[state=active]:shadow-sm';

/** Our own widget: the form, and the author's feedback with the answers, in one dialog. */
export function FeedbackDialog({
  token,
  open,
  onOpenChange,
  thread,
  returnFocus,
}: {
  token: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  thread: string | null;
  returnFocus: () => void;
}) {
  const user = useUser();
  const [tab, setTab] = useState<'send' | 'mine'>(thread ? 'mine' : 'send');
  const [selected, setSelected] = useState<string | null>(thread);
  const [sent, setSent] = useState(false);

  const onSent = (feedback: Feedback) => {
    setSent(true);
    setSelected(feedback.id);
    setTab('mine');
  };

  return (
    <WidgetDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title="Feedback"
      description="Tell us what went wrong or what could be better. We read every message and answer here."
    >
      {user && (
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as 'send' | 'mine')}>
          <Tabs.List aria-label="Feedback" className="inline-flex gap-1 rounded-card bg-ink-100 p-1">
            <Tabs.Trigger value="send" className={tabClass}>
              Send feedback
            </Tabs.Trigger>
            <Tabs.Trigger value="mine" className={tabClass}>
              Your feedback
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content
            value="send"
            className="mt-5 rounded-sm focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
          >
            <FeedbackForm token={token} userId={user.id} onSent={onSent} />
          </Tabs.Content>
          <Tabs.Content
            value="mine"
            className="mt-5 space-y-4 rounded-sm focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
          >
            {sent && (
              <Alert tone="success">
                Thank you: we have your feedback. Our answer will appear here, and we will let you know.
              </Alert>
            )}
            <MyFeedback
              selected={selected}
              onSelect={setSelected}
              onWrite={() => {
                setSent(false);
                setTab('send');
              }}
            />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </WidgetDialog>
  );
}
