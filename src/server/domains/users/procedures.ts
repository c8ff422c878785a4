import { msg } from '../../../shared/messages';
import * as v from 'valibot';
import { CreateUserSchema, UpdateUserSchema } from '../../../shared/schemas/admin';
import { IdParamSchema, PageCursorFields, PageSchema } from '../../../shared/schemas/common';
import { ROLES } from '../../../shared/roles';
import { createUser, disableUser, enableUser, getUser, listUsers, updateUser } from './service';
import { adminProcedure, authedProcedure, router } from '../../platform/trpc';

const ListUsersSchema = v.object({
  page: PageSchema,
  ...PageCursorFields,
  service_id: v.optional(IdParamSchema),
  // the screens send the caller's own role and id along: the server knows who calls, so both are accepted and
  // ignored (the role is not a filter)
  role: v.optional(v.picklist(ROLES, msg('invalidRole'))),
  user_id: v.optional(v.unknown()),
});
const ById = v.object({ id: IdParamSchema });

export const usersRouter = router({
  /** A user reads their own service's users; an admin reads all, or one service (the service's rule). */
  list: authedProcedure.input(ListUsersSchema).query(({ ctx, input }) =>
    listUsers(ctx.call, {
      page: input.page,
      after: input.after,
      before: input.before,
      service_id: input.service_id,
    }),
  ),
  get: adminProcedure.input(ById).query(({ ctx, input }) => getUser(ctx.call, input.id)),
  create: adminProcedure.input(CreateUserSchema).mutation(({ ctx, input }) => createUser(ctx.call, input)),
  /** An API token cannot set its own owner's password (the service's rule). */
  update: adminProcedure.input(UpdateUserSchema).mutation(({ ctx, input }) => updateUser(ctx.call, input)),
  /** Access taken away at once: no sign-in, sessions deleted, tokens refused. Never one's own (nobody left to undo it). */
  disable: adminProcedure.input(ById).mutation(({ ctx, input }) => disableUser(ctx.call, input.id)),
  enable: adminProcedure.input(ById).mutation(({ ctx, input }) => enableUser(ctx.call, input.id)),
});
