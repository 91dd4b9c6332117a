import { NotFoundScreen } from '@/components/layout/not-found-screen';

export default function NotFound() {
  return (
    <main id="main-content" className="flex-1">
      <NotFoundScreen />
    </main>
  );
}
