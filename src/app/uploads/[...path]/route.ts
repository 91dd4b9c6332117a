import { readStoredFile } from '@/domains/media/server/file-storage';

// Uploaded names are random and never reused, so a file can be cached for good.
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  const file = await readStoredFile(path);
  if (!file) return new Response('Not found', { status: 404 });
  return new Response(file.body as BodyInit, {
    headers: {
      'Content-Type': file.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      // SVG may carry script; never let it run in our origin.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
