'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { adminJsonRequest, requestAdminApi } from '@/lib/admin-api';
import { ApiRequestError } from '@/lib/api-client';
import { staffPasswordChangeAnswerSchema, staffPasswordChangeSchema, type StaffPasswordChangeInput } from '../schemas';

/**
 * The signed-in staff member's new password, proven by the current one. The server ends every
 * other session of theirs and sets this browser's new cookie, so this page keeps working.
 */
export function StaffPasswordForm() {
  const id = useId();
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const form = useForm<StaffPasswordChangeInput>({
    resolver: zodResolver(staffPasswordChangeSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const change = form.handleSubmit(async (values) => {
    setStatus(null);
    try {
      const { message } = await requestAdminApi('/api/admin/me/password', staffPasswordChangeAnswerSchema, adminJsonRequest('POST', values));
      form.reset();
      setStatus({ kind: 'saved', text: message });
    } catch (error) {
      const fieldErrors = error instanceof ApiRequestError ? error.fieldErrors : {};
      if (fieldErrors.currentPassword) form.setError('currentPassword', { type: 'server', message: fieldErrors.currentPassword.join(' ') }, { shouldFocus: true });
      else if (fieldErrors.newPassword) form.setError('newPassword', { type: 'server', message: fieldErrors.newPassword.join(' ') }, { shouldFocus: true });
      else setStatus({ kind: 'error', text: error instanceof Error ? error.message : 'The password could not be changed.' });
    }
  });

  return (
    <form method="post" onSubmit={change} noValidate className="flex max-w-md flex-col gap-4">
      <TextField
        id={`${id}-current`}
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <TextField
        id={`${id}-new`}
        label="New password (8+ characters: upper and lower case, a number, a special character)"
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" loading={isSubmitting}>
          Change password
        </Button>
        <p role="status" className={status?.kind === 'error' ? 'text-sm font-semibold text-brand-dark' : 'text-sm text-muted'}>
          {status?.text}
        </p>
      </div>
    </form>
  );
}
