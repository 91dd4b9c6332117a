'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { toast } from 'sonner';
import * as z from 'zod';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminQueryFrame } from '@/components/admin/admin-query-frame';
import { ConfirmButton } from '@/components/admin/confirm-button';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { adminJsonRequest, requestAdminApi } from '@/lib/admin-api';
import { ApiRequestError } from '@/lib/api-client';
import { allBreadcrumbsInputSchema, staffBreadcrumbSchema, type AllBreadcrumbsInput, type StaffBreadcrumb } from '../schemas';
import { landingQueryKeys } from './landing-query-keys';
import { BreadcrumbTranslationSections } from './translation-sections';

const breadcrumbsAnswerSchema = z.object({ data: z.array(staffBreadcrumbSchema) });
const problemFieldErrorsSchema = z.object({ errors: z.record(z.string(), z.array(z.string())) });

/** /admin/landings/breadcrumbs: the shared breadcrumb links landings and products pick their trails from. */
export function BreadcrumbListEditor() {
  const breadcrumbs = useQuery({
    queryKey: landingQueryKeys.breadcrumbs,
    queryFn: () => requestAdminApi('/api/landing/all-breadcrumbs', breadcrumbsAnswerSchema),
  });

  return (
    <>
      <AdminPageHeader
        title="Breadcrumbs"
        description="The links that make up the trails above landing and product pages. Pick them per page on the page’s form."
        actions={
          <Link href="/admin/landings" className="text-sm font-semibold underline underline-offset-2">
            All landing pages
          </Link>
        }
      />
      <AdminQueryFrame query={breadcrumbs} loadingText="Loading breadcrumbs…">
        {(answer) => (
          <>
            <BreadcrumbForm key={breadcrumbs.dataUpdatedAt} saved={answer.data} />
            <BreadcrumbTranslationSections key={`translations-${breadcrumbs.dataUpdatedAt}`} breadcrumbs={answer.data} />
          </>
        )}
      </AdminQueryFrame>
    </>
  );
}

function BreadcrumbForm({ saved }: { saved: StaffBreadcrumb[] }) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const usage = new Map(saved.map((crumb) => [crumb.id, crumb.usedBy]));
  const form = useForm<AllBreadcrumbsInput>({
    resolver: zodResolver(allBreadcrumbsInputSchema),
    defaultValues: { breadcrumbs: saved.map(({ id, label, url }) => ({ id, label, url })) },
  });
  const rows = useFieldArray({ control: form.control, name: 'breadcrumbs', keyName: 'key' });
  const { errors, isSubmitting } = form.formState;

  async function save(values: AllBreadcrumbsInput): Promise<void> {
    setFailure(null);
    try {
      const answer = await requestAdminApi('/api/landing/all-breadcrumbs', breadcrumbsAnswerSchema, adminJsonRequest('PUT', values));
      queryClient.setQueryData(landingQueryKeys.breadcrumbs, answer);
      toast.success('Breadcrumbs saved.');
    } catch (error) {
      if (!(error instanceof ApiRequestError)) {
        setFailure('The back office cannot be reached. Check your connection and try again.');
        return;
      }
      const fieldErrors = problemFieldErrorsSchema.safeParse(error.body);
      for (const [field, messages] of Object.entries(fieldErrors.success ? fieldErrors.data.errors : {})) {
        form.setError(field as FieldPath<AllBreadcrumbsInput>, { message: messages[0] });
      }
      setFailure(error.message);
    }
  }

  return (
    <form method="post" onSubmit={form.handleSubmit(save)} noValidate className="flex max-w-4xl flex-col gap-4" aria-label="Breadcrumbs">
      {failure ? (
        <p role="alert" className="rounded-md border border-brand bg-brand-light px-3 py-2 text-sm font-medium text-brand-dark">
          {failure}
        </p>
      ) : null}
      {rows.fields.length === 0 ? <p className="text-muted">No breadcrumbs yet. Add the first one, e.g. Home with the URL /.</p> : null}
      <ul className="flex flex-col gap-3">
        {rows.fields.map((row, index) => {
          const usedBy = row.id ? (usage.get(row.id) ?? 0) : 0;
          const rowErrors = errors.breadcrumbs?.[index];
          const name = form.getValues(`breadcrumbs.${index}.label`) || `breadcrumb ${index + 1}`;
          return (
            <li key={row.key} className="grid gap-3 rounded-lg border border-black/10 bg-white p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
              <TextField id={`breadcrumb-${index}-label`} label="Label" error={rowErrors?.label?.message} {...form.register(`breadcrumbs.${index}.label`)} />
              <TextField
                id={`breadcrumb-${index}-url`}
                label="URL"
                autoCapitalize="none"
                spellCheck={false}
                error={rowErrors?.url?.message ?? rowErrors?.id?.message}
                {...form.register(`breadcrumbs.${index}.url`)}
              />
              <div className="flex flex-col gap-1 sm:pt-6">
                {usedBy > 0 ? (
                  <ConfirmButton
                    title={`Remove ${name}?`}
                    description={`It is on ${usedBy} ${usedBy === 1 ? 'page' : 'pages'}: saving the list takes it off their trails.`}
                    confirmLabel="Remove"
                    onConfirm={() => rows.remove(index)}
                  >
                    Remove<span className="sr-only"> {name}</span>
                  </ConfirmButton>
                ) : (
                  <Button variant="secondary" size="sm" onClick={() => rows.remove(index)}>
                    Remove<span className="sr-only"> {name}</span>
                  </Button>
                )}
                <span className="text-xs text-muted">{usedBy > 0 ? `On ${usedBy} ${usedBy === 1 ? 'page' : 'pages'}` : 'Not used yet'}</span>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => rows.append({ label: '', url: '/' })}>
          Add a breadcrumb
        </Button>
        <Button type="submit" loading={isSubmitting}>
          Save breadcrumbs
        </Button>
      </div>
    </form>
  );
}
