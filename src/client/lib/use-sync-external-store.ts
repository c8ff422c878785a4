// wouter imports useSyncExternalStore from the use-sync-external-store shim, written for React before 18; React 19
// has the hook itself, so the build points the shim here (vite.config.ts) and the entry carries no copy of it.
export { useSyncExternalStore } from 'react';
