import { trpc, type RouterInputs, type RouterOutputs } from '../../../lib/trpc';

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
