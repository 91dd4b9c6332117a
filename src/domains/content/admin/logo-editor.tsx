'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { AdminQueryFrame, describeAdminError } from '@/components/admin/admin-query-frame';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { logoContentSchema, type LogoContent } from '../schemas';
import { ImageUploadField } from './image-upload-field';
import { SaveBar } from './save-bar';
import { useSaveSiteContentBlock, useSiteContentBlock } from './site-content-api';
import { SiteBlockTranslationSections } from './translation-sections';

const LOGO_PATH = '/api/content/logo';

/** /admin/content/logo: the header logo, uploaded through POST /v3/upload, with a preview. */
export function LogoEditor() {
  const query = useSiteContentBlock(LOGO_PATH, logoContentSchema);
  return <AdminQueryFrame query={query} describeError={describeAdminError}>{(logo) => (
        <>
          <LogoForm logo={logo} />
          {logo ? <SiteBlockTranslationSections path={LOGO_PATH} block={logo} /> : null}
        </>
      )}</AdminQueryFrame>;
}

function LogoForm({ logo }: { logo: LogoContent | null }) {
  const save = useSaveSiteContentBlock(LOGO_PATH, logoContentSchema, 'Logo saved. The shop shows it now.');
  const form = useForm<LogoContent>({
    resolver: zodResolver(logoContentSchema),
    // Width and height come from the uploaded picture; 0 until there is one.
    defaultValues: logo ?? { url: '', alt: '', width: 0, height: 0 },
  });
  const { errors, isDirty } = form.formState;
  const alt = useWatch({ control: form.control, name: 'alt' });

  return (
    <form
      method="post"
      noValidate
      onSubmit={form.handleSubmit(async (values) => {
        const saved = await save.mutateAsync(values).catch(() => null);
        if (saved) form.reset(saved);
      })}
      className="flex max-w-2xl flex-col gap-5"
    >
      <Controller
        control={form.control}
        name="url"
        render={({ field }) => (
          <ImageUploadField
            id="logo-url"
            label="Logo picture"
            value={field.value}
            onChange={field.onChange}
            onMeasured={({ width, height }) => {
              form.setValue('width', width, { shouldDirty: true, shouldValidate: true });
              form.setValue('height', height, { shouldDirty: true, shouldValidate: true });
            }}
            previewAlt={alt || 'Logo preview'}
            error={errors.url ? 'Upload a picture or give its address' : undefined}
          />
        )}
      />
      <TextField id="logo-alt" label="Alt text (the shop's name as screen readers say it)" error={errors.alt && 'Alt text is required, up to 120 characters'} {...form.register('alt')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="logo-width"
          label="Width in pixels"
          type="number"
          min={1}
          inputMode="numeric"
          error={errors.width && 'A whole number above 0'}
          {...form.register('width', { valueAsNumber: true })}
        />
        <TextField
          id="logo-height"
          label="Height in pixels"
          type="number"
          min={1}
          inputMode="numeric"
          error={errors.height && 'A whole number above 0'}
          {...form.register('height', { valueAsNumber: true })}
        />
      </div>
      <p className="text-sm text-muted">The header shows the logo 36 pixels high; upload it at twice that or more for sharp screens.</p>
      <SaveBar saving={save.isPending} dirty={isDirty}>
        <Button type="submit" loading={save.isPending}>
          Save logo
        </Button>
      </SaveBar>
    </form>
  );
}
