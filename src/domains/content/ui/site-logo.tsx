import { getLocale, getTranslations } from 'next-intl/server';
import { ContentImage } from '@/components/ui/content-image';
import { getLogoContent } from '@/domains/content/server/queries';
import { Link } from '@/i18n/navigation';

export async function SiteLogo() {
  const locale = await getLocale();
  const [logo, t] = await Promise.all([getLogoContent(locale), getTranslations()]);
  return (
    <Link href="/" aria-label={t('modules.header.homeLabel')} className="flex shrink-0 items-center gap-2">
      {logo ? (
        <ContentImage src={logo.url} alt={logo.alt} width={logo.width} height={logo.height} priority className="h-9 w-auto" />
      ) : (
        <span className="text-lg font-extrabold text-brand">{t('index.siteName')}</span>
      )}
    </Link>
  );
}
