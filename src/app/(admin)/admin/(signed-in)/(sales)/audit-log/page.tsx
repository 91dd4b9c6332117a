import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AuditLogView } from '@/domains/back-office/admin/audit-log-view';

export const metadata: Metadata = { title: 'Audit log' };

export default function AuditLogPage() {
  return (
    <Suspense>
      <AuditLogView />
    </Suspense>
  );
}
