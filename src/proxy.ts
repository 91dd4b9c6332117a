import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

export default createMiddleware(routing);

export const config = {
  // Everything but the API, the back office, uploads, Next internals and files with an extension.
  matcher: ['/((?!api|admin|uploads|_next|_vercel|monitoring|.*\\..*).*)'],
};
