import type { Metadata } from 'next';
import { Suspense } from 'react';
import { BookingRequestsView } from '@/domains/bookings/admin/booking-requests-view';

export const metadata: Metadata = { title: 'Booking requests' };

export default function BookingRequestsPage() {
  return (
    <Suspense>
      <BookingRequestsView />
    </Suspense>
  );
}
