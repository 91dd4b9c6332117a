'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { toast } from 'sonner';
import * as z from 'zod';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminErrorAlert, AdminLoadState } from '@/components/admin/admin-query-frame';
import { ConfirmButton } from '@/components/admin/confirm-button';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { adminJsonRequest, adminListAnswerSchema, requestAdminApi } from '@/lib/admin-api';
import { ApiRequestError } from '@/lib/api-client';
import { SearchPicker } from '@/domains/catalog/admin/search-picker';
import { describeTagTree, fetchTagTree, tagQueryKeys, tagTreeCandidates } from '@/domains/catalog/admin/tag-api';
import { landingFormSchema, staffBreadcrumbSchema, staffLandingRowSchema, staffLandingSchema, type StaffLanding } from '../schemas';
import { ImageUploadField } from './image-upload-field';
import { OrderedPicker } from '@/components/admin/ordered-picker';
import { landingQueryKeys } from './landing-query-keys';
import { LandingTranslationSections } from './translation-sections';

type LandingFormInput = z.input<typeof landingFormSchema>;
type LandingFormOutput = z.output<typeof landingFormSchema>;

const landingAnswerSchema = z.object({ data: staffLandingSchema });
const breadcrumbsAnswerSchema = z.object({ data: z.array(staffBreadcrumbSchema) });
const problemFieldErrorsSchema = z.object({ errors: z.record(z.string(), z.array(z.string())) });

const emptyLanding: LandingFormInput = {
  urlPath: '',
  title: '',
  body: '',
  bannerImg: '',
  thumbImg: '',
  seoTitle: '',
  seoDescription: '',
  seoKeywords: '',
  published: true,
  sortOrder: 0,
  tagIds: [],
  breadcrumbIds: [],
  similarIds: [],
};

function toFormValues(landing: StaffLanding): LandingFormInput {
  return {
    urlPath: landing.urlPath,
    title: landing.title,
    body: landing.body,
    bannerImg: landing.bannerImg ?? '',
    thumbImg: landing.thumbImg ?? '',
    seoTitle: landing.seoTitle ?? '',
    seoDescription: landing.seoDescription ?? '',
    seoKeywords: landing.seoKeywords ?? '',
    published: landing.published,
    sortOrder: landing.sortOrder,
    tagIds: landing.tagIds,
    breadcrumbIds: landing.breadcrumbIds,
    similarIds: landing.similarIds,
  };
}

const formFields = new Set<string>(Object.keys(emptyLanding));

/** /admin/landings/create and /admin/landings/{id}: one form for a new landing and an existing one. */
export function LandingEditor({ landingId }: { landingId?: string }) {
  const landing = useQuery({
    queryKey: landingQueryKeys.detail(landingId ?? 'new'),
    queryFn: () => requestAdminApi(`/api/v3/landing-page/${encodeURIComponent(landingId ?? '')}`, landingAnswerSchema),
    enabled: landingId !== undefined,
  });

  if (landingId === undefined) {
    return (
      <>
        <AdminPageHeader title="New landing page" description="It goes live at its path once saved as published." actions={<BackToList />} />
        <LandingForm initial={emptyLanding} />
      </>
    );
  }
  if (landing.isPending) return <AdminLoadState error={null} loadingText="Loading the landing page…" />;
  if (landing.error) {
    return (
      <>
        <AdminPageHeader title="Landing page" actions={<BackToList />} />
        <AdminErrorAlert>{landing.error.message}</AdminErrorAlert>
      </>
    );
  }
  return (
    <>
      <LandingForm key={landing.data.data.updatedAt} saved={landing.data.data} initial={toFormValues(landing.data.data)} />
      <LandingTranslationSections landing={landing.data.data} />
    </>
  );
}

function BackToList() {
  return (
    <Link href="/admin/landings" className="text-sm font-semibold underline underline-offset-2">
      All landing pages
    </Link>
  );
}

function LandingForm({ saved, initial }: { saved?: StaffLanding; initial: LandingFormInput }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LandingFormInput, unknown, LandingFormOutput>({ resolver: zodResolver(landingFormSchema), defaultValues: initial });
  const { errors, isSubmitting } = form.formState;

  const breadcrumbs = useQuery({
    queryKey: landingQueryKeys.breadcrumbs,
    queryFn: () => requestAdminApi('/api/landing/all-breadcrumbs', breadcrumbsAnswerSchema),
  });
  const tagTree = useQuery({ queryKey: tagQueryKeys.tree, queryFn: fetchTagTree });
  const tagCandidates = tagTreeCandidates(() => queryClient.fetchQuery({ queryKey: tagQueryKeys.tree, queryFn: fetchTagTree }));
  const landings = useQuery({
    queryKey: landingQueryKeys.list('page=1&per_page=100'),
    queryFn: () => requestAdminApi('/api/v3/landing-page?page=1&per_page=100', adminListAnswerSchema(staffLandingRowSchema)),
  });

  const remove = useMutation({
    mutationFn: (id: string) => requestAdminApi(`/api/v3/landing-page/${encodeURIComponent(id)}`, z.object({ message: z.string() }), adminJsonRequest('DELETE')),
    onSuccess: async ({ message }) => {
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: landingQueryKeys.all });
      router.push('/admin/landings');
    },
    onError: (error) => toast.error(error.message),
  });

  async function save(values: LandingFormOutput): Promise<void> {
    setFailure(null);
    const body = { ...values, bannerImg: values.bannerImg || null, thumbImg: values.thumbImg || null };
    try {
      const { data } = saved
        ? await requestAdminApi(`/api/v3/landing-page/${encodeURIComponent(saved.id)}`, landingAnswerSchema, adminJsonRequest('PUT', body))
        : await requestAdminApi('/api/v3/landing-page', landingAnswerSchema, adminJsonRequest('POST', body));
      await queryClient.invalidateQueries({ queryKey: landingQueryKeys.all });
      toast.success(saved ? 'Landing page saved.' : 'Landing page created.');
      if (!saved) router.push(`/admin/landings/${data.id}`);
    } catch (error) {
      if (!(error instanceof ApiRequestError)) {
        setFailure('The back office cannot be reached. Check your connection and try again.');
        return;
      }
      const fieldErrors = problemFieldErrorsSchema.safeParse(error.body);
      const unplaced: string[] = [];
      for (const [field, messages] of Object.entries(fieldErrors.success ? fieldErrors.data.errors : {})) {
        if (formFields.has(field)) form.setError(field as FieldPath<LandingFormInput>, { message: messages[0] });
        else unplaced.push(...messages);
      }
      setFailure([error.message, ...unplaced].join(' '));
    }
  }

  const tagsById = new Map(describeTagTree(tagTree.data ?? []).map((tag) => [tag.id, tag]));
  const breadcrumbOptions = (breadcrumbs.data?.data ?? []).map((crumb) => ({ id: crumb.id, label: crumb.label, detail: crumb.url }));
  const similarOptions = (landings.data?.data ?? [])
    .filter((other) => other.id !== saved?.id)
    .map((other) => ({ id: other.id, label: other.title, detail: `/${other.urlPath}${other.published ? '' : ' (draft)'}` }));
  const optionsStatus = (query: { isPending: boolean; error: Error | null }, what: string) =>
    query.isPending ? `Loading ${what}…` : query.error ? `${what[0]?.toUpperCase()}${what.slice(1)} could not be loaded: ${query.error.message}` : null;

  return (
    <>
      {saved ? (
        <AdminPageHeader
          title={saved.title}
          description={
            saved.published ? (
              <>
                Live at{' '}
                <a href={`/${saved.urlPath}`} target="_blank" rel="noreferrer" className="font-semibold underline underline-offset-2">
                  /{saved.urlPath}
                  <span className="sr-only"> (opens a new tab)</span>
                </a>
              </>
            ) : (
              <>A draft: the storefront does not show /{saved.urlPath} until it is published.</>
            )
          }
          actions={
            <>
              <BackToList />
              <ConfirmButton
                title="Delete this landing page?"
                description={`/${saved.urlPath} will answer “Page not found”, and the page disappears from other landings’ similar lists. This cannot be undone.`}
                confirmLabel="Delete landing page"
                onConfirm={() => remove.mutateAsync(saved.id).then(() => undefined)}
              >
                Delete
              </ConfirmButton>
            </>
          }
        />
      ) : null}
      <form method="post" onSubmit={form.handleSubmit(save)} noValidate className="flex max-w-3xl flex-col gap-6" aria-label={saved ? 'Edit landing page' : 'New landing page'}>
        {failure ? (
          <p role="alert" className="rounded-md border border-brand bg-brand-light px-3 py-2 text-sm font-medium text-brand-dark">
            {failure}
          </p>
        ) : null}
        <section className="flex flex-col gap-4" aria-labelledby="landing-page-heading">
          <h2 id="landing-page-heading" className="text-lg font-bold">
            Page
          </h2>
          <TextField id="landing-title" label="Title" error={errors.title?.message} {...form.register('title')} />
          <TextField
            id="landing-url-path"
            label="URL path (e.g. toronto/food-tours)"
            autoCapitalize="none"
            spellCheck={false}
            error={errors.urlPath?.message}
            {...form.register('urlPath')}
          />
          <TextAreaField id="landing-body" label="Text (markdown)" rows={10} error={errors.body?.message} {...form.register('body')} />
          <div className="flex flex-wrap gap-6">
            <label className="flex items-center gap-2 text-sm font-semibold">
              <input type="checkbox" className="size-5 accent-brand" {...form.register('published')} />
              Published
            </label>
            <div className="w-40">
              <TextField
                id="landing-sort-order"
                label="Sort order"
                type="number"
                min={0}
                inputMode="numeric"
                error={errors.sortOrder?.message}
                {...form.register('sortOrder', { valueAsNumber: true })}
              />
            </div>
          </div>
        </section>

        <section className="flex flex-col gap-4" aria-labelledby="landing-images-heading">
          <h2 id="landing-images-heading" className="text-lg font-bold">
            Pictures
          </h2>
          <Controller
            control={form.control}
            name="bannerImg"
            render={({ field, fieldState }) => (
              <ImageUploadField id="landing-banner" label="Banner" value={field.value} onChange={field.onChange} error={fieldState.error?.message} previewAlt="Banner preview" />
            )}
          />
          <Controller
            control={form.control}
            name="thumbImg"
            render={({ field, fieldState }) => (
              <ImageUploadField id="landing-thumb" label="Thumbnail" value={field.value} onChange={field.onChange} error={fieldState.error?.message} previewAlt="Thumbnail preview" />
            )}
          />
        </section>

        <section className="flex flex-col gap-4" aria-labelledby="landing-links-heading">
          <h2 id="landing-links-heading" className="text-lg font-bold">
            Links
          </h2>
          <Controller
            control={form.control}
            name="tagIds"
            render={({ field, fieldState }) => (
              <SearchPicker
                legend="Tags (the page lists their products)"
                candidates={tagCandidates}
                selected={(field.value ?? []).map((id) => tagsById.get(id) ?? { id, label: tagTree.isPending ? 'Loading…' : 'A removed tag', detail: '' })}
                onChange={(tags) => field.onChange(tags.map((tag) => tag.id))}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="breadcrumbIds"
            render={({ field, fieldState }) => (
              <OrderedPicker
                legend="Breadcrumbs"
                hint={
                  <>
                    From Home to this page. Edit the shared list under <Link href="/admin/landings/breadcrumbs" className="underline">Breadcrumbs</Link>.
                  </>
                }
                options={breadcrumbOptions}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                emptyText="No breadcrumbs: the page shows no trail."
                optionsStatus={optionsStatus(breadcrumbs, 'breadcrumbs')}
              />
            )}
          />
          <Controller
            control={form.control}
            name="similarIds"
            render={({ field, fieldState }) => (
              <OrderedPicker
                legend="Similar landings"
                hint="Shown under the page, in this order (drafts stay hidden until published)."
                options={similarOptions}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                emptyText="No similar landings."
                optionsStatus={optionsStatus(landings, 'landing pages')}
              />
            )}
          />
        </section>

        <section className="flex flex-col gap-4" aria-labelledby="landing-seo-heading">
          <h2 id="landing-seo-heading" className="text-lg font-bold">
            Search engines
          </h2>
          <TextField id="landing-seo-title" label="SEO title (the page title when empty)" error={errors.seoTitle?.message} {...form.register('seoTitle')} />
          <TextAreaField id="landing-seo-description" label="SEO description" rows={3} error={errors.seoDescription?.message} {...form.register('seoDescription')} />
          <TextField id="landing-seo-keywords" label="SEO keywords (comma-separated)" error={errors.seoKeywords?.message} {...form.register('seoKeywords')} />
        </section>

        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={isSubmitting}>
            {saved ? 'Save landing page' : 'Create landing page'}
          </Button>
        </div>
      </form>
    </>
  );
}
