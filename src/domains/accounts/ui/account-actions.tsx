import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { Link } from '@/i18n/navigation';

/**
 * The account page's shortcuts beside its heading. `children` is the slot for the sign-out
 * button, which the sign-in work provides, so wiring it in touches only the page.
 */
export async function AccountActions({ children }: { children?: ReactNode }) {
  const t = await getTranslations('modules.account');
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Link href="/voucher/activation" className={getButtonClassName('secondary', 'md', 'min-h-11')}>
        {t('activateGift')}
      </Link>
      {children}
    </div>
  );
}
