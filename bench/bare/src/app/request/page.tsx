import { cookies } from 'next/headers';

export const metadata = { title: 'Bare per-request page' };

/**
 * Goal 3's reference: rendered for every request because it reads the cookies, as the shop's
 * per-request pages do, and a few hundred bytes of markup with nothing else to do.
 */
export default async function RequestPage() {
  const jar = await cookies();
  const visitor = jar.get('visitor')?.value ?? 'guest';
  return (
    <main>
      <h1>Hello, {visitor}</h1>
      <p>The per-request reference page of npm run bench: it reads the request&apos;s cookies ({jar.size} of them) and renders this paragraph.</p>
      <p>Rendered at {new Date().toISOString()}.</p>
    </main>
  );
}
