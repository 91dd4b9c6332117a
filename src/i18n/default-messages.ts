import { createTranslator } from 'use-intl/core';
import messages from '../../messages/en-CA.json';
import { routing } from './routing';

/**
 * For the fatal-error screen, which replaces every layout and so has no request locale:
 * the default locale's messages, loaded statically.
 */
export function createDefaultErrorTranslator() {
  return createTranslator({ locale: routing.defaultLocale, messages, namespace: 'index.error' });
}
