import type { Domain } from './domain';
import { auth } from '../auth/descriptor';
import { auditDomain } from './audit/descriptor';
import { baggage } from './baggage/descriptor';
import { baggageMessages } from './baggage-messages/descriptor';
import { board } from './board/descriptor';
import { flights } from './flights/descriptor';
import { freight } from './freight/descriptor';
import { lostAndFound } from './lost-and-found/descriptor';
import { passengers } from './passengers/descriptor';
import { personalData } from './personal-data/descriptor';
import { reference } from './reference/descriptor';
import { shifts } from './shifts/descriptor';
import { tokens } from './tokens/descriptor';
import { tracking } from './tracking/descriptor';
import { ulds } from './ulds/descriptor';
import { users } from './users/descriptor';

// The one registry of the server's domains: the tRPC router (router.ts), the REST table and its answers
// (rest/routes.ts, rest/responses.ts) and the OpenAPI document's sections (rest/openapi.ts) are all read from it;
// drizzle's schema is its neighbour schema.ts. Each domain is a folder (domains/<domain>/) that gives its
// descriptor in descriptor.ts; its index.ts is what other domains may use of it, its tables.ts their foreign keys.
// Signing in is the one domain outside this folder (src/server/auth): every request passes through it first.
// The order is the document's; where two templates could match one URL the literal one must come first.

export const DOMAINS = [
  auth,
  tokens,
  reference,
  users,
  flights,
  passengers,
  baggage,
  baggageMessages,
  freight,
  ulds,
  shifts,
  tracking,
  board,
  lostAndFound,
  auditDomain,
  personalData,
] as const satisfies readonly Domain[];

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type Each<K extends 'procedures' | 'responses' | 'tags'> = UnionToIntersection<(typeof DOMAINS)[number][K]>;

/** Every domain's procedures under their namespaces: what the tRPC router is built from. */
export const procedures = Object.assign({}, ...DOMAINS.map((d) => d.procedures)) as Each<'procedures'>;

/** Every procedure's answer schema. */
export const responses = Object.assign({}, ...DOMAINS.map((d) => d.responses)) as Each<'responses'>;

/** Each namespace's section of the OpenAPI document. */
export const tags = Object.assign({}, ...DOMAINS.map((d) => d.tags)) as Each<'tags'>;

/** The document's sections in order, with what each holds. */
export const sections = Object.assign({}, ...DOMAINS.map((d) => ('sections' in d ? d.sections : {}))) as Record<
  string,
  string
>;
