/**
 * Integration tests load next-intl's client build, whose `getTranslations` refuses to run outside
 * a server component render. A test file that reaches an action's failure answer mocks it with
 * the same translator over the shop's messages:
 *   vi.mock('next-intl/server', async (importOriginal) => ({ ...(await importOriginal()), ...(await import('../support/next-intl-server-mock')).nextIntlServerMock }));
 */
import { createTranslator, type AbstractIntlMessages } from 'next-intl';
import shopMessages from '../../../messages/en-CA.json';

// Untyped, so a namespace can be any string, as the actions pass it.
const messages: AbstractIntlMessages = shopMessages;

export const nextIntlServerMock = {
  getTranslations: async (namespace?: string) => createTranslator({ locale: 'en-CA', messages, ...(namespace ? { namespace } : {}) }),
};
