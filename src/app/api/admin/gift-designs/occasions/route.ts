import { NextResponse } from 'next/server';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { listDesignOccasions } from '@/domains/vouchers/server/gift-designs';

/** The Gift Finder's occasions a design can suit. */
export const GET = staffRoute(async () => NextResponse.json(await listDesignOccasions()), { area: 'catalogue' });
