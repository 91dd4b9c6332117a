'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { z } from 'zod';
import { OrderedPicker } from '@/components/admin/ordered-picker';
import { requestAdminApi } from '@/lib/admin-api';
import { staffBreadcrumbSchema } from '../schemas';
import { landingQueryKeys } from './landing-query-keys';

const breadcrumbsAnswerSchema = z.object({ data: z.array(staffBreadcrumbSchema) });

/** A trail of breadcrumbs chosen in order from the shared list (a product's, above its page). */
export function BreadcrumbTrailPicker({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const breadcrumbs = useQuery({ queryKey: landingQueryKeys.breadcrumbs, queryFn: () => requestAdminApi('/api/landing/all-breadcrumbs', breadcrumbsAnswerSchema) });
  const status = breadcrumbs.isPending ? 'Loading breadcrumbs…' : breadcrumbs.error ? `Breadcrumbs could not be loaded: ${breadcrumbs.error.message}` : null;
  return (
    <OrderedPicker
      legend="Trail"
      hint={
        <>
          Edit the shared list under{' '}
          <Link href="/admin/landings/breadcrumbs" className="underline">
            Breadcrumbs
          </Link>
          .
        </>
      }
      options={(breadcrumbs.data?.data ?? []).map((crumb) => ({ id: crumb.id, label: crumb.label, detail: crumb.url }))}
      value={value}
      onChange={onChange}
      emptyText="No breadcrumbs chosen."
      optionsStatus={status}
    />
  );
}
