import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';

export const accountLinkClassName = 'inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4';

/** One titled box of the account page; the areas' own lists go inside. */
export function AccountSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-black/10 p-5 sm:p-6">
      <h2 id={id} className="mb-4 text-xl font-extrabold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What a section says when it has nothing yet, with the way to get something. */
export function AccountEmptyState({ text, href, linkText }: { text: string; href: string; linkText: string }) {
  return (
    <div className="space-y-1">
      <p className="text-muted">{text}</p>
      <Link href={href} className={accountLinkClassName}>
        {linkText}
      </Link>
    </div>
  );
}
