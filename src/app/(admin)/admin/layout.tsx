import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import '../../globals.css';
import { AdminProviders } from '@/components/admin/admin-providers';
import { interFont } from '@/shell/layout/fonts';

export const metadata: Metadata = {
  title: { default: 'Back office', template: '%s · Back office' },
  robots: { index: false, follow: false },
};

export const viewport: Viewport = { themeColor: '#1f2328', width: 'device-width', initialScale: 1 };

/** The back office's own document: not localized (ARCHITECTURE), no storefront overlays. */
export default function AdminRootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-CA" className={interFont.variable}>
      <body className="min-h-dvh bg-slate-50 font-sans text-ink antialiased">
        <AdminProviders>{children}</AdminProviders>
      </body>
    </html>
  );
}
