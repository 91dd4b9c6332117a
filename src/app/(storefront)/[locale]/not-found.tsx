import { LocalizedNotFoundScreen } from '@/shell/layout/not-found-screen';

export { generateNotFoundMetadata as generateMetadata } from '@/shell/layout/not-found-screen';

/** The 404 of the groups without one of their own ((no-sidenav), (void)), without their layout. */
export default function NotFound() {
  return (
    <main id="main-content" className="flex-1">
      <LocalizedNotFoundScreen />
    </main>
  );
}
