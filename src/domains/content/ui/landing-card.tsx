import { ContentImage } from '@/components/ui/content-image';
import { Link } from '@/i18n/navigation';
import type { LandingTeaser } from '../schemas';

/** A similar landing: its thumbnail and title, linked. */
export function LandingCard({ landing }: { landing: LandingTeaser }) {
  return (
    <article className="group relative overflow-hidden rounded-xl border border-black/10 bg-white shadow-sm transition hover:shadow-md">
      <div className="relative aspect-[3/2] bg-brand-light">
        {landing.thumbImg && (
          <ContentImage
            src={landing.thumbImg}
            alt=""
            fill
            sizes="(min-width: 64rem) 25vw, (min-width: 40rem) 50vw, 100vw"
            className="object-cover"
          />
        )}
      </div>
      <h3 className="p-4 text-base font-bold leading-snug">
        <Link href={`/${landing.urlPath}`} className="after:absolute after:inset-0 group-hover:text-brand">
          {landing.title}
        </Link>
      </h3>
    </article>
  );
}
