import { procedures } from './domains';
import { router } from './platform/trpc';

// Every domain's procedures, as the registry gives them (domains/index.ts).
export const appRouter = router(procedures);

export type AppRouter = typeof appRouter;
