import { ContentImage } from '@/components/ui/content-image';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { PostSummary } from '../schemas';
import { StaffText } from '@/components/ui/staff-text';

/** Posts are dated in the shop's home time zone, so a post never shows two different days. */
export const BLOG_TIME_ZONE = 'America/Toronto';

export async function PostCard({ post, headingLevel = 'h2' }: { post: PostSummary; headingLevel?: 'h2' | 'h3' }) {
  const [format, t] = await Promise.all([getFormatter(), getTranslations('index.blog')]);
  const Heading = headingLevel;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-black/10 bg-white shadow-sm transition hover:shadow-md">
      <div className="relative aspect-[3/2] bg-brand-light">
        {post.coverImage && (
          <ContentImage
            src={post.coverImage}
            alt=""
            fill
            sizes="(min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw"
            className="object-cover"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-muted">
          <time dateTime={post.publishedAt}>{format.dateTime(new Date(post.publishedAt), { dateStyle: 'long', timeZone: BLOG_TIME_ZONE })}</time>
        </p>
        <Heading className="text-lg font-bold leading-snug">
          <Link href={`/blog/${post.slug}`} className="after:absolute after:inset-0 group-hover:text-brand">
            <StaffText untranslated={post.untranslated.includes('title')}>{post.title}</StaffText>
          </Link>
        </Heading>
        {post.excerpt && <p className="text-sm text-muted">{post.excerpt}</p>}
        {post.authorName && <p className="mt-auto pt-2 text-sm">{t('byAuthor', { name: post.authorName })}</p>}
      </div>
    </article>
  );
}
