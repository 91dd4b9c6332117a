'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Button } from '@/components/ui/button';
import { adminJsonRequest, requestAdminApi } from '@/lib/admin-api';
import { ApiRequestError } from '@/lib/api-client';
import { productPath } from '../../lib/product-path';
import { createProductSchema, staffProductDetailSchema, type CreateProductInput, type ProductFormValues, type StaffProductDetail } from '../../staff-schemas';
import { kindLabels } from '../product-list';
import { AgeBandsSection } from './age-bands-section';
import { BlackoutDatesSection } from './blackout-dates-section';
import { BoxGiftSection } from './box-gift-section';
import { BreadcrumbsSection, type BreadcrumbTrailPicker } from './breadcrumbs-section';
import { DeleteProductButton } from './delete-product-button';
import { DeparturesSection } from './departures-section';
import { DescriptionSection } from './description-section';
import { DetailsSection } from './details-section';
import { ExperienceSection } from './experience-section';
import { PicturesSection } from './pictures-section';
import { emptyProduct, sameOrder, toFormValues, toUpdateBody, withoutHiddenFields, type CarriedEdits, type ProductForm } from './product-values';
import { SearchEnginesSection } from './search-engines-section';
import { TourGradesSection } from './tour-grades-section';
import { ProductTranslationSections } from './translation-section';

export const productAnswerSchema = z.object({ data: staffProductDetailSchema });
const messageAnswerSchema = z.object({ message: z.string() });

const isEditConflict = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 409 && typeof error.body === 'object' && error.body !== null && 'title' in error.body && error.body.title === 'edit_conflict';

/** Server field messages beside their fields; anything else above the form. */
function showServerErrors(form: ProductForm, error: unknown): void {
  if (!(error instanceof ApiRequestError)) {
    toast.error('The back office cannot be reached. Check your connection and try again.');
    return;
  }
  const fields = Object.entries(error.fieldErrors);
  for (const [path, messages] of fields) {
    // The box's experiences are one control: a message about one of them is shown on it.
    const field = path.startsWith('coveredExperienceIds.') ? 'coveredExperienceIds' : path;
    form.setError(field === 'root' ? 'root' : (field as FieldPath<ProductFormValues>), { type: 'server', message: messages.join(' ') });
  }
  toast.error(error.message);
}

type ProductEditorProps = {
  /** The stored product when editing. */
  product: StaffProductDetail | null;
  /** Edits kept from before a reload, laid over the stored product. */
  carried?: CarriedEdits | null;
  onReload?: (carried: CarriedEdits) => void;
  onSaved?: () => void;
  breadcrumbTrailPicker: BreadcrumbTrailPicker;
};

/** The create and edit form. */
export function ProductEditor({ product, carried, onReload, onSaved, breadcrumbTrailPicker }: ProductEditorProps) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [initialValues] = useState<ProductFormValues>(() => ({ ...(product ? toFormValues(product) : emptyProduct), ...carried?.values }));
  const form: ProductForm = useForm<ProductFormValues, unknown, CreateProductInput>({ resolver: zodResolver(createProductSchema), defaultValues: initialValues });
  const savedBreadcrumbIds = product?.breadcrumbIds ?? [];
  const [breadcrumbIds, setBreadcrumbIds] = useState(carried?.breadcrumbIds ?? savedBreadcrumbIds);
  const [conflict, setConflict] = useState(false);
  const kind = useWatch({ control: form.control, name: 'kind' });
  const coveredCount = useWatch({ control: form.control, name: 'coveredExperienceIds' })?.length ?? 0;
  const isExperience = kind === 'EXPERIENCE';
  const showsDates = isExperience && product?.serviceType !== 'VIATOR';
  const knownSizes = new Map(product?.images.map((image) => [image.url, `${image.width} × ${image.height} px`]) ?? []);
  const errors = form.formState.errors;

  const save = useMutation({
    mutationFn: async (formValues: CreateProductInput) => {
      const values = withoutHiddenFields(formValues);
      const { data } = product
        ? await requestAdminApi(`/api/admin/products/${product.id}`, productAnswerSchema, adminJsonRequest('PUT', toUpdateBody(values, product)))
        : await requestAdminApi('/api/admin/products', productAnswerSchema, adminJsonRequest('POST', values));
      if (sameOrder(breadcrumbIds, savedBreadcrumbIds)) return { data };
      try {
        await requestAdminApi('/api/product/update-breadcrumbs', messageAnswerSchema, adminJsonRequest('POST', { productId: data.id, breadcrumbIds }));
        return { data: { ...data, breadcrumbIds } };
      } catch (error) {
        // The product itself is saved: failing the whole save would make a retry a 409.
        toast.error(`The product was saved, but not its breadcrumbs: ${error instanceof Error ? error.message : 'try again.'}`);
        return { data };
      }
    },
    onSuccess: async ({ data }) => {
      onSaved?.();
      queryClient.setQueryData(['admin', 'products', 'one', data.id], { data });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'products', 'list'] });
      // Editing: the new answer remounts the form with the values as stored.
      if (product) {
        toast.success('Product saved. The shop shows the change on its next page load.');
      } else {
        toast.success('Product created.');
        router.push(`/admin/products/${data.id}`);
      }
    },
    onError: (error) => {
      if (isEditConflict(error)) setConflict(true);
      else showServerErrors(form, error);
    },
  });

  /** Reloads the product as it is now, keeping every field staff changed here. */
  function reloadKeepingEdits(): void {
    const typed = form.getValues();
    const changedFields = (Object.keys(typed) as (keyof ProductFormValues)[]).filter((field) => JSON.stringify(typed[field]) !== JSON.stringify(initialValues[field]));
    const values: Partial<ProductFormValues> = Object.fromEntries(changedFields.map((field) => [field, typed[field]]));
    onReload?.({ values, ...(sameOrder(breadcrumbIds, savedBreadcrumbIds) ? {} : { breadcrumbIds }) });
  }

  return (
    <>
      <AdminPageHeader
        title={product ? `Edit “${product.title}”` : 'New product'}
        description={product ? `${kindLabels[product.kind]}${product.serviceType === 'VIATOR' ? ' booked through Viator' : ''}` : 'A gift voucher, or an experience the shop runs itself.'}
        actions={
          <>
            {product?.published ? (
              <Link href={productPath(product)} className="text-sm font-medium text-brand-dark underline underline-offset-4" target="_blank">
                View in the shop
              </Link>
            ) : null}
            <Link href="/admin/products" className="text-sm font-medium text-brand-dark underline underline-offset-4">
              Back to products
            </Link>
          </>
        }
      />
      <form method="post" onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate className="flex flex-col gap-6">
        {carried ? (
          <p role="status" className="rounded-md border border-black/10 bg-slate-50 px-3 py-2 text-sm">
            Reloaded with the latest version. Your changes are kept on top of it: check them, then save again.
          </p>
        ) : null}
        {errors.root ? (
          <p role="alert" className="rounded-md border border-brand bg-brand-light px-3 py-2 text-sm font-medium text-brand-dark">
            {errors.root.message}
          </p>
        ) : null}
        <DetailsSection form={form} choosesKind={product === null} showsPrice={isExperience || coveredCount === 0} />
        <DescriptionSection form={form} />
        {isExperience ? null : <BoxGiftSection form={form} initial={product?.coveredExperiences ?? []} />}
        <PicturesSection form={form} knownSizes={knownSizes} />
        {isExperience ? (
          <>
            <ExperienceSection form={form} />
            <AgeBandsSection form={form} />
            <TourGradesSection form={form} />
            {showsDates ? (
              <>
                <DeparturesSection form={form} />
                <BlackoutDatesSection form={form} />
              </>
            ) : null}
          </>
        ) : null}
        <BreadcrumbsSection value={breadcrumbIds} onChange={setBreadcrumbIds} Picker={breadcrumbTrailPicker} />
        <SearchEnginesSection form={form} />
        {/* Beside the Save button that was pressed, so it is seen where the save was asked for. */}
        {conflict ? (
          <div role="alert" className="flex flex-col gap-2 rounded-md border border-brand bg-brand-light px-3 py-3 text-sm text-brand-dark sm:flex-row sm:items-center sm:justify-between">
            <p className="font-medium">This product was changed by someone else. Reload to see their changes.</p>
            <Button size="sm" variant="secondary" onClick={reloadKeepingEdits}>
              Reload, keeping my changes
            </Button>
          </div>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button type="submit" loading={save.isPending}>
            {product ? 'Save product' : 'Create product'}
          </Button>
          {product ? <DeleteProductButton product={product} /> : null}
        </div>
      </form>
      {/* Translations of the texts as saved: a new product gets them once it exists. */}
      {product ? <ProductTranslationSections product={product} /> : null}
    </>
  );
}
