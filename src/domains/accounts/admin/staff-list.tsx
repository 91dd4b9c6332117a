'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { toast } from 'sonner';
import * as z from 'zod/mini';
import { ConfirmButton } from '@/components/admin/confirm-button';
import { AdminListTable } from '@/components/admin/admin-list-table';
import { adminJsonRequest, adminListAnswerSchema, requestAdminApi } from '@/lib/admin-api';
import type { StaffRole } from '@/lib/staff-access';
import { staffMemberAnswerSchema, staffMemberRowSchema, type StaffMemberRow } from '../schemas';
import { formatAdminDate } from '@/components/admin/admin-date-time';
import { SetStaffPasswordButton } from './set-staff-password-button';

const roleNames: Record<StaffRole, string> = { MANAGER: 'Manager', EDITOR: 'Editor' };
const removedAnswer = z.object({ message: z.string() });

function fullName(member: StaffMemberRow): string {
  return `${member.firstName} ${member.lastName}`;
}

/** A member's actions: another role, a new password, or removal; each signs them out everywhere, so each asks first. */
function MemberActions({ member, onChanged }: { member: StaffMemberRow; onChanged: () => Promise<void> }) {
  const otherRole: StaffRole = member.role === 'MANAGER' ? 'EDITOR' : 'MANAGER';
  const name = fullName(member);

  async function run(work: () => Promise<unknown>, success: string): Promise<void> {
    try {
      await work();
      toast.success(success);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The change could not be made.');
    }
    await onChanged();
  }

  return (
    <div className="flex flex-wrap gap-2">
      <ConfirmButton
        title={`Make ${name} ${otherRole === 'MANAGER' ? 'a manager' : 'an editor'}?`}
        description={`${otherRole === 'MANAGER' ? 'Managers can do everything, money and customers included.' : 'Editors run the catalogue and content only.'} ${name} is signed out everywhere and signs in again with the new role.`}
        confirmLabel={`Make ${roleNames[otherRole].toLowerCase()}`}
        onConfirm={() =>
          run(
            () => requestAdminApi(`/api/admin/staff/${encodeURIComponent(member.id)}`, staffMemberAnswerSchema, adminJsonRequest('PATCH', { role: otherRole })),
            `${name} is now ${otherRole === 'MANAGER' ? 'a manager' : 'an editor'}.`,
          )
        }
      >
        {`Make ${roleNames[otherRole].toLowerCase()}`}
        <span className="sr-only">{`: ${name}`}</span>
      </ConfirmButton>
      <SetStaffPasswordButton memberId={member.id} name={name} onFailed={onChanged} />
      <ConfirmButton
        title={`Remove ${name}?`}
        description={`${name} is signed out at once and can no longer sign in to the back office. What they changed stays in the audit log under their name.`}
        confirmLabel="Remove"
        onConfirm={() => run(() => requestAdminApi(`/api/admin/staff/${encodeURIComponent(member.id)}`, removedAnswer, adminJsonRequest('DELETE')), `${name} was removed.`)}
      >
        Remove
        <span className="sr-only">{`: ${name}`}</span>
      </ConfirmButton>
    </div>
  );
}

/** /admin/staff: who can sign in to the back office, with their roles; the signed-in manager's own row cannot be changed here. */
export function StaffList({ currentStaffId }: { currentStaffId: string }) {
  const queryClient = useQueryClient();
  const staff = useQuery({
    queryKey: ['admin', 'staff'],
    queryFn: () => requestAdminApi('/api/admin/staff', adminListAnswerSchema(staffMemberRowSchema)),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'staff'] });

  const columns: ColumnDef<StaffMemberRow, unknown>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: ({ row }) => (
        <span className="font-semibold">
          {fullName(row.original)}
          {row.original.id === currentStaffId ? <span className="ml-2 font-normal text-muted">(you)</span> : null}
        </span>
      ),
    },
    { id: 'email', header: 'E-mail', cell: ({ row }) => <span className="break-all">{row.original.email}</span> },
    { id: 'role', header: 'Role', cell: ({ row }) => roleNames[row.original.role] },
    { id: 'added', header: 'Added', cell: ({ row }) => formatAdminDate(row.original.createdAt) },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) =>
        row.original.id === currentStaffId ? (
          <span className="text-muted">
            Another manager can change your role.{' '}
            <Link href="/admin/password" className="underline">
              Change your password
            </Link>
          </span>
        ) : (
          <MemberActions member={row.original} onChanged={refresh} />
        ),
    },
  ];

  return <AdminListTable caption="Staff" columns={columns} query={staff} empty="No staff yet." />;
}
