/** One static page: the floor every storefront figure is compared with. */
export default function Page() {
  return (
    <main>
      <h1>Hello from bare Next.js</h1>
      <p>The reference page of npm run bench.</p>
    </main>
  );
}
