'use client';

import { useTranslations } from 'next-intl';
import { SignOutButton } from './sign-out-button';
import { useStaffActingHint } from './use-signed-in-hint';

/**
 * Shown on every page while a staff member is signed in as a customer through a back-office
 * login link, so nobody forgets whose account they are in. Decided in the browser, like the
 * header's account entry, because pages are cached for everyone.
 */
export function StaffActingBanner() {
  const t = useTranslations('modules.header');
  const customerName = useStaffActingHint();
  if (!customerName) return null;
  return (
    <div role="status" className="bg-ink text-white">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2 text-sm">
        <p className="font-semibold">{t('staffActing', { name: customerName })}</p>
        <SignOutButton className="min-h-11 rounded px-3 font-semibold underline underline-offset-2 hover:bg-white/10" />
      </div>
    </div>
  );
}
