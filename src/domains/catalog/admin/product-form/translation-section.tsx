'use client';

import { TranslationEditors, type TranslatableText } from '@/components/admin/translation-editor';
import { pickTranslationTexts } from '@/lib/translation-input';
import type { StaffProductDetail } from '../../staff-schemas';
import { staffProductTranslationSchema } from '../../translation-schemas';

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

/** Below the product form: its texts in each of the shop's other languages, each saved on its own. */
export function ProductTranslationSections({ product }: { product: StaffProductDetail }) {
  const texts = productTexts(product);
  const fields = texts.map((text) => text.name);
  return (
    <TranslationEditors
      basePath={`/api/admin/products/${product.id}/translations`}
      queryKey={['admin', 'products', 'translation', product.id]}
      texts={texts}
      read={(answer) => pickTranslationTexts(staffProductTranslationSchema.parse(answer), fields)}
      body={(values) => values}
    />
  );
}
