import { unstable_localLink, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { Context } from './platform/trpc';
import { appRouter, type AppRouter } from './router';

/** A value as it arrives after a trip through JSON (a date becomes its ISO text, `undefined` fields go). */
export const asJson = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

/**
 * Answers are passed through JSON, as over HTTP: the page the server draws must show what the browser will show
 * with the same answers (a date is a text there, and a screen formats that text).
 */
const throughJson: TRPCLink<AppRouter> =
  () =>
  ({ next, op }) =>
    observable((observer) => {
      const call = next(op).subscribe({
        next: (result) => observer.next(asJson(result)),
        error: (err) => observer.error(err),
        complete: () => observer.complete(),
      });
      return () => call.unsubscribe();
    });

/**
 * The links of a tRPC client that calls the procedures in this process, with the context of the request being
 * answered: the same procedures, role policy and errors as over /trpc, without a trip through the network. The page
 * the server draws (src/client/server-render.tsx) asks its questions through them.
 */
export const localLinks = (createContext: () => Context): TRPCLink<AppRouter>[] => [
  throughJson,
  unstable_localLink({ router: appRouter, createContext: async () => createContext() }),
];
