import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminPageHeader } from '@/components/admin/admin-page-header';

export const metadata: Metadata = { title: 'Content' };

const sections = [
  { href: '/admin/content/home-page', title: 'Home page', text: 'The hero, featured gifts, experiences and categories, how it works, blog teasers.' },
  { href: '/admin/content/footer', title: 'Footer', text: 'The About and Support columns and their links, social links, payment marks, top categories.' },
  { href: '/admin/content/logo', title: 'Logo', text: 'The picture in the header of every page.' },
  { href: '/admin/content/posts', title: 'Blog posts', text: 'Write, schedule, publish and delete posts.' },
];

/** SPEC §2 /admin/content: the site content staff edit, one card per section. */
export default function AdminContentPage() {
  return (
    <>
      <AdminPageHeader title="Content" description="What the shop says on every page, and its blog. Changes show on the shop on the next page load." />
      <ul className="grid gap-4 sm:grid-cols-2">
        {sections.map((section) => (
          <li key={section.href}>
            <Link
              href={section.href}
              className="flex h-full flex-col gap-1 rounded-lg border border-black/10 bg-white p-5 hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              <span className="text-lg font-bold text-brand">{section.title}</span>
              <span className="text-sm text-muted">{section.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
