import Link from 'next/link';

/** What an editor sees on a manager's page: said plainly, with a way on. */
export function AdminForbidden() {
  return (
    <section aria-labelledby="admin-forbidden-title" className="rounded-lg border border-black/10 bg-white p-6">
      <h1 id="admin-forbidden-title" className="text-xl font-bold">
        Not for your role
      </h1>
      <p className="mt-2 text-muted">
        This page shows money or customers&rsquo; details, which only managers can see. Ask a manager if you need something here.
      </p>
      <Link href="/admin/products" className="mt-4 inline-block font-medium text-brand underline underline-offset-4">
        Go to the products
      </Link>
    </section>
  );
}
