import * as v from 'valibot';
import { CreateUserSchema, UpdateUserSchema } from '../../shared/schemas/admin';
import { IdParamSchema, PageCursorFields, PageSchema } from '../../shared/schemas/common';
import { ROLES } from '../../shared/roles';
import { fail } from '../errors';
import { createUser, disableUser, enableUser, findCurrentUser, listUsers, updateUser } from '../services/users';
import { adminProcedure, authedProcedure, router } from '../trpc';

const ListUsersSchema = v.object({
  page: PageSchema,
  ...PageCursorFields,
  service_id: v.optional(IdParamSchema),
  role: v.optional(v.picklist(ROLES, 'errors.invalidRole')),
  // SPEC §7 sends the caller's own id along; the server knows who calls, so it is accepted and ignored.
  user_id: v.optional(v.unknown()),
});

export const usersRouter = router({
  /** A user reads their own service's users; an admin reads all, or one service (CONTRACT §5). */
  list: authedProcedure.input(ListUsersSchema).query(({ ctx, input }) => {
    const isAdmin = ctx.user.role === 'admin';
    if (!isAdmin && input.service_id && input.service_id !== ctx.user.service.id) throw fail('FORBIDDEN', 'forbidden');
    const serviceId = isAdmin ? input.service_id : ctx.user.service.id;
    // the `role` query of SPEC §7 is the caller's role, not a filter, in the screens that send it
    return listUsers(ctx.db, {
      page: input.page,
      after: input.after,
      before: input.before,
      serviceId,
    });
  }),
  get: adminProcedure.input(v.object({ id: IdParamSchema })).query(async ({ ctx, input }) => {
    const user = await findCurrentUser(ctx.db, input.id);
    if (!user) throw fail('NOT_FOUND', 'userNotFound', { id: input.id });
    return user;
  }),
  create: adminProcedure.input(CreateUserSchema).mutation(({ ctx, input }) => createUser(ctx.db, input)),
  update: adminProcedure.input(UpdateUserSchema).mutation(({ ctx, input }) => {
    // a leaked token must not become its owner's password, then a session, then new tokens
    if (input.password && input.id === ctx.user.id && ctx.auth?.method === 'token')
      throw fail('FORBIDDEN', 'tokenCannotSetOwnPassword');
    return updateUser(ctx.db, input);
  }),
  /** Access taken away at once: no sign-in, sessions deleted, tokens refused. Never one's own (nobody left to undo it). */
  disable: adminProcedure
    .input(v.object({ id: IdParamSchema }))
    .mutation(({ ctx, input }) => disableUser(ctx.db, ctx.user.id, input.id)),
  enable: adminProcedure
    .input(v.object({ id: IdParamSchema }))
    .mutation(({ ctx, input }) => enableUser(ctx.db, input.id)),
});
