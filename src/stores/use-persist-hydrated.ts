'use client';

import { useSyncExternalStore } from 'react';

type PersistApi = { hasHydrated: () => boolean; onFinishHydration: (listener: () => void) => () => void };

/** False on the server and until the browser copy of a persisted store has been read. */
export function usePersistHydrated(persistApi: PersistApi): boolean {
  return useSyncExternalStore(
    (onChange) => persistApi.onFinishHydration(onChange),
    () => persistApi.hasHydrated(),
    () => false,
  );
}
