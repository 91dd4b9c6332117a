import type { ReactNode } from 'react';

/** SPEC §2 void layout: the page alone, for printable and embedded screens. */
export default function VoidLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main-content" className="flex-1">
      {children}
    </main>
  );
}
