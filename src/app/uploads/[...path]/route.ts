import { readStoredFile } from '@/domains/media/server/file-storage';
import { AppError } from '@/server/errors';
import { publicRoute } from '@/server/public-route';

// Uploaded names are random and never reused, so a file can be cached for good.
export const GET = publicRoute<{ path: string[] }>(async ({ params }) => {
  const file = await readStoredFile(params.path);
  if (!file) throw new AppError('not_found', 'There is no such file.');
  return new Response(file.body as BodyInit, {
    headers: {
      'Content-Type': file.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      // SVG may carry script; never let it run in our origin.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
});
