'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { z } from 'zod';
import { landingQueryKeys } from '@/domains/content/admin/landing-query-keys';
import { OrderedPicker } from '@/domains/content/admin/ordered-picker';
import { staffBreadcrumbSchema } from '@/domains/content/schemas';
import { requestAdminApi } from '@/lib/admin-api';
import { Section } from './form-parts';

const breadcrumbsAnswerSchema = z.object({ data: z.array(staffBreadcrumbSchema) });

export function BreadcrumbsSection({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const breadcrumbs = useQuery({ queryKey: landingQueryKeys.breadcrumbs, queryFn: () => requestAdminApi('/api/landing/all-breadcrumbs', breadcrumbsAnswerSchema) });
  const status = breadcrumbs.isPending ? 'Loading breadcrumbs…' : breadcrumbs.error ? `Breadcrumbs could not be loaded: ${breadcrumbs.error.message}` : null;
  return (
    <Section title="Breadcrumbs" description="The trail above the product page, from Home on. Left empty, the page shows the list it belongs to.">
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
    </Section>
  );
}
