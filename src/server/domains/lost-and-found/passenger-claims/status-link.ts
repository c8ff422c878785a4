import { claimStatusPath } from '../../../../shared/claim-status-link';
import type { Env } from '../../../platform/env';

// The address of a claim's status page, with its reference and check code filled in, for the receipt's QR code and
// the passenger's e-mails: the passenger then types only their last name (the part nobody can read off a receipt).

/** Where passengers reach Tarmac: PUBLIC_URL, else this process's own address (right on one machine only). */
export const publicBase = (env: Env) => env.PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`;

export const statusPageUrl = (env: Env, reference: string, code: string | null, lang: 'en' | 'fr') =>
  `${publicBase(env)}${claimStatusPath(reference, code, lang)}`;

/** The filing page of an airport's reclaim hall, as its poster's QR code carries it. */
export const filingPageUrl = (env: Env, airport: string, lang: 'en' | 'fr') =>
  `${publicBase(env)}/claim?${new URLSearchParams({ airport, lang })}`;
