'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { openDialog } from '@/stores/dialog-store';
import { signOutAction } from '../actions';
import { signOutEverywhereAction } from '../profile-actions';
import { completeSessionChange } from './complete-session-change';

/**
 * The account page's "sign out everywhere": asks first (the shop's confirm dialog), ends every
 * session of the account, says so, then clears this browser's cookies and goes home with a full
 * page load, as signing out does.
 */
export function SignOutEverywhereButton() {
  const t = useTranslations('modules.account.signOutEverywhere');
  const [pending, setPending] = useState(false);

  async function signOutEverywhereAfterConfirming(): Promise<void> {
    const answer = await openDialog('confirm', {
      title: t('confirmTitle'),
      content: t('confirmText'),
      buttons: [
        { label: t('confirmYes'), value: true, variant: 'primary' },
        { label: t('confirmNo'), value: false, variant: 'secondary' },
      ],
    });
    if (answer !== true) return;
    setPending(true);
    const result = await signOutEverywhereAction().catch(() => null);
    if (!result?.ok) {
      setPending(false);
      void openDialog('error', { title: t('failedTitle'), content: result?.message ?? t('failed'), buttons: [{ label: t('ok'), value: true }] });
      return;
    }
    await openDialog('success', { title: t('doneTitle'), content: t('doneText'), buttons: [{ label: t('ok'), value: true }] });
    // The session already ended with the others; this only clears the cookies (see SignOutButton).
    await signOutAction().catch(() => undefined);
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full page load drops the router's cache of personal pages
    await completeSessionChange(() => window.location.assign('/'));
  }

  return (
    <Button variant="secondary" className="min-h-11" loading={pending} onClick={() => void signOutEverywhereAfterConfirming()}>
      {t('button')}
    </Button>
  );
}
