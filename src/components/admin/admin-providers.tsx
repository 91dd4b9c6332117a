'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { ApiRequestError } from '@/lib/api-client';

/** Retrying a 4xx only repeats the same refusal; a network error or a 5xx may pass next time. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status < 500) return false;
  return failureCount < 2;
}

/** The back office's client state: TanStack Query for the admin API's data, and toasts. */
export function AdminProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: shouldRetry, staleTime: 10_000, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster position="bottom-right" closeButton toastOptions={{ classNames: { toast: 'border border-black/10 bg-white text-ink shadow-lg' } }} />
    </QueryClientProvider>
  );
}
