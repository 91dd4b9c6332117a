'use client';

import type { z } from 'zod';
import { TranslationEditors, type TranslatableText, type TranslationTexts } from '@/components/admin/translation-editor';
import { listReadableTexts } from '@/lib/content-translation';
import { pickTranslationTexts } from '@/lib/translation-input';
import type { StaffBreadcrumb, StaffLanding, StaffPost } from '../schemas';
import { staffLandingTranslationSchema, staffPostTranslationSchema, staffTextsTranslationSchema } from '../translation-schemas';

/*
 * Below each content form: its texts in each of the shop's other languages, beside the English
 * as saved (docs/adr/0024). Each language is saved on its own.
 */

function itemTranslations(schema: z.ZodType<Record<string, unknown>>, texts: TranslatableText[]): { read: (answer: unknown) => TranslationTexts; body: (values: TranslationTexts) => unknown } {
  const fields = texts.map((text) => text.name);
  return { read: (answer) => pickTranslationTexts(schema.parse(answer), fields), body: (values) => values };
}

export function LandingTranslationSections({ landing }: { landing: StaffLanding }) {
  const texts: TranslatableText[] = [
    { name: 'title', label: 'Title', english: landing.title, maxLength: 160 },
    { name: 'body', label: 'Text (markdown)', english: landing.body, multiline: true, maxLength: 100_000 },
    { name: 'seoTitle', label: 'Search engine title', english: landing.seoTitle, maxLength: 160 },
    { name: 'seoDescription', label: 'Search engine description', english: landing.seoDescription, multiline: true, maxLength: 320 },
    { name: 'seoKeywords', label: 'Search engine keywords', english: landing.seoKeywords, maxLength: 320 },
  ];
  return (
    <TranslationEditors
      basePath={`/api/v3/landing-page/${encodeURIComponent(landing.id)}/translations`}
      queryKey={['admin', 'landings', 'translation', landing.id]}
      texts={texts}
      {...itemTranslations(staffLandingTranslationSchema, texts)}
    />
  );
}

export function PostTranslationSections({ post }: { post: StaffPost }) {
  const texts: TranslatableText[] = [
    { name: 'title', label: 'Title', english: post.title, maxLength: 200 },
    { name: 'excerpt', label: 'Excerpt', english: post.excerpt, multiline: true, maxLength: 500 },
    { name: 'body', label: 'Text (markdown)', english: post.body, multiline: true, maxLength: 200_000 },
    { name: 'seoTitle', label: 'Search engine title', english: post.seoTitle, maxLength: 160 },
    { name: 'seoDescription', label: 'Search engine description', english: post.seoDescription, multiline: true, maxLength: 320 },
  ];
  return (
    <TranslationEditors
      basePath={`/api/content/posts/${encodeURIComponent(post.id)}/translations`}
      queryKey={['admin', 'posts', 'translation', post.id]}
      texts={texts}
      {...itemTranslations(staffPostTranslationSchema, texts)}
    />
  );
}

const pathWords: Record<string, string> = {
  hero: 'Hero',
  cta: 'button',
  howItWorks: 'How it works',
  steps: 'step',
  about: 'About column',
  support: 'Support column',
  links: 'link',
  title: 'title',
  subtitle: 'subtitle',
  label: 'label',
  text: 'text',
  imageAlt: 'picture description',
  alt: 'Picture description',
  copyright: 'Copyright line',
};

/** "howItWorks.steps.1.text" → "How it works, step 2, text". */
export function describeTextPath(path: string): string {
  const words: string[] = [];
  for (const key of path.split('.')) {
    if (/^\d+$/.test(key)) words[words.length - 1] = `${words.at(-1) ?? ''} ${Number(key) + 1}`;
    else words.push(pathWords[key] ?? key);
  }
  const described = words.join(', ');
  return described.charAt(0).toUpperCase() + described.slice(1);
}

const textsAnswer = (answer: unknown) => staffTextsTranslationSchema.parse(answer).texts;

/** The readable texts of a site block (home page, footer, logo) as saved in English, by path. */
export function SiteBlockTranslationSections({ path, block }: { path: string; block: unknown }) {
  const texts = listReadableTexts(block).map(({ path: textPath, english }) => ({ name: textPath, label: describeTextPath(textPath), english, maxLength: 2_000 }));
  return (
    <TranslationEditors
      basePath={`${path}/translations`}
      queryKey={['admin', 'site-content', 'translation', path]}
      texts={texts}
      read={textsAnswer}
      body={(values) => ({ texts: values })}
    />
  );
}

export function BreadcrumbTranslationSections({ breadcrumbs }: { breadcrumbs: StaffBreadcrumb[] }) {
  const texts = breadcrumbs.map((breadcrumb) => ({ name: breadcrumb.id, label: `“${breadcrumb.label}” (${breadcrumb.url})`, english: breadcrumb.label, maxLength: 80 }));
  return (
    <TranslationEditors
      basePath="/api/landing/all-breadcrumbs/translations"
      queryKey={['admin', 'breadcrumbs', 'translation']}
      texts={texts}
      read={textsAnswer}
      body={(values) => ({ texts: values })}
    />
  );
}
