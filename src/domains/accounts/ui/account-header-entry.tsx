'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/i18n/navigation';
import { SignOutButton } from './sign-out-button';
import { useSignedInHint } from './use-signed-in-hint';

const entryClassName = 'flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-2 text-sm font-semibold hover:bg-black/5';
const menuItemClassName = 'flex min-h-11 w-full items-center rounded px-3 text-left font-semibold hover:bg-brand-light hover:text-brand-dark';

/**
 * The header's way into the account: "Sign in" for guests; "My account" once signed in, which
 * opens the way to the account page and "Sign out". Decided in the browser, because the header
 * is part of pages cached for everyone. The label shows from 1280 px (narrower headers are full)
 * and names the control everywhere.
 */
export function AccountHeaderEntry() {
  const t = useTranslations('modules.header');
  const signedIn = useSignedInHint();
  if (signedIn) return <AccountMenu />;
  return (
    <Link href="/auth/login" prefetch={false} className={entryClassName}>
      <Icon name="user" size={24} />
      <span className="sr-only xl:not-sr-only">{t('signIn')}</span>
    </Link>
  );
}

function AccountMenu() {
  const t = useTranslations('modules.header');
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    function closeOnOutsidePointer(event: PointerEvent): void {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    }
    function closeOnEscape(event: KeyboardEvent): void {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    }
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className={entryClassName}
      >
        <Icon name="user" size={24} />
        <span className="sr-only xl:not-sr-only">{t('myAccount')}</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 top-full z-40 mt-2 w-56 rounded-md border border-black/10 bg-white p-2 shadow-lg"
      >
        <Link href="/account" prefetch={false} onClick={() => setOpen(false)} className={menuItemClassName}>
          {t('accountPage')}
        </Link>
        <SignOutButton className={menuItemClassName} />
      </div>
    </div>
  );
}
