import { BellPlus } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { deferred, usePreload } from '../../../components/deferred.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ModalContent } from '../../../components/ui/modal.tsx';
import type { JobFilters } from '../lib/search-params.ts';

// The form (react-hook-form and the schema with it) loads after the job list, not in its first download.
const SaveSearchForm = deferred(() =>
  import('./save-search-form.tsx').then((module) => module.SaveSearchForm),
);

export function SaveSearchButton({ filters }: { filters: JobFilters }) {
  const [open, setOpen] = useState(false);
  usePreload(SaveSearchForm);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">
          <BellPlus aria-hidden="true" className="size-4" />
          Save this search
        </Button>
      </Dialog.Trigger>
      <ModalContent
        title="Save this search"
        description="Come back to it in one click, and hear about new jobs that match."
      >
        {open && <SaveSearchForm filters={filters} onDone={() => setOpen(false)} />}
      </ModalContent>
    </Dialog.Root>
  );
}
