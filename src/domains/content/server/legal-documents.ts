import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cache } from 'react';
import { routing } from '@/i18n/routing';
import { parseLegalDocument, type LegalDocument } from '../lib/legal-document';

export const legalDocumentNames = ['terms-and-conditions', 'privacy'] as const;
export type LegalDocumentName = (typeof legalDocumentNames)[number];

const LEGAL_DIRECTORY = path.join(process.cwd(), 'content', 'legal');

async function readLegalFile(locale: string, name: LegalDocumentName): Promise<string | null> {
  try {
    return await readFile(path.join(LEGAL_DIRECTORY, locale, `${name}.md`), 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * A legal page in the visitor's language, or in the default locale until it is translated
 * (a legal page is never missing). Files live in `content/legal/<locale>/<name>.md`.
 */
export const getLegalDocument = cache(async (locale: string, name: LegalDocumentName): Promise<LegalDocument> => {
  const raw = (await readLegalFile(locale, name)) ?? (await readLegalFile(routing.defaultLocale, name));
  if (raw === null) throw new Error(`Legal document ${name} is missing for ${routing.defaultLocale}`);
  return parseLegalDocument(raw);
});
