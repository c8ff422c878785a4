import type { AnyRouter } from '@trpc/server';
import type * as v from 'valibot';
import type { RestRoute } from '../rest/route';

/**
 * What a domain gives the server, read by the one registry (domains/index.ts): its procedures under their
 * namespaces (`ulds` → `ulds.get`…), its REST rows and their answer schemas, and the sections of the OpenAPI
 * document its namespaces are listed under, with what each section holds.
 */
export type Domain = {
  procedures: Record<string, AnyRouter>;
  routes: () => RestRoute[];
  /** Each procedure's answer schema, by its path (`ulds.get`); rest/responses.ts holds them to the code. */
  responses: Record<string, v.GenericSchema>;
  /** Each namespace's section of the document. */
  tags: Record<string, string>;
  /** The sections this domain opens, with their descriptions (several domains may share one). */
  sections?: Record<string, string>;
};
