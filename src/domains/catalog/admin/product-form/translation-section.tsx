'use client';

import { TranslationEditors, type TranslatableText, type TranslationTexts } from '@/components/admin/translation-editor';
import { pickTranslationTexts } from '@/lib/translation-input';
import type { StaffProductDetail } from '../../staff-schemas';
import { staffProductTranslationSchema, type StaffProductTranslation } from '../../translation-schemas';

/** The product's texts staff translate, with the English as stored and the English field's limit. */
function productTexts(product: StaffProductDetail): TranslatableText[] {
  const texts: TranslatableText[] = [
    { name: 'title', label: 'Title', english: product.title, maxLength: 200 },
    { name: 'summary', label: 'Summary', english: product.summary, multiline: true, maxLength: 500 },
    { name: 'description', label: 'Description (markdown)', english: product.description, multiline: true, maxLength: 50_000 },
    { name: 'meetingPoint', label: 'Meeting point', english: product.meetingPoint, maxLength: 300 },
    { name: 'cancellationPolicy', label: 'Cancellation policy', english: product.cancellationPolicy, multiline: true, maxLength: 2_000 },
    { name: 'seoTitle', label: 'Search engine title', english: product.seoTitle, maxLength: 200 },
    { name: 'seoDescription', label: 'Search engine description', english: product.seoDescription, multiline: true, maxLength: 500 },
  ];
  // A gift has no meeting point: its field would stay empty and confuse.
  return texts.filter((text) => product.kind === 'EXPERIENCE' || text.name !== 'meetingPoint');
}

// An option's or age band's text is named by its code in the form ("tourGrades.PRIVATE.title").
const gradeField = (code: string, field: 'title' | 'description') => `tourGrades.${code}.${field}`;
const bandField = (code: string) => `ageBands.${code}.label`;

/** The options' and age bands' texts (what booking pages and e-mails show), as saved with the product. */
function bookingOptionTexts(product: StaffProductDetail): TranslatableText[] {
  return [
    ...product.tourGrades.flatMap((grade): TranslatableText[] => [
      { name: gradeField(grade.code, 'title'), label: `Option ${grade.code}: title`, english: grade.title, maxLength: 200 },
      { name: gradeField(grade.code, 'description'), label: `Option ${grade.code}: description`, english: grade.description, multiline: true, maxLength: 2_000 },
    ]),
    ...product.ageBands.map((band): TranslatableText => ({ name: bandField(band.code), label: `Age band ${band.code}: label`, english: band.label, maxLength: 60 })),
  ];
}

/** The stored translation as the form's flat texts. */
function readTranslation(translation: StaffProductTranslation, productFields: readonly string[]): TranslationTexts {
  return {
    ...pickTranslationTexts(translation, productFields),
    ...Object.fromEntries(translation.tourGrades.flatMap((grade) => [[gradeField(grade.code, 'title'), grade.title], [gradeField(grade.code, 'description'), grade.description]])),
    ...Object.fromEntries(translation.ageBands.map((band) => [bandField(band.code), band.label])),
  };
}

/** Below the product form: its texts in each of the shop's other languages, each saved on its own. */
export function ProductTranslationSections({ product }: { product: StaffProductDetail }) {
  const texts = productTexts(product);
  const fields = texts.map((text) => text.name);
  return (
    <TranslationEditors
      basePath={`/api/admin/products/${product.id}/translations`}
      queryKey={['admin', 'products', 'translation', product.id]}
      texts={[...texts, ...bookingOptionTexts(product)]}
      read={(answer) => readTranslation(staffProductTranslationSchema.parse(answer), fields)}
      body={(values) => ({
        ...pickTranslationTexts(values, fields),
        tourGrades: product.tourGrades.map((grade) => ({
          code: grade.code,
          title: values[gradeField(grade.code, 'title')] ?? null,
          description: values[gradeField(grade.code, 'description')] ?? null,
        })),
        ageBands: product.ageBands.map((band) => ({ code: band.code, label: values[bandField(band.code)] ?? null })),
      })}
    />
  );
}
