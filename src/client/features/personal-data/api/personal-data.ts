import { trpc, type RouterInputs, type RouterOutputs } from '../../../lib/trpc';

// The Personal data screen's only tRPC touchpoint: what is held about a passenger, the file of it, its erasure.
export type PersonalDataKey = RouterInputs['personalData']['summary'];
export type PersonalDataSummary = RouterOutputs['personalData']['summary'];
export type PersonalDataErasure = RouterOutputs['personalData']['erase'];

/** What is held under a PNR or a claim; nothing is asked before the admin looks one up. */
export const usePersonalDataSummary = (key: PersonalDataKey | null) =>
  trpc.personalData.summary.useQuery(key ?? {}, { enabled: key !== null });

/** Drops every summary read so far: after an erasure, none of them shows what is held any more. */
export function useForgetSummaries() {
  const utils = trpc.useUtils();
  return () => void utils.personalData.summary.reset();
}

export const useErasePersonalData = (options: {
  onSuccess: (erasure: PersonalDataErasure) => void;
  onError: (err: unknown) => void;
}) => trpc.personalData.erase.useMutation(options);

/**
 * The whole file: a plain link, which the session cookie authorises and the server answers as an attachment, so
 * the browser saves it under its own name instead of the screen holding the document (photos and all) in memory.
 */
export function exportHref(key: PersonalDataKey) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(key)) if (v) params.set(k, String(v));
  return `/api/personal-data/export?${params}`;
}
