import { useTranslations } from 'next-intl';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { Link } from '@/i18n/navigation';

/** Beside a gift's buy box: the way to share its cost with friends. */
export function StartGroupGiftLink({ slug, title }: { slug: string; title: string }) {
  const t = useTranslations('modules.groupGifts.start');
  return (
    <aside aria-labelledby="start-group-gift-heading" className="mt-6 flex flex-col items-start gap-2 rounded-lg border border-black/10 p-4">
      <h2 id="start-group-gift-heading" className="text-lg font-bold">
        {t('giftPageHeading')}
      </h2>
      <p className="text-sm">{t('giftPageText', { title })}</p>
      <Link href={`/group-gift/start?gift=${encodeURIComponent(slug)}`} className={getButtonClassName('secondary')}>
        {t('giftPageLink')}
      </Link>
    </aside>
  );
}
