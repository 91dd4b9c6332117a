import { createTranslator } from 'next-intl';
import messages from '../../messages/en-CA.json';
import { routing } from './routing';

/**
 * For the few screens that render outside the locale layout (global 404, fatal error),
 * where no request locale exists: the default locale's messages, loaded statically.
 */
export function createDefaultErrorTranslator() {
  return createTranslator({ locale: routing.defaultLocale, messages, namespace: 'index.error' });
}
