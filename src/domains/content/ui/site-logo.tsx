import { getLocale, getTranslations } from 'next-intl/server';
import { ContentImage } from '@/components/ui/content-image';
import { getLogoContent } from '@/domains/content/server/queries';
import { Link } from '@/i18n/navigation';

/** The header's height for the logo (`h-9`), so the browser picks a picture that size, not the upload's. */
const LOGO_HEIGHT_PX = 36;

/**
 * `isLcp` where the logo is the page's largest picture (form pages, which show no other): fetched
 * first, with the document. Elsewhere the page's own first picture gets that priority.
 */
export async function SiteLogo({ isLcp = false }: { isLcp?: boolean }) {
  const locale = await getLocale();
  const [logo, t] = await Promise.all([getLogoContent(locale), getTranslations()]);
  return (
    <Link href="/" aria-label={t('modules.header.homeLabel')} className="flex shrink-0 items-center gap-2">
      {logo ? (
        <ContentImage
          src={logo.url}
          alt={logo.alt}
          width={logo.width}
          height={logo.height}
          sizes={`${Math.round((LOGO_HEIGHT_PX * logo.width) / logo.height)}px`}
          preload={isLcp}
          fetchPriority={isLcp ? 'high' : undefined}
          loading="eager"
          className="h-9 w-auto"
        />
      ) : (
        <span className="text-lg font-extrabold text-brand">{t('index.siteName')}</span>
      )}
    </Link>
  );
}
