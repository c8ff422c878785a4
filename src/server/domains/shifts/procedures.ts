import * as v from 'valibot';
import { IdParamSchema } from '../../../shared/schemas/common';
import {
  AvailableUsersSchema,
  CreateAssignmentSchema,
  CreateShiftSchema,
  ShiftListSchema,
  UpdateAssignmentSchema,
  UpdateShiftSchema,
} from '../../../shared/schemas/shifts';
import { LL } from '../../platform/i18n';
import {
  availableUsers,
  createAssignment,
  createShift,
  deleteAssignment,
  getShiftDetail,
  listShifts,
  myShifts,
  updateAssignment,
  updateShift,
} from './service';
import { allowed, authedProcedure, router } from '../../platform/trpc';

// Every user reads their own service's shifts (an admin all); supervisors and admins write them, a supervisor
// only for their own service: that rule is the services' (platform/scope.ts), checked per record.
const editor = allowed('editShifts');
const ById = v.object({ id: IdParamSchema });

export const shiftsRouter = router({
  // the `service_id` and `role` the screens send describe the caller: the service reads the caller's own service
  list: authedProcedure.input(ShiftListSchema).query(({ ctx, input }) => listShifts(ctx.call, input)),
  get: authedProcedure.input(ById).query(({ ctx, input }) => getShiftDetail(ctx.call, input.id)),
  create: editor.input(CreateShiftSchema).mutation(({ ctx, input }) => createShift(ctx.call, input)),
  update: editor.input(UpdateShiftSchema).mutation(({ ctx, input }) => updateShift(ctx.call, input)),
  availableUsers: editor.input(AvailableUsersSchema).query(({ ctx, input }) => availableUsers(ctx.call, input)),
  /** The caller's own assignment under way and the next ones (profile, dashboard). */
  mine: authedProcedure.query(({ ctx }) => myShifts(ctx.call)),
});

export const shiftAssignmentsRouter = router({
  create: editor.input(CreateAssignmentSchema).mutation(({ ctx, input }) => createAssignment(ctx.call, input)),
  update: editor.input(UpdateAssignmentSchema).mutation(({ ctx, input }) => updateAssignment(ctx.call, input)),
  /** The screen shows the server's message once deleted. */
  delete: editor.input(ById).mutation(async ({ ctx, input }) => {
    await deleteAssignment(ctx.call, input.id);
    return { message: LL(ctx.call.locale).serverErrors.assignmentDeleted() };
  }),
});
