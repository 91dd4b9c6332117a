/**
 * Integration tests load next-intl's client build, whose `getTranslations` and `getLocale` refuse
 * to run outside a server component render. Every integration file gets, instead, the same
 * translator over the shop's messages (./file-setup.ts), so an action's failure answer reads as in
 * the app, and the locale of the page the action runs on, which a test can change.
 */
import { createTranslator, type AbstractIntlMessages } from 'next-intl';
import { routing } from '@/i18n/routing';
import shopMessages from '../../../messages/en-CA.json';

// Untyped, so a namespace can be any string, as the actions pass it.
const messages: AbstractIntlMessages = shopMessages;

/** The page an action is sent from: set `locale` to act as a visitor of another language's pages. */
export const currentPage: { locale: string } = { locale: routing.defaultLocale };

export const nextIntlServerMock = {
  getTranslations: async (namespace?: string) => createTranslator({ locale: 'en-CA', messages, ...(namespace ? { namespace } : {}) }),
  // The page an action is sent from (an English page unless a test sets `currentPage.locale`); redirects keep it.
  getLocale: async () => currentPage.locale,
};
