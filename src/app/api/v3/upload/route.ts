import { NextResponse } from 'next/server';
import { MAX_UPLOAD_BYTES, storeUploadedImage } from '@/domains/media/server/service';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { readUploadedFile } from '@/server/http';

/** SPEC §7 POST /v3/upload: a multipart `file`, stored as a re-encoded picture; answers its `url`
 * and, beyond the SPEC, the stored size, so the logo editor need not load the picture to measure it. */
export const POST = staffRoute(
  async ({ request, staff }) => {
    const file = await readUploadedFile(request, MAX_UPLOAD_BYTES);
    const stored = await storeUploadedImage(file, staff.id);
    return NextResponse.json(stored, { status: 201 });
  },
  { area: 'catalogue' },
);
