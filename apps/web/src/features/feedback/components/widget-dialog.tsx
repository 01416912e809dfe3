import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

/** Marks the widget's own elements, which a screenshot of the page leaves out. */
export const WIDGET_ATTRIBUTE = 'data-feedback-widget';
export const isWidgetElement = (element: Element) =>
  element.hasAttribute(WIDGET_ATTRIBUTE) || element.hasAttribute('data-radix-focus-guard');

const widgetMark = { [WIDGET_ATTRIBUTE]: '' };

/** The widget's dialog: the app's modal card, marked so the page capture can leave it out. */
export function WidgetDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** Where the focus goes on close (the widget has no Dialog.Trigger for Radix to return to). */
  returnFocus: () => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay {...widgetMark} className="fixed inset-0 z-50 bg-ink-900/40" />
        <Dialog.Content
          {...widgetMark}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-card bg-white p-6 shadow-card focus:outline-none"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-lg font-semibold text-ink-900">{title}</Dialog.Title>
            <Dialog.Close
              className="-mt-1 -mr-2 rounded-md p-2 text-ink-500 hover:bg-ink-100"
              aria-label="Close"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 mb-4 text-sm text-ink-600">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
