import { publicRoute } from '@/server/public-route';

// Lets the end-to-end suite prove that an unhandled server error reaches error reporting.
// Absent (404) unless the server was started with ENABLE_CRASH_TEST_ROUTE=1.
export const GET = publicRoute(() => {
  if (process.env.ENABLE_CRASH_TEST_ROUTE !== '1') return new Response('Not found', { status: 404 });
  throw new Error('Crash test route: deliberate unhandled error');
});
