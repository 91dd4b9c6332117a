'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { adminJsonRequest, requestAdminApi } from '@/lib/admin-api';
import { ApiRequestError } from '@/lib/api-client';
import { TemporaryPasswordField } from './temporary-password-field';
import { setStaffPasswordSchema, type SetStaffPasswordInput } from '../schemas';

const passwordSetAnswer = z.object({ message: z.string() });

/**
 * "Set password" for a member who forgot theirs: the manager types a temporary one and hands it
 * over. The dialog is also the confirmation, since it signs the member out everywhere.
 */
export function SetStaffPasswordButton({ memberId, name, onFailed }: { memberId: string; name: string; onFailed: () => Promise<void> }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SetStaffPasswordInput>({ resolver: zodResolver(setStaffPasswordSchema), defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;

  function changeOpen(next: boolean): void {
    if (isSubmitting) return;
    // A closed dialog keeps no password behind for the next one.
    if (!next) {
      form.reset();
      setFailure(null);
    }
    setOpen(next);
  }

  const save = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await requestAdminApi(`/api/admin/staff/${encodeURIComponent(memberId)}/password`, passwordSetAnswer, adminJsonRequest('PUT', values));
      toast.success(`${name} can sign in with the new password.`);
      form.reset();
      setOpen(false);
    } catch (error) {
      const message = error instanceof ApiRequestError ? error.fieldErrors.password?.join(' ') : undefined;
      if (message) {
        form.setError('password', { type: 'server', message }, { shouldFocus: true });
        return;
      }
      setFailure(error instanceof Error ? error.message : 'The password could not be set.');
      // The member may have been removed meanwhile: the list shows it.
      await onFailed();
    }
  });

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" size="sm">
          Set password
          <span className="sr-only">{`: ${name}`}</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold">{`Set a new password for ${name}`}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted">
            {`${name} is signed out everywhere at once and signs in with the new password, which you hand over yourself. They can change it under “Your password”.`}
          </Dialog.Description>
          <form method="post" onSubmit={save} noValidate className="mt-4 flex flex-col gap-4">
            {failure ? (
              <p role="alert" className="rounded-md border border-brand bg-brand-light px-3 py-2 text-sm font-medium text-brand-dark">
                {failure}
              </p>
            ) : null}
            <TemporaryPasswordField id={`${id}-password`} error={errors.password?.message} {...form.register('password')} />
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="secondary" size="sm" disabled={isSubmitting}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" size="sm" loading={isSubmitting}>
                Set password
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
