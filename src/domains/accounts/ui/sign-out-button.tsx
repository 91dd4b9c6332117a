'use client';

import { useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { signOutAction } from '../actions';
import { completeSessionChange } from './complete-session-change';

/**
 * "Sign out" (the account page, the header's account menu): a form posting the sign-out action;
 * then this browser drops the account's love list, and the customer goes home with a full page
 * load, which also empties the router's cache of the account's pages.
 */
export function SignOutButton({ className }: { className?: string }) {
  const t = useTranslations('form.account');
  const [pending, startTransition] = useTransition();
  return (
    <form
      action={() =>
        startTransition(async () => {
          // On a page that needs a session (the account page), the action's re-render redirects
          // to the login page, which rejects this call; the session is gone all the same.
          await signOutAction().catch(() => undefined);
          // A full page load, not the router: it must drop the router's cache of personal pages.
          // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- see above
          await completeSessionChange(() => window.location.assign('/'));
        })
      }
    >
      {className ? (
        <button type="submit" className={className} aria-busy={pending || undefined}>
          {t('signOut')}
        </button>
      ) : (
        <Button type="submit" variant="secondary" className="min-h-11" loading={pending}>
          {t('signOut')}
        </Button>
      )}
    </form>
  );
}
