'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Link, useRouter } from '@/i18n/navigation';
import { confirmSignUpAction } from '../actions';
import { completeSessionChange } from './complete-session-change';
import { FormAlert } from './form-alert';

/** An unknown, used or expired sign-up link: what happened, and the ways on. */
function SignUpLinkUnusable({ focusOnShow = false }: { focusOnShow?: boolean }) {
  const t = useTranslations('form.account.confirmSignUp');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnShow) ref.current?.focus();
  }, [focusOnShow]);
  const linkClass = 'flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4';
  return (
    <div ref={ref} role="alert" tabIndex={-1} className="flex flex-col gap-3 rounded-md border border-brand bg-brand-light p-4 outline-none">
      <h2 className="text-xl font-extrabold">{t('invalidTitle')}</h2>
      <p>{t('invalidText')}</p>
      <div className="flex flex-wrap gap-x-6">
        <Link href="/auth/login" className={linkClass}>
          {t('signIn')}
        </Link>
        <Link href="/auth/sign-up" className={linkClass}>
          {t('signUpAgain')}
        </Link>
      </div>
    </div>
  );
}

/**
 * /auth/sign-up/confirm/{token}: one button opens the account and signs the customer in. A button,
 * not the visit itself: mail scanners open links, and must not create accounts. `linkUsable` is
 * the page's check; the action re-renders the page (its cookies changed), where the link, now
 * used, reads as unusable, so a confirmed form keeps showing itself until the customer has moved on.
 */
export function SignUpConfirmation({ token, linkUsable }: { token: string; linkUsable: boolean }) {
  const t = useTranslations('form.account');
  const router = useRouter();
  const [outcome, setOutcome] = useState<'confirmed' | 'link-unusable'>();
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  async function confirm() {
    setFailure(undefined);
    setPending(true);
    const result = await confirmSignUpAction({ token }).catch(() => null);
    if (result?.ok) {
      setOutcome('confirmed');
      await completeSessionChange(() => router.replace(result.data.nextPath));
      return;
    }
    setPending(false);
    if (result?.code === 'not_found' || result?.fieldErrors.token) setOutcome('link-unusable');
    else setFailure(result?.message ?? t('messages.internal'));
  }

  if (outcome === 'link-unusable') return <SignUpLinkUnusable focusOnShow />;
  if (!linkUsable && outcome !== 'confirmed') return <SignUpLinkUnusable />;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted">{t('confirmSignUp.intro')}</p>
      <FormAlert message={failure} />
      <Button type="button" size="lg" loading={pending} onClick={() => void confirm()}>
        {t('confirmSignUp.submit')}
      </Button>
    </div>
  );
}
