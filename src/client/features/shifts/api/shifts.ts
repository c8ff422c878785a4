import { trpc, type RouterInputs, type RouterOutputs } from '../../../lib/trpc';

// The shifts feature's only tRPC touchpoint; every change refreshes the shift queries.
export type Shift = RouterOutputs['shifts']['list']['data'][number];
export type ShiftDetail = RouterOutputs['shifts']['get'];
export type Assignment = ShiftDetail['assignments'][number];
export type SaveShift = RouterInputs['shifts']['create'];

export const useShifts = (page: number) => trpc.shifts.list.useQuery({ page }, { placeholderData: (prev) => prev });
export const useShift = (id: number) => trpc.shifts.get.useQuery({ id });
export const useServiceUsers = (page: number) =>
  trpc.users.list.useQuery({ page }, { placeholderData: (prev) => prev });
/** The users the Add User dialog offers; `isEdit`: the assignment being edited, whose user stays offered. */
export const useAvailableUsers = (serviceId: number, shiftId: number, isEdit?: number) =>
  trpc.shifts.availableUsers.useQuery({ serviceId, shiftId, isEdit });

type Callbacks = { onSuccess: () => void; onError: (err: unknown) => void };

export function useSaveShift(opts: Callbacks) {
  const utils = trpc.useUtils();
  const onSuccess = () => {
    void utils.shifts.invalidate();
    opts.onSuccess();
  };
  return {
    create: trpc.shifts.create.useMutation({ onSuccess, onError: opts.onError }),
    update: trpc.shifts.update.useMutation({ onSuccess, onError: opts.onError }),
  };
}

export function useSaveAssignment(opts: Callbacks) {
  const utils = trpc.useUtils();
  const onSuccess = () => {
    void utils.shifts.invalidate();
    opts.onSuccess();
  };
  return {
    create: trpc.shiftAssignments.create.useMutation({ onSuccess, onError: opts.onError }),
    update: trpc.shiftAssignments.update.useMutation({ onSuccess, onError: opts.onError }),
  };
}

export function useDeleteAssignment(opts: { onSuccess: (message: string) => void; onError: (err: unknown) => void }) {
  const utils = trpc.useUtils();
  return trpc.shiftAssignments.delete.useMutation({
    onSuccess: ({ message }) => {
      void utils.shifts.invalidate();
      opts.onSuccess(message);
    },
    onError: opts.onError,
  });
}
