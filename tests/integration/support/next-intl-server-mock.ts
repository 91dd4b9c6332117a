/**
 * Integration tests load next-intl's client build, whose `getTranslations` refuses to run outside
 * a server component render. Every integration file gets, instead, the same translator over the
 * shop's messages (./file-setup.ts), so an action's failure answer reads as in the app.
 */
import { createTranslator, type AbstractIntlMessages } from 'next-intl';
import shopMessages from '../../../messages/en-CA.json';

// Untyped, so a namespace can be any string, as the actions pass it.
const messages: AbstractIntlMessages = shopMessages;

export const nextIntlServerMock = {
  getTranslations: async (namespace?: string) => createTranslator({ locale: 'en-CA', messages, ...(namespace ? { namespace } : {}) }),
  // The request's locale, which redirects keep (src/i18n/localized-redirect.ts): an English page.
  getLocale: async () => 'en-CA',
};
