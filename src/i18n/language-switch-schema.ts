import { z } from 'zod';
import { readReturnPath } from '@/lib/return-path';
import { routing } from './routing';

/**
 * The language switcher's link (`/api/locale?locale=…&path=…`): the language chosen and the page to
 * show in it. Kept apart from locale-paths.ts, which every page's header loads, so zod stays out of the browser.
 */
export const languageSwitchSchema = z.object({
  locale: z.enum(routing.locales),
  // Only a path on this site; anything else would make the switcher an open redirect.
  path: z.string().max(2_000).refine((path) => readReturnPath(path, '') === path, 'A path on this site.'),
});
