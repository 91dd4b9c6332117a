'use client';

import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';

/** SPEC §5's 'Look at password example': a native disclosure, so keyboards and screen readers get it as is. */
export function PasswordHint({ id }: { id: string }) {
  const t = useTranslations('form.account.passwordHint');
  return (
    <details className="group text-sm">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 font-semibold text-brand-dark underline-offset-4 hover:underline [&::-webkit-details-marker]:hidden">
        <Icon name="chevron-down" size={18} className="transition-transform group-open:rotate-180 motion-reduce:transition-none" />
        {t('label')}
      </summary>
      <p id={id} className="rounded-md bg-brand-light p-3">
        {t('example')}
      </p>
    </details>
  );
}
