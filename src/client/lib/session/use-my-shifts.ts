import { trpc, type RouterOutputs } from '../trpc';

export type MyShift = RouterOutputs['shifts']['mine'][number];
/** The signed-in user's assignment under way and the next ones; refreshed every minute, as a shift starts or ends. */
export const useMyShifts = () => trpc.shifts.mine.useQuery(undefined, { refetchInterval: 60_000 });
