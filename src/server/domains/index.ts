import { personalDataRouter } from '../routers/personal-data';
import * as personalDataRest from '../rest/routes/personal-data';
import type { Domain } from './domain';
import { freight } from './freight/descriptor';
import { baggage } from './baggage/descriptor';
import { passengers } from './passengers/descriptor';
import { flights } from './flights/descriptor';
import { auth } from '../auth/descriptor';
import { auditDomain } from './audit/descriptor';
import { lostAndFound } from './lost-and-found/descriptor';
import { reference } from './reference/descriptor';
import { tokens } from './tokens/descriptor';
import { users } from './users/descriptor';
import { shifts } from './shifts/descriptor';
import { tracking } from './tracking/descriptor';
import { ulds } from './ulds/descriptor';

// The one registry of the server's domains: the tRPC router (router.ts), the REST table and its answers
// (rest/routes.ts, rest/responses.ts) and the OpenAPI document's sections (rest/openapi.ts) are all read from it.
// A domain in a folder of its own (domains/<domain>/) gives its descriptor in descriptor.ts (its index.ts is what
// other domains may use of it, its tables.ts their foreign keys); the others are
// described here from their files of routers/, rest/routes/ and services/ until they move into theirs.
// The order is the document's; where two templates could match one URL the literal one must come first (the
// reports of /api/baggage-claims before a claim's /:id).

export const DOMAINS = [
  auth,
  tokens,
  reference,
  users,
  flights,
  passengers,
  baggage,
  freight,
  ulds,
  shifts,
  tracking,
  lostAndFound,
  auditDomain,
  {
    procedures: { personalData: personalDataRouter },
    ...personalDataRest,
    tags: { personalData: 'Personal data' },
    sections: {
      'Personal data':
        "A passenger's data on request, for administrators: what is held, a copy of it all, and its erasure.",
    },
  },
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
