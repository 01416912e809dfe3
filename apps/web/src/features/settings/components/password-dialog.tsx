import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordConfirmSchema } from '@talent/contract/account';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { applyValidationErrors, errorMessage } from '../../../lib/form-errors.ts';

/** A dialog that asks for the password before an action that needs it (the action's 422 lands on the field). */
export function PasswordDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  onConfirm: (password: string) => Promise<void>;
}) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(PasswordConfirmSchema), defaultValues: { password: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await onConfirm(password);
      reset();
      onOpenChange(false);
    } catch (error) {
      if (!applyValidationErrors(error, setError, ['password'])) {
        setError('root.server', { message: errorMessage(error) });
      }
    }
  });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (isSubmitting) return;
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 shadow-card">
          <Dialog.Title className="font-display text-lg font-semibold text-ink-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-ink-600">{description}</Dialog.Description>
          <form onSubmit={onSubmit} noValidate className="mt-5 space-y-5">
            {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
            <PasswordField
              label="Your password"
              autoComplete="current-password"
              error={errors.password?.message}
              {...register('password')}
            />
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={isSubmitting}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" loading={isSubmitting}>
                {isSubmitting ? pendingLabel : confirmLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
