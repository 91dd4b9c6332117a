import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { createPageMetadata } from '@/components/seo/page-metadata';
import { getLegalDocument } from '@/domains/content/server/legal-documents';
import { LegalDocumentView } from '@/domains/content/ui/legal-document-view';

interface TermsPageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: TermsPageProps): Promise<Metadata> {
  const { locale } = await params;
  const document = await getLegalDocument(locale, 'terms-and-conditions');
  return createPageMetadata({ locale, path: '/terms-and-conditions', title: document.title, description: document.description });
}

export default async function TermsPage({ params }: TermsPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <LegalDocumentView document={await getLegalDocument(locale, 'terms-and-conditions')} />;
}
