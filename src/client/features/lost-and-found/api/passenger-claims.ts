import { trpc, type RouterInputs, type RouterOutputs } from '../../../lib/trpc';
import { callHeaders } from '../../../lib/call-headers';

// The passengers' own calls: public, no session. The proofs (reference, last name, check code) travel in each call's
// body, never in an address, and are kept only in the page's memory.
export type FileClaimInput = RouterInputs['passengerClaims']['file'];
export type FiledClaims = RouterOutputs['passengerClaims']['file'];
export type OwnClaim = RouterOutputs['passengerClaims']['lookup'];
export type ClaimProofs = RouterInputs['passengerClaims']['lookup'];
export type OwnClaimChanges = Omit<RouterInputs['passengerClaims']['update'], keyof ClaimProofs>;

export const useFileClaim = () => trpc.passengerClaims.file.useMutation();
export const useLookUpClaim = () => trpc.passengerClaims.lookup.useMutation();
export const useUpdateOwnClaim = () => trpc.passengerClaims.update.useMutation();

/**
 * Fetches the claim's receipt (PDF) and hands it to the browser as a download: a POST, so the proofs stay out of the
 * address, which a link could not do. Throws the server's message (the one generic refusal) when it is refused.
 */
export async function downloadOwnReceipt(proofs: ClaimProofs, lang: 'en' | 'fr') {
  const res = await fetch('/api/public/claims/receipt', {
    method: 'POST',
    headers: { ...callHeaders(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...proofs, lang }),
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? res.statusText);
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${proofs.reference.trim().toUpperCase()}.pdf`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
