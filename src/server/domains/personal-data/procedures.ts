import { ErasePersonalDataSchema, PersonalDataQuerySchema } from '../../../shared/schemas/personal-data';
import { erasePersonalData, exportPersonalData, personalDataSummary } from './service';
import { allowed, router } from '../../platform/trpc';

// A passenger's data on request is an administrator's: it gathers every desk's records of one person, and an
// erasure cannot be undone.
const admins = allowed('administer');

export const personalDataRouter = router({
  summary: admins.input(PersonalDataQuerySchema).query(({ ctx, input }) => personalDataSummary(ctx.call, input)),
  export: admins.input(PersonalDataQuerySchema).query(({ ctx, input }) => exportPersonalData(ctx.call, input)),
  erase: admins.input(ErasePersonalDataSchema).mutation(({ ctx, input }) => erasePersonalData(ctx.call, input)),
});
