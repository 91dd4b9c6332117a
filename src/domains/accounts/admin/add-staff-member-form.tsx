'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { adminJsonRequest, requestAdminApi } from '@/lib/admin-api';
import { ApiRequestError } from '@/lib/api-client';
import { TemporaryPasswordField } from './temporary-password-field';
import { addStaffMemberSchema, staffMemberAnswerSchema, type AddStaffMemberInput } from '../schemas';

const fieldNames: readonly FieldPath<AddStaffMemberInput>[] = ['firstName', 'lastName', 'email', 'role', 'password'];

/**
 * "Add a staff member": their name, e-mail, role and a temporary password, checked here with the
 * server's rules. The manager hands the password over; the member changes it once signed in.
 */
export function AddStaffMemberForm() {
  const id = useId();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AddStaffMemberInput>({
    resolver: zodResolver(addStaffMemberSchema),
    defaultValues: { firstName: '', lastName: '', email: '', role: 'EDITOR', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const add = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { data } = await requestAdminApi('/api/admin/staff', staffMemberAnswerSchema, adminJsonRequest('POST', values));
      toast.success(`${data.firstName} ${data.lastName} can now sign in to the back office.`);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: ['admin', 'staff'] });
    } catch (error) {
      const fields = error instanceof ApiRequestError ? Object.entries(error.fieldErrors).filter(([field]) => fieldNames.some((name) => name === field)) : [];
      fields.forEach(([field, messages], index) =>
        form.setError(field as FieldPath<AddStaffMemberInput>, { type: 'server', message: messages.join(' ') }, { shouldFocus: index === 0 }),
      );
      if (fields.length === 0) setFailure(error instanceof Error ? error.message : 'The staff member could not be added.');
    }
  });

  return (
    <form method="post" onSubmit={add} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField id={`${id}-first`} label="First name" autoComplete="off" error={errors.firstName?.message} {...form.register('firstName')} />
      <TextField id={`${id}-last`} label="Last name" autoComplete="off" error={errors.lastName?.message} {...form.register('lastName')} />
      <TextField id={`${id}-email`} label="E-mail" type="email" autoComplete="off" error={errors.email?.message} {...form.register('email')} />
      <SelectField id={`${id}-role`} label="Role" error={errors.role?.message} {...form.register('role')}>
        <option value="EDITOR">Editor (catalogue and content)</option>
        <option value="MANAGER">Manager (everything)</option>
      </SelectField>
      <div className="sm:col-span-2">
        <TemporaryPasswordField id={`${id}-password`} error={errors.password?.message} {...form.register('password')} />
      </div>
      {failure ? (
        <p role="alert" className="text-sm font-medium text-brand-dark sm:col-span-2">
          {failure}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" loading={isSubmitting}>
          Add staff member
        </Button>
      </div>
    </form>
  );
}
