'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { prefetchOnIntent } from '@/lib/intent-prefetch';
import { canStaffOpen, type StaffRole } from '@/lib/staff-access';
import { Button } from '@/components/ui/button';
import { adminNavItems, findCurrentNavItem } from './admin-nav';

const roleLabels: Record<StaffRole, string> = { MANAGER: 'Manager', EDITOR: 'Editor' };

/** The signed-in back office: navigation for the role, who is signed in, sign-out, and the page. */
export function AdminShell({ staffName, role, children }: { staffName: string; role: StaffRole; children: ReactNode }) {
  const pathname = usePathname();
  const router = useRouter();
  const items = adminNavItems.filter((item) => canStaffOpen(role, item.area));
  const current = findCurrentNavItem(pathname, items);
  const [signingOut, setSigningOut] = useState(false);

  async function signOut(): Promise<void> {
    setSigningOut(true);
    await fetch('/api/admin/logout', { method: 'POST' }).catch(() => undefined);
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full page load drops every cached answer of the ended session
    window.location.assign('/admin/login');
  }

  const navigation = (
    <ul className="flex flex-col gap-1">
      {items.map((item) => (
        <li key={item.href}>
          <Link
            href={item.href}
            prefetch={false}
            {...prefetchOnIntent({}, () => router.prefetch(item.href))}
            aria-current={item === current ? 'page' : undefined}
            className="block rounded-md px-3 py-2 text-sm font-medium text-slate-200 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white aria-[current=page]:bg-white aria-[current=page]:text-ink"
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );

  return (
    <div className="flex min-h-dvh flex-col lg:flex-row">
      <a href="#main-content" className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2">
        Skip to content
      </a>
      <header className="bg-ink text-white lg:sticky lg:top-0 lg:flex lg:h-dvh lg:w-60 lg:shrink-0 lg:flex-col">
        <div className="flex items-center justify-between gap-3 px-4 py-3 lg:block lg:py-5">
          <p className="font-bold">Back office</p>
          <p className="hidden text-xs text-slate-300 lg:mt-1 lg:block">
            {staffName} · {roleLabels[role]}
          </p>
          <details className="lg:hidden">
            <summary className="cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium hover:bg-white/10">Menu</summary>
            <nav aria-label="Back office" className="absolute inset-x-0 z-40 mt-3 bg-ink px-4 pb-4 shadow-lg">
              {navigation}
            </nav>
          </details>
        </div>
        <nav aria-label="Back office" className="hidden flex-1 overflow-y-auto px-3 lg:block">
          {navigation}
        </nav>
        <div className="hidden border-t border-white/10 p-3 lg:flex lg:flex-col lg:gap-1">
          <Link
            href="/admin/password"
            prefetch={false}
            aria-current={pathname === '/admin/password' ? 'page' : undefined}
            className="rounded-md px-3 py-2 text-center text-sm font-medium text-slate-200 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Your password
          </Link>
          <Button variant="ghost" size="sm" className="w-full text-white hover:bg-white/10" loading={signingOut} onClick={signOut}>
            Sign out
          </Button>
        </div>
      </header>
      <div className="flex flex-1 flex-col">
        <div className="flex items-center justify-end gap-3 border-b border-black/10 bg-white px-4 py-2 text-sm lg:hidden">
          <span className="text-muted">
            {staffName} · {roleLabels[role]}
          </span>
          <Link href="/admin/password" prefetch={false} className="font-medium text-brand-dark underline underline-offset-4">
            Your password
          </Link>
          <Button variant="ghost" size="sm" loading={signingOut} onClick={signOut}>
            Sign out
          </Button>
        </div>
        <main id="main-content" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 lg:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}
