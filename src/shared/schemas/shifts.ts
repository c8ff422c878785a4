import * as v from 'valibot';
import { ROLES } from '../roles';
import { ZoneSchema } from './admin';
import {
  DateTimeSchema,
  IdParamSchema,
  IdSchema,
  IntSchema,
  PageCursorFields,
  PageSchema,
  TimestampSchema,
  optionalText,
  pageOf,
} from './common';
import { msg } from '../messages';

// Staff shifts and their assignments to zones: shift management and shift detail.

/** A switch's value: JSON true/false, or the text a query string or a form carries. */
const FlagSchema = v.pipe(
  v.union([v.boolean(), v.picklist(['true', 'false', '1', '0'])], msg('invalidFlag')),
  v.transform((x) => x === true || x === 'true' || x === '1'),
);

/** Older clients send the user's service and role with the list: the server scopes from the session instead, as a caller could name any. */
export const ShiftListSchema = v.object({
  page: PageSchema,
  ...PageCursorFields,
  service_id: v.optional(IdParamSchema),
  role: v.optional(v.picklist(ROLES, msg('invalidRole'))),
});

const shiftFields = {
  /** None or empty: made from the service and the times. */
  label: optionalText(120),
  /** datetime-local in the airport's time ("2026-11-25T06:00"), or an ISO instant with its offset. */
  started_at: DateTimeSchema,
  ended_at: DateTimeSchema,
  /** None: the caller's own service. */
  service_id: v.optional(IdSchema),
  is_active: v.optional(FlagSchema, true),
};

export const CreateShiftSchema = v.object(shiftFields);
export type CreateShift = v.InferOutput<typeof CreateShiftSchema>;
export const UpdateShiftSchema = v.object({ id: IdParamSchema, ...shiftFields });

/**
 * GET /api/services/{serviceId}/shifts/{shiftId}/available-users. `isEdit` says whether the list is for editing an
 * assignment: `false`/`0` (or none) lists the service's users not yet in the shift, `true`/`1` lists them all (the
 * edited assignment may keep its user). The id of the assignment being edited (2 and up) is taken too, offering the
 * users not in the shift plus that assignment's own: the form's older clients send it. `1` reads as true, which
 * offers a superset of what assignment 1 would.
 */
export const AvailableUsersSchema = v.object({
  serviceId: IdParamSchema,
  shiftId: IdParamSchema,
  isEdit: v.optional(v.union([FlagSchema, IdParamSchema], msg('invalidEditFlag'))),
});

const assignmentFields = {
  user_id: IdSchema,
  zone_id: IdSchema,
  is_active: v.optional(FlagSchema, true),
  // older clients send `assigned_by`; the server records the signed-in user whatever it says
  assigned_by: v.optional(v.unknown()),
};

export const CreateAssignmentSchema = v.object({ shift_id: IdSchema, ...assignmentFields });
export type CreateAssignment = v.InferOutput<typeof CreateAssignmentSchema>;
/** An assignment stays in its shift: a `shift_id` sent must be its own. */
export const UpdateAssignmentSchema = v.object({
  id: IdParamSchema,
  shift_id: v.optional(IdSchema),
  ...assignmentFields,
});

// ---- answers ----

const ShiftTimes = {
  started_at: TimestampSchema,
  ended_at: TimestampSchema,
};

/** A shift as the lists show it; `user` is who created it (the Shifts tab's User column). */
export const ShiftSchema = v.object({
  id: IntSchema,
  label: v.pipe(v.string(), v.examples(['Passage 2026-11-25 06:00–14:00'])),
  ...ShiftTimes,
  service_id: IntSchema,
  service_name: v.pipe(v.string(), v.examples(['Passage'])),
  is_active: v.boolean(),
  created_by: v.nullable(IntSchema),
  user: v.nullable(v.object({ id: IntSchema, name: v.string() })),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export const ShiftPageSchema = pageOf(ShiftSchema);

/** An assignment, with what its list shows: username, zone (with its airport) and status. */
export const AssignmentSchema = v.object({
  id: IntSchema,
  shift_id: IntSchema,
  user_id: IntSchema,
  zone_id: IntSchema,
  is_active: v.boolean(),
  assigned_by: v.nullable(IntSchema),
  username: v.pipe(v.string(), v.examples(['agent.passage'])),
  name: v.pipe(v.string(), v.examples(['Grace Mukendi'])),
  zone: ZoneSchema,
  updated_at: TimestampSchema,
});

/** A zone of the shift's airports and how many people are actively assigned to it. */
export const CoverageSchema = v.object({ zone: ZoneSchema, assigned: IntSchema });

export const ShiftDetailSchema = v.object({
  ...ShiftSchema.entries,
  assignments: v.array(AssignmentSchema),
  /** Zones with nobody first, then the fewest people; by airport code and zone name within. */
  coverage: v.array(CoverageSchema),
});

/** The user select of the Add User dialog: name and role. */
export const AvailableUserSchema = v.object({
  id: IntSchema,
  name: v.string(),
  username: v.string(),
  role: v.picklist(ROLES),
});

/** One of the caller's own assignments: where and when. */
export const MyShiftSchema = v.object({
  assignment_id: IntSchema,
  shift_id: IntSchema,
  label: v.string(),
  ...ShiftTimes,
  zone: ZoneSchema,
  /** Under way now (started, not yet ended). */
  is_current: v.boolean(),
});
