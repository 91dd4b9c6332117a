import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { Link } from '@/i18n/navigation';

/**
 * The account page's shortcuts beside its heading; `children` are the page's own (sign-out).
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
