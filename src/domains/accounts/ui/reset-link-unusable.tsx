'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Link } from '@/i18n/navigation';

/** An unknown, used or expired reset link: what happened, and where to ask for a new one. */
export function ResetLinkUnusable({ focusOnShow = false }: { focusOnShow?: boolean }) {
  const t = useTranslations('form.account.changePassword');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnShow) ref.current?.focus();
  }, [focusOnShow]);
  return (
    <div ref={ref} role="alert" tabIndex={-1} className="flex flex-col gap-3 rounded-md border border-brand bg-brand-light p-4 outline-none">
      <h2 className="text-xl font-extrabold">{t('invalidTitle')}</h2>
      <p>{t('invalidText')}</p>
      <Link href="/auth/reset" className="flex min-h-11 items-center self-start font-semibold text-brand-dark underline underline-offset-4">
        {t('askAgain')}
      </Link>
    </div>
  );
}
