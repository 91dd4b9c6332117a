import 'server-only';
import { cache } from 'react';
import type { z } from 'zod';
import type { SiteContentKey } from '@/generated/prisma/enums';
import {
  footerContentSchema,
  homePageContentSchema,
  logoContentSchema,
  type FooterContent,
  type HomePageContent,
  type LogoContent,
} from '../schemas';
import { findSiteContentData } from './repository';

/** A block staff have not saved yet (or saved in an older shape) renders as absent, never as a crash. */
async function readSiteContent<T>(key: SiteContentKey, schema: z.ZodType<T>): Promise<T | null> {
  const data = await findSiteContentData(key);
  if (data === null) return null;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    console.error(`Site content ${key} does not match its schema`, parsed.error.issues);
    return null;
  }
  return parsed.data;
}

// `cache` dedupes the reads that header, footer and page make within one request.
export const getFooterContent = cache((): Promise<FooterContent | null> => readSiteContent('FOOTER', footerContentSchema));
export const getHomePageContent = cache(
  (): Promise<HomePageContent | null> => readSiteContent('HOME_PAGE', homePageContentSchema),
);
export const getLogoContent = cache((): Promise<LogoContent | null> => readSiteContent('LOGO', logoContentSchema));
