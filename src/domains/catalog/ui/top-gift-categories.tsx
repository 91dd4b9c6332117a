import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { productListPath } from '../lib/product-path';
import { listTagLinksBySlugs } from '../server/queries';

/** The footer's staff-chosen gift categories, each a link to the filtered gift list. */
export async function TopGiftCategories({ tagSlugs }: { tagSlugs: string[] }) {
  const locale = await getLocale();
  const [topCategories, t] = await Promise.all([listTagLinksBySlugs(tagSlugs, locale), getTranslations('modules.footer')]);
  if (topCategories.length === 0) return null;
  return (
    <div>
      <h2 className="mb-3 text-sm font-bold uppercase tracking-wide">{t('topCategoriesHeading')}</h2>
      <ul className="space-y-2 text-sm">
        {topCategories.map((tag) => (
          <li key={tag.slug}>
            <Link
              href={{ pathname: productListPath('GIFT_VOUCHER'), query: { category: tag.slug } }}
              className="inline-flex min-h-6 items-center text-white/80 hover:text-white"
            >
              {tag.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
