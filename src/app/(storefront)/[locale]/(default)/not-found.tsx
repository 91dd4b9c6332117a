/** The 404 of this group's pages, inside the group layout's header, main and footer. */
export { LocalizedNotFoundScreen as default, generateNotFoundMetadata as generateMetadata } from '@/shell/layout/not-found-screen';
