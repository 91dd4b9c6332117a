'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Control, type FieldPath } from 'react-hook-form';
import { AdminQueryFrame, describeAdminError } from '@/components/admin/admin-query-frame';
import { iconRegistry } from '@/components/ui/icon-registry';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { homePageContentSchema, type HomePageContent } from '../schemas';
import { readListErrors } from './form-errors';
import { ImageUploadField } from './image-upload-field';
import { ListItemButtons } from './list-item-buttons';
import { SaveBar } from './save-bar';
import { useSaveSiteContentBlock, useSiteContentBlock } from './site-content-api';
import { StringListField } from './string-list-field';
import { SiteBlockTranslationSections } from './translation-sections';

const HOME_PAGE_PATH = '/api/content/home-page';
const iconNames = Object.keys(iconRegistry).sort();

const emptyHomePage: HomePageContent = {
  hero: { title: '', subtitle: '', imageUrl: '', imageAlt: '', cta: { label: '', href: '/gift' } },
  featuredGiftSlugs: [],
  topCategoryTagSlugs: [],
  featuredExperienceSlugs: [],
  howItWorks: { title: '', steps: [{ title: '', text: '', icon: 'gift' }] },
  blogTeaserCount: 3,
};

/** /admin/content/home-page: the home page's sections, in the order the storefront shows them. */
export function HomePageEditor() {
  const query = useSiteContentBlock(HOME_PAGE_PATH, homePageContentSchema);
  return <AdminQueryFrame query={query} describeError={describeAdminError}>{(content) => (
        <>
          <HomePageForm content={content ?? emptyHomePage} />
          {content ? <SiteBlockTranslationSections path={HOME_PAGE_PATH} block={content} /> : null}
        </>
      )}</AdminQueryFrame>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 rounded-lg border border-black/10 bg-white p-4 sm:p-6">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

type SlugListName = 'featuredGiftSlugs' | 'topCategoryTagSlugs' | 'featuredExperienceSlugs';

function SlugList({ control, name, label, itemLabel, hint }: { control: Control<HomePageContent>; name: SlugListName; label: string; itemLabel: string; hint: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const errors = readListErrors(fieldState.error);
        return <StringListField label={label} itemLabel={itemLabel} hint={hint} value={field.value} onChange={field.onChange} itemErrors={errors.items} error={errors.whole} max={12} />;
      }}
    />
  );
}

function HomePageForm({ content }: { content: HomePageContent }) {
  const save = useSaveSiteContentBlock(HOME_PAGE_PATH, homePageContentSchema, 'Home page saved. The shop shows it now.');
  const form = useForm<HomePageContent>({ resolver: zodResolver(homePageContentSchema), defaultValues: content });
  const steps = useFieldArray({ control: form.control, name: 'howItWorks.steps' });
  const { errors, isDirty } = form.formState;
  const heroImageAlt = useWatch({ control: form.control, name: 'hero.imageAlt' });
  const errorOf = (name: FieldPath<HomePageContent>) => form.getFieldState(name, form.formState).error?.message;

  return (
    <form
      method="post"
      noValidate
      onSubmit={form.handleSubmit(async (values) => {
        const saved = await save.mutateAsync(values).catch(() => null);
        if (saved) form.reset(saved);
      })}
      className="flex flex-col gap-6"
    >
      <Section title="Hero">
        <TextField id="hero-title" label="Hero title" error={errorOf('hero.title')} {...form.register('hero.title')} />
        <TextAreaField id="hero-subtitle" label="Subtitle" error={errorOf('hero.subtitle')} {...form.register('hero.subtitle')} />
        <Controller
          control={form.control}
          name="hero.imageUrl"
          render={({ field, fieldState }) => (
            <ImageUploadField
              id="hero-image"
              label="Hero picture"
              value={field.value}
              onChange={field.onChange}
              previewAlt={heroImageAlt || 'Hero picture preview'}
              error={fieldState.error ? 'Upload a picture or give its address' : undefined}
            />
          )}
        />
        <TextField id="hero-image-alt" label="Picture description (alt text)" error={errorOf('hero.imageAlt')} {...form.register('hero.imageAlt')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="hero-cta-label" label="Button label" error={errorOf('hero.cta.label')} {...form.register('hero.cta.label')} />
          <TextField id="hero-cta-href" label="Button goes to (a path such as /gift)" error={errorOf('hero.cta.href')} {...form.register('hero.cta.href')} />
        </div>
      </Section>

      <Section title="Featured products and categories">
        <SlugList control={form.control} name="featuredGiftSlugs" label="Featured gifts" itemLabel="Gift slug" hint="The gifts' URL names (e.g. the end of /gift/…), in the order shown." />
        <SlugList control={form.control} name="topCategoryTagSlugs" label="Top categories" itemLabel="Category tag slug" hint="Category tags' slugs; a category without a picture borrows its most popular product's." />
        <SlugList control={form.control} name="featuredExperienceSlugs" label="Featured experiences" itemLabel="Experience slug" hint="The experiences' URL names (the end of /booking/…)." />
      </Section>

      <Section title="How it works">
        <TextField id="how-title" label="Section title" error={errorOf('howItWorks.title')} {...form.register('howItWorks.title')} />
        <ol className="flex flex-col gap-4">
          {steps.fields.map((step, index) => (
            <li key={step.id} className="flex flex-col gap-3 rounded-md border border-black/10 p-4">
              <h3 className="font-semibold">Step {index + 1}</h3>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField id={`step-${index}-title`} label={`Step ${index + 1} title`} error={errorOf(`howItWorks.steps.${index}.title`)} {...form.register(`howItWorks.steps.${index}.title`)} />
                <SelectField id={`step-${index}-icon`} label={`Step ${index + 1} icon`} error={errorOf(`howItWorks.steps.${index}.icon`)} {...form.register(`howItWorks.steps.${index}.icon`)}>
                  {iconNames.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </SelectField>
              </div>
              <TextAreaField id={`step-${index}-text`} label={`Step ${index + 1} text`} error={errorOf(`howItWorks.steps.${index}.text`)} {...form.register(`howItWorks.steps.${index}.text`)} />
              <ListItemButtons itemName={`step ${index + 1}`} index={index} count={steps.fields.length} onMove={steps.move} onRemove={steps.remove} />
            </li>
          ))}
        </ol>
        {readListErrors(errors.howItWorks?.steps).whole ? (
          <p className="text-sm font-medium text-brand-dark">Keep between one and six steps.</p>
        ) : null}
        <div>
          <Button variant="secondary" size="sm" disabled={steps.fields.length >= 6} onClick={() => steps.append({ title: '', text: '', icon: 'gift' })}>
            Add a step
          </Button>
        </div>
      </Section>

      <Section title="Blog teasers">
        <TextField
          id="blog-teaser-count"
          label="Latest posts shown on the home page (0 to 6)"
          type="number"
          min={0}
          max={6}
          inputMode="numeric"
          error={errors.blogTeaserCount && 'A whole number from 0 to 6'}
          {...form.register('blogTeaserCount', { valueAsNumber: true })}
        />
      </Section>

      <SaveBar saving={save.isPending} dirty={isDirty}>
        <Button type="submit" loading={save.isPending}>
          Save home page
        </Button>
      </SaveBar>
    </form>
  );
}
