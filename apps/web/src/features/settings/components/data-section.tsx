import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { DeleteAccountSchema } from '@talent/contract/account';
import { Download, Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { applyValidationErrors, errorMessage } from '../../../lib/form-errors.ts';
import { forgetAccount, useDeleteAccount, type DeleteAccount } from '../api/delete-account.ts';
import { useExportAccount } from '../api/export-account.ts';
import { SettingsCard } from './settings-card.tsx';

function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function ExportBlock() {
  const exporter = useExportAccount();
  const [progress, setProgress] = useState<number | null>(null);

  const onExport = () => {
    setProgress(null);
    exporter.mutate(setProgress, {
      onSuccess: ({ blob, filename }) => {
        saveBlob(blob, filename);
        toast.success(`Your data was downloaded as ${filename}.`);
      },
    });
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-600">
        A JSON file with everything we hold about you: account, profile, applications and drafts, invitations,
        saved jobs and searches, identity checks, notifications, preferences and sessions. Your files are
        listed (name, type, size, checksum); download them from your profile.
      </p>
      {exporter.isError && (
        <Alert tone="error">{errorMessage(exporter.error, 'Your data could not be exported.')}</Alert>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <Button variant="secondary" onClick={onExport} loading={exporter.isPending}>
          {!exporter.isPending && <Download aria-hidden="true" className="size-4" />}
          {exporter.isPending ? 'Preparing your data…' : 'Download my data'}
        </Button>
        {exporter.isPending && (
          <div className="flex min-w-40 flex-1 items-center gap-3" role="status">
            <progress
              aria-label="Export progress"
              className="h-2 w-full max-w-60 accent-brand-700"
              {...(progress === null ? {} : { value: Math.round(progress * 100), max: 100 })}
            />
            <span className="text-xs text-ink-600">
              {progress === null ? 'Working…' : `${Math.round(progress * 100)}%`}
            </span>
          </div>
        )}
      </div>
    </div>
  );
}

const EMPTY_DELETE = { password: '', confirmation: '' } as unknown as DeleteAccount;

function DeleteBlock() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(DeleteAccountSchema), defaultValues: EMPTY_DELETE });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await remove.mutateAsync(values);
      setOpen(false);
      await navigate('/login', { replace: true });
      forgetAccount(queryClient);
      toast.success('Your account was deleted. We are sorry to see you go.');
    } catch (error) {
      if (!applyValidationErrors(error, setError, ['password', 'confirmation'])) {
        setError('root.server', { message: errorMessage(error) });
      }
    }
  });

  return (
    <div className="space-y-4 text-sm text-ink-700">
      <p>Deleting your account is permanent and cannot be undone. When you delete it:</p>
      <ul className="list-disc space-y-1.5 pl-5">
        <li>
          Applications still in progress are withdrawn, and recruiters see them as withdrawn. Finished
          applications are removed from your account.
        </li>
        <li>
          Your profile, resume, video resume, identity documents and every other file you uploaded are
          deleted.
        </li>
        <li>Saved jobs, saved searches, notifications and every signed-in session end.</li>
        <li>Your email address is released: you can sign up with it again later, starting from scratch.</li>
      </ul>
      <p>Download your data first if you want to keep a copy.</p>
      <AlertDialog.Root
        open={open}
        onOpenChange={(next) => {
          if (isSubmitting) return;
          if (!next) reset(EMPTY_DELETE);
          setOpen(next);
        }}
      >
        <AlertDialog.Trigger asChild>
          <Button variant="danger">
            <Trash2 aria-hidden="true" className="size-4" />
            Delete my account…
          </Button>
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/40" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-white p-6 shadow-card">
            <AlertDialog.Title className="font-display text-lg font-semibold text-ink-900">
              Delete your account?
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-ink-600">
              Your applications in progress are withdrawn and your profile and files are deleted for good.
              Enter your password and type DELETE to confirm.
            </AlertDialog.Description>
            <form onSubmit={onSubmit} noValidate className="mt-5 space-y-5">
              {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
              <PasswordField
                label="Your password"
                autoComplete="current-password"
                error={errors.password?.message}
                {...register('password')}
              />
              <TextField
                label="Type DELETE to confirm"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                error={errors.confirmation?.message}
                {...register('confirmation')}
              />
              <div className="flex flex-wrap justify-end gap-3">
                <AlertDialog.Cancel asChild>
                  <Button variant="secondary" disabled={isSubmitting}>
                    Keep my account
                  </Button>
                </AlertDialog.Cancel>
                <Button type="submit" variant="danger" loading={isSubmitting}>
                  {isSubmitting ? 'Deleting…' : 'Delete my account'}
                </Button>
              </div>
            </form>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </div>
  );
}

export function DataSection() {
  return (
    <div className="space-y-6">
      <SettingsCard
        id="data-export"
        title="Download my data"
        description="Get a copy of everything we hold about you."
      >
        <ExportBlock />
      </SettingsCard>
      <SettingsCard id="data-delete" title="Delete my account" tone="danger" description="The danger zone.">
        <DeleteBlock />
      </SettingsCard>
    </div>
  );
}
