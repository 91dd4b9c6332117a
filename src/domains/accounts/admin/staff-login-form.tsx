'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { ApiRequestError, requestApi } from '@/lib/api-client';
import { loginSchema, type LoginInput } from '../schemas';

/** The back office is not localized: the shared schema's message keys in staff English. */
const fieldMessages: Record<string, string> = {
  emailRequired: 'Email is required field',
  emailInvalid: 'Please enter a valid email',
  passwordRequired: 'Enter your password',
  passwordTooLong: 'That password is too long',
};

const loginAnswerSchema = z.object({ access_token: z.optional(z.string()), message: z.string() });

/**
 * SPEC §4 admin sign-in. On success the server has set the session cookie; the page is loaded
 * again so the login route sends staff on (to `next`, or their role's home).
 */
export function StaffLoginForm({ next }: { next: string | null }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  async function signIn(input: LoginInput): Promise<void> {
    setFailure(null);
    try {
      const answer = await requestApi('/api/admin/login', loginAnswerSchema, { method: 'POST', body: JSON.stringify(input) });
      // SPEC §7: no access_token means the message is the error.
      if (!answer.access_token) {
        setFailure(answer.message);
        return;
      }
      window.location.assign(next ?? '/admin/login');
    } catch (error) {
      setFailure(error instanceof ApiRequestError ? error.message : 'The back office cannot be reached. Check your connection and try again.');
    }
  }

  const describe = (message: string | undefined) => (message ? (fieldMessages[message] ?? message) : undefined);

  return (
    <form method="post" onSubmit={form.handleSubmit(signIn)} noValidate className="flex flex-col gap-4">
      {failure ? (
        <p role="alert" className="rounded-md border border-brand bg-brand-light px-3 py-2 text-sm font-medium text-brand-dark">
          {failure}
        </p>
      ) : null}
      <TextField id="staff-email" label="Email" type="email" autoComplete="username" error={describe(errors.email?.message)} {...form.register('email')} />
      <TextField
        id="staff-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={describe(errors.password?.message)}
        {...form.register('password')}
      />
      <Button type="submit" loading={isSubmitting}>
        Sign in
      </Button>
    </form>
  );
}
