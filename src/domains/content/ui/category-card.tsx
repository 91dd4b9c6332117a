import Image from 'next/image';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/i18n/navigation';
import type { CategoryTeaser } from '../schemas';
import { StaffText } from '@/components/ui/staff-text';

/** A top category on the home page, linked to the gift list filtered by it. */
export function CategoryCard({ category }: { category: CategoryTeaser }) {
  return (
    <article className="group relative overflow-hidden rounded-xl bg-ink text-white shadow-sm">
      <div className="relative aspect-[2/1]">
        {category.imageUrl ? (
          <Image
            src={category.imageUrl}
            alt=""
            fill
            sizes="(min-width: 80rem) 400px, (min-width: 40rem) 33vw, 50vw"
            className="object-cover opacity-85 transition group-hover:opacity-70"
          />
        ) : (
          <div className="flex h-full items-center justify-center bg-brand-dark">
            <Icon name="gift" size={48} />
          </div>
        )}
      </div>
      <h3 className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent p-3 pt-8 text-base font-bold">
        <Link href={{ pathname: '/gift', query: { category: category.slug } }} className="after:absolute after:inset-0">
          <StaffText untranslated={category.untranslated.includes('name')}>{category.name}</StaffText>
        </Link>
      </h3>
    </article>
  );
}
