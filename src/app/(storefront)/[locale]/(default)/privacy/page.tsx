import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { createPageMetadata } from '@/components/seo/page-metadata';
import { getLegalDocument } from '@/domains/content/server/legal-documents';
import { LegalDocumentView } from '@/domains/content/ui/legal-document-view';

interface PrivacyPageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: PrivacyPageProps): Promise<Metadata> {
  const { locale } = await params;
  const document = await getLegalDocument(locale, 'privacy');
  return createPageMetadata({ locale, path: '/privacy', title: document.title, description: document.description });
}

export default async function PrivacyPage({ params }: PrivacyPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <LegalDocumentView document={await getLegalDocument(locale, 'privacy')} />;
}
