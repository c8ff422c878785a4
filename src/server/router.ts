import { authRouter } from './routers/auth';
import { referenceRouter } from './routers/reference';
import { tokensRouter } from './routers/tokens';
import { usersRouter } from './routers/users';
import { router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  tokens: tokensRouter,
  users: usersRouter,
  reference: referenceRouter,
});

export type AppRouter = typeof appRouter;
