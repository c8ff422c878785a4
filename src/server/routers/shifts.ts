import * as v from 'valibot';
import { IdParamSchema } from '../../shared/schemas/common';
import {
  AvailableUsersSchema,
  CreateAssignmentSchema,
  CreateShiftSchema,
  ShiftListSchema,
  UpdateAssignmentSchema,
  UpdateShiftSchema,
} from '../../shared/schemas/shifts';
import { LL } from '../i18n';
import {
  availableUsers,
  createAssignment,
  createShift,
  deleteAssignment,
  getShiftDetail,
  listShifts,
  myShifts,
  readableService,
  updateAssignment,
  updateShift,
} from '../services/shifts';
import { allowed, authedProcedure, router } from '../trpc';

// CONTRACT §5: every user reads their own service's shifts (an admin all); supervisors and admins write them,
// a supervisor only for their own service (checked per record by the service).
const editor = allowed('editShifts');

export const shiftsRouter = router({
  list: authedProcedure.input(ShiftListSchema).query(({ ctx, input }) =>
    // the `service_id` and `role` SPEC §7 sends describe the caller: the session decides (CONTRACT §5)
    listShifts(ctx.db, {
      page: input.page,
      after: input.after,
      before: input.before,
      serviceId: readableService(ctx.user, input.service_id),
      tz: ctx.env.APP_TIMEZONE,
    }),
  ),
  get: authedProcedure
    .input(v.object({ id: IdParamSchema }))
    .query(({ ctx, input }) => getShiftDetail(ctx.db, ctx.user, input.id, ctx.env.APP_TIMEZONE)),
  create: editor
    .input(CreateShiftSchema)
    .mutation(({ ctx, input }) => createShift(ctx.db, ctx.user, input, ctx.env.APP_TIMEZONE)),
  update: editor
    .input(UpdateShiftSchema)
    .mutation(({ ctx, input: { id, ...input } }) => updateShift(ctx.db, ctx.user, id, input, ctx.env.APP_TIMEZONE)),
  availableUsers: editor.input(AvailableUsersSchema).query(({ ctx, input }) => availableUsers(ctx.db, ctx.user, input)),
  /** The caller's own assignment under way and the next ones (profile, dashboard). */
  mine: authedProcedure.query(({ ctx }) => myShifts(ctx.db, ctx.user.id, ctx.env.APP_TIMEZONE)),
});

export const shiftAssignmentsRouter = router({
  create: editor
    .input(CreateAssignmentSchema)
    .mutation(({ ctx, input }) => createAssignment(ctx.db, ctx.user, input, ctx.env.APP_TIMEZONE)),
  update: editor
    .input(UpdateAssignmentSchema)
    .mutation(({ ctx, input: { id, ...input } }) =>
      updateAssignment(ctx.db, ctx.user, id, input, ctx.env.APP_TIMEZONE),
    ),
  /** SPEC §8: the screen shows the server's message once deleted. */
  delete: editor.input(v.object({ id: IdParamSchema })).mutation(async ({ ctx, input }) => {
    await deleteAssignment(ctx.db, ctx.user, input.id);
    return { message: LL(ctx.locale).serverErrors.assignmentDeleted() };
  }),
});
