import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** next-intl's navigation for the shop's locales; pages import it through ./navigation, whose Link prefetches on intent. */
export const { Link: LocaleLink, usePathname, useRouter, getPathname } = createNavigation(routing);
