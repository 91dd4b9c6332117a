'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { AdminLoadState, AdminQueryFrame, describeAdminError } from '@/components/admin/admin-query-frame';
import { TranslationEditors } from '@/components/admin/translation-editor';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { ImageUploadField } from '@/domains/content/admin/image-upload-field';
import { pickTranslationTexts } from '@/lib/translation-input';
import { GIFT_DESIGN_NAME_MAX_LENGTH } from '../lib/gift-designs';
import { giftDesignInputSchema, giftDesignTranslationSchema, type GiftDesignInput, type StaffGiftDesign } from '../staff-schemas';
import { fetchDesignOccasions, fetchGiftDesign, giftDesignQueryKeys, useSaveGiftDesign } from './gift-design-api';

type DesignFormValues = z.input<typeof giftDesignInputSchema>;

/** /admin/gift-designs/new and /admin/gift-designs/{id}: the English name, the art, the occasions; the French name below. */
export function GiftDesignEditor({ designId }: { designId: string | null }) {
  const design = useQuery({ queryKey: giftDesignQueryKeys.one(designId ?? 'new'), queryFn: () => fetchGiftDesign(designId ?? ''), enabled: designId !== null });
  if (designId === null) return <DesignForm design={null} />;
  return (
    <AdminQueryFrame query={design} describeError={describeAdminError}>
      {(loaded) => (
        <>
          <DesignForm design={loaded} />
          <TranslationEditors
            basePath={`/api/admin/gift-designs/${encodeURIComponent(loaded.id)}/translations`}
            queryKey={[...giftDesignQueryKeys.one(loaded.id), 'translation']}
            texts={[{ name: 'name', label: 'Name', english: loaded.name, maxLength: GIFT_DESIGN_NAME_MAX_LENGTH }]}
            read={(answer) => pickTranslationTexts(giftDesignTranslationSchema.parse(answer), ['name'])}
            body={(values) => ({ name: values.name })}
          />
        </>
      )}
    </AdminQueryFrame>
  );
}

function toFormValues(design: StaffGiftDesign | null): DesignFormValues {
  return {
    name: design?.name ?? '',
    imageUrl: design?.imageUrl ?? '',
    occasionTagIds: design?.occasions.map((occasion) => occasion.id) ?? [],
    published: design?.published ?? false,
  };
}

function DesignForm({ design }: { design: StaffGiftDesign | null }) {
  const router = useRouter();
  const save = useSaveGiftDesign(design?.id ?? null);
  const occasions = useQuery({ queryKey: giftDesignQueryKeys.occasions, queryFn: fetchDesignOccasions });
  const form = useForm<DesignFormValues, unknown, GiftDesignInput>({ resolver: zodResolver(giftDesignInputSchema), defaultValues: toFormValues(design) });
  const { errors } = form.formState;
  const name = useWatch({ control: form.control, name: 'name' });

  async function submit(input: GiftDesignInput): Promise<void> {
    try {
      const saved = await save.mutateAsync(input);
      toast.success(saved.published ? 'Design saved. The shop offers it on its next page load.' : 'Design saved. Publish it to offer it in the shop.');
      form.reset(toFormValues(saved));
      if (!design) router.replace(`/admin/gift-designs/${saved.id}`);
    } catch (error) {
      toast.error(describeAdminError(error));
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-6 rounded-lg border border-black/10 bg-white p-4 sm:p-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          <TextField id="design-name" label="Name in English" maxLength={GIFT_DESIGN_NAME_MAX_LENGTH} error={errors.name?.message} {...form.register('name')} />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold">Occasions it suits (none: the plain design, offered when no occasion fits)</legend>
            {occasions.data ? (
              <Controller
                control={form.control}
                name="occasionTagIds"
                render={({ field }) => (
                  <div className="grid gap-1 sm:grid-cols-2">
                    {occasions.data.map((occasion) => {
                      const chosen = (field.value ?? []).includes(occasion.id);
                      return (
                        <label key={occasion.id} className="flex min-h-8 items-center gap-2 text-sm">
                          <input
                            type="checkbox"
                            className="size-4 accent-brand"
                            checked={chosen}
                            onChange={() => field.onChange(chosen ? (field.value ?? []).filter((id) => id !== occasion.id) : [...(field.value ?? []), occasion.id])}
                          />
                          {occasion.name}
                        </label>
                      );
                    })}
                  </div>
                )}
              />
            ) : (
              <AdminLoadState error={occasions.isError ? describeAdminError(occasions.error) : null} loadingText="Loading the occasions…" />
            )}
          </fieldset>
          <label className="flex min-h-6 items-center gap-2 text-sm font-semibold">
            <input type="checkbox" className="size-4 accent-brand" {...form.register('published')} />
            Published (buyers can choose it)
          </label>
        </div>
        <Controller
          control={form.control}
          name="imageUrl"
          render={({ field, fieldState }) => (
            <ImageUploadField
              id="design-art"
              label="Artwork (a wide picture, about 3:1; it fills the top of the voucher)"
              value={field.value ?? ''}
              onChange={field.onChange}
              previewAlt={name ? `Artwork of ${name}` : 'Artwork preview'}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending}>
          {design ? 'Save design' : 'Create design'}
        </Button>
      </div>
    </form>
  );
}
