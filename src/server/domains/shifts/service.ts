import { LIST_PATHS } from '../../../shared/list-paths';
import { and, asc, eq, gt, inArray, isNotNull, lt, ne, notInArray } from 'drizzle-orm';
import { authorOf, requirePerson, type Call } from '../../platform/call';
import type { Db } from '../../platform/db/client';
import { airports, services, shiftAssignments, shifts, users, zones } from '../schema';
import { fail, invalidField, orConflict } from '../../platform/errors';
import type { ErrorKey } from '../../platform/i18n';
import { instantToZonedIso } from '../../../shared/time';
import type { CreateAssignment, CreateShift } from '../../../shared/schemas/shifts';
import { toInstant } from '../../../shared/time';
import { audit, changesOf } from '../audit';
import { listTotal } from '../../platform/list-total';
import { pageRows, paginate } from '../../platform/paginate';
import { assertOwnService, ownServiceId, shiftsServiceOf } from '../../platform/scope';
import type { CursorValue } from '../../../shared/schemas/common';

// Shifts and their assignments to zones: a user reads their own service's shifts, an admin all;
// supervisors and admins write them (the procedures' policy), a supervisor only for their own service (here,
// through scope.ts, so a job calling these services meets the same rule).

export const SHIFTS_PER_PAGE = 20;
/** A longer shift is a typo in a date (a week instead of a day), not a working period. */
export const MAX_SHIFT_HOURS = 24;
/** The caller's upcoming assignments answered beside the one under way (profile, dashboard). */
export const MY_NEXT_SHIFTS = 5;

/** The airport's wall clock of an instant, as people write it: "2026-11-25 06:00". */
const wallClock = (d: Date, tz: string) => instantToZonedIso(d, tz).slice(0, 16).replace('T', ' ');

/**
 * "Passage 2026-11-25 06:00–14:00": the day it starts and the hours. A night shift reads "22:00–06:00" (a shift
 * lasts 24 hours at most, so an end earlier than the start is the next morning), short enough for a list column.
 */
export function shiftLabel(serviceName: string, start: Date, end: Date, tz: string) {
  const from = wallClock(start, tz);
  return `${serviceName} ${from}–${wallClock(end, tz).slice(11)}`;
}

function selectShifts(db: Db) {
  return db
    .select({
      id: shifts.id,
      label: shifts.label,
      started_at: shifts.started_at,
      ended_at: shifts.ended_at,
      service_id: shifts.service_id,
      service_name: services.name,
      is_active: shifts.is_active,
      created_by: shifts.created_by,
      creator_name: users.name,
      created_at: shifts.created_at,
      updated_at: shifts.updated_at,
    })
    .from(shifts)
    .innerJoin(services, eq(services.id, shifts.service_id))
    .leftJoin(users, eq(users.id, shifts.created_by));
}

type ShiftRow = Awaited<ReturnType<ReturnType<typeof selectShifts>['execute']>>[number];

/** A shift as answered: times in the airport's zone with their offset, like flights; its creator as `user`. */
function shapeShift({ creator_name, ...r }: ShiftRow, tz: string) {
  return {
    ...r,
    started_at: instantToZonedIso(r.started_at, tz),
    ended_at: instantToZonedIso(r.ended_at, tz),
    user: r.created_by !== null && creator_name !== null ? { id: r.created_by, name: creator_name } : null,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

/** The latest start first; a user's own service's, an admin's choice of service or all (scope.ts). */
export async function listShifts(
  call: Call,
  input: { page: number; service_id?: number; after?: CursorValue; before?: CursorValue },
) {
  const { db, tz } = call;
  const opts = { ...input, serviceId: shiftsServiceOf(call, input.service_id), tz };
  const where = opts.serviceId ? eq(shifts.service_id, opts.serviceId) : undefined;
  const total = await listTotal(db, shifts, where);
  // the latest start first: the coming shifts on top, the past ones below
  const keyset = { key: shifts.started_at, id: shifts.id, order: 'desc' } as const;
  const { rows, edges } = await pageRows(db, { ...opts, perPage: SHIFTS_PER_PAGE, total, keyset }, (q) =>
    selectShifts(db)
      .where(and(where, q.where))
      .orderBy(...q.orderBy)
      .limit(q.limit)
      .offset(q.offset),
  );
  return paginate(
    rows.map((r) => shapeShift(r, opts.tz)),
    {
      page: opts.page,
      perPage: SHIFTS_PER_PAGE,
      total,
      edges,
      path: LIST_PATHS.shifts,
      query: { service_id: opts.serviceId },
    },
  );
}

async function findShift(db: Db, id: number) {
  const [row] = await selectShifts(db).where(eq(shifts.id, id));
  if (!row) throw fail('NOT_FOUND', 'shiftNotFound', { id });
  return row;
}

/**
 * A shift of another service is neither read nor written but by an admin (scope.ts). Who may write at all
 * (supervisors and admins) is the procedure's policy.
 */
const assertService = (call: Call, serviceId: number, key: ErrorKey = 'shiftOtherService') =>
  assertOwnService(call, serviceId, key);

const zoneColumns = { id: zones.id, name: zones.name, airport_id: zones.airport_id, code: airports.code };
const zoneOf = (r: { zone_id: number; zone_name: string; airport_id: number; airport_code: string }) => ({
  id: r.zone_id,
  name: r.zone_name,
  airport_id: r.airport_id,
  airport: { code: r.airport_code },
});

function selectAssignments(db: Db) {
  return db
    .select({
      id: shiftAssignments.id,
      shift_id: shiftAssignments.shift_id,
      user_id: shiftAssignments.user_id,
      zone_id: shiftAssignments.zone_id,
      is_active: shiftAssignments.is_active,
      assigned_by: shiftAssignments.assigned_by,
      username: users.username,
      name: users.name,
      zone_name: zones.name,
      airport_id: zones.airport_id,
      airport_code: airports.code,
      updated_at: shiftAssignments.updated_at,
    })
    .from(shiftAssignments)
    .innerJoin(users, eq(users.id, shiftAssignments.user_id))
    .innerJoin(zones, eq(zones.id, shiftAssignments.zone_id))
    .innerJoin(airports, eq(airports.id, zones.airport_id));
}

type AssignmentRow = Awaited<ReturnType<ReturnType<typeof selectAssignments>['execute']>>[number];

function shapeAssignment({ zone_name, airport_id, airport_code, ...r }: AssignmentRow) {
  return {
    ...r,
    zone: zoneOf({ zone_id: r.zone_id, zone_name, airport_id, airport_code }),
    updated_at: r.updated_at.toISOString(),
  };
}

async function getAssignment(db: Db, id: number) {
  const [row] = await selectAssignments(db).where(eq(shiftAssignments.id, id));
  if (!row) throw fail('NOT_FOUND', 'assignmentNotFound', { id });
  return shapeAssignment(row);
}

/**
 * The zones of the shift's airports with how many people are actively assigned to each, nobody first.
 * A shift has no airport of its own: its airports are those where its service's staff are based, and those
 * of zones it already has people in (someone lent to another station).
 */
async function coverage(
  db: Db,
  shiftId: number,
  serviceId: number,
  assigned: { zone: { id: number; airport_id: number }; is_active: boolean }[],
) {
  const staffAirports = await db
    .selectDistinct({ id: users.airport_id })
    .from(users)
    .where(and(eq(users.service_id, serviceId), isNotNull(users.airport_id)));
  const airportIds = [...new Set([...staffAirports.map((a) => a.id!), ...assigned.map((a) => a.zone.airport_id)])];
  if (!airportIds.length) return [];
  const rows = await db
    .select(zoneColumns)
    .from(zones)
    .innerJoin(airports, eq(airports.id, zones.airport_id))
    .where(inArray(zones.airport_id, airportIds))
    .orderBy(asc(airports.code), asc(zones.name));
  const people = new Map<number, number>();
  for (const a of assigned) if (a.is_active) people.set(a.zone.id, (people.get(a.zone.id) ?? 0) + 1);
  // a stable sort keeps airport and name order within the same head count
  return rows
    .map((z) => ({
      zone: zoneOf({ zone_id: z.id, zone_name: z.name, airport_id: z.airport_id, airport_code: z.code }),
      assigned: people.get(z.id) ?? 0,
    }))
    .sort((a, b) => a.assigned - b.assigned);
}

export async function getShiftDetail(call: Call, id: number) {
  const { db, tz } = call;
  const shift = await findShift(db, id);
  assertService(call, shift.service_id);
  const assignments = (
    await selectAssignments(db).where(eq(shiftAssignments.shift_id, id)).orderBy(asc(users.username))
  ).map(shapeAssignment);
  return { ...shapeShift(shift, tz), assignments, coverage: await coverage(db, id, shift.service_id, assignments) };
}

/** The service, its name (for the label), and the checked times. */
async function checkShift(call: Call, input: CreateShift) {
  const { db, tz } = call;
  // none sent: the caller's own service (a job has none and must name it)
  const serviceId = input.service_id ?? ownServiceId(call);
  if (!serviceId) throw invalidField('service_id', 'required');
  const [service] = await db
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(eq(services.id, serviceId));
  if (!service) throw invalidField('service_id', 'serviceNotFound', { id: serviceId });
  assertService(call, serviceId, 'shiftServiceOwn');
  const start = toInstant(input.started_at, tz);
  const end = toInstant(input.ended_at, tz);
  if (end.getTime() <= start.getTime()) throw invalidField('ended_at', 'shiftEndBeforeStart');
  if (end.getTime() - start.getTime() > MAX_SHIFT_HOURS * 3_600_000)
    throw invalidField('ended_at', 'shiftTooLong', { hours: MAX_SHIFT_HOURS });
  return { service, start, end };
}

export async function createShift(call: Call, input: CreateShift) {
  const { db, tz } = call;
  const { service, start, end } = await checkShift(call, input);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(shifts)
      .values({
        label: input.label || shiftLabel(service.name, start, end, tz),
        started_at: start,
        ended_at: end,
        service_id: service.id,
        is_active: input.is_active,
        created_by: authorOf(call).id, // the caller, never the body's
      })
      .returning();
    await audit(tx, call, { entity: 'shift', entity_id: row!.id, action: 'create', changes: changesOf(null, row!) });
    return row!.id;
  });
  return shapeShift(await findShift(db, id), tz);
}

/** The first active assignment of another shift overlapping [start, end) among these users', if any. */
async function overlapping(
  db: Pick<Db, 'select'>,
  opts: { userIds: number[]; shiftId: number; start: Date; end: Date },
) {
  if (!opts.userIds.length) return undefined;
  const [row] = await db
    .select({ name: users.name, label: shifts.label, started_at: shifts.started_at, ended_at: shifts.ended_at })
    .from(shiftAssignments)
    .innerJoin(shifts, eq(shifts.id, shiftAssignments.shift_id))
    .innerJoin(users, eq(users.id, shiftAssignments.user_id))
    .where(
      and(
        inArray(shiftAssignments.user_id, opts.userIds),
        eq(shiftAssignments.is_active, true),
        ne(shifts.id, opts.shiftId),
        lt(shifts.started_at, opts.end),
        gt(shifts.ended_at, opts.start),
      ),
    )
    .orderBy(asc(shifts.started_at))
    .limit(1);
  return row;
}

const overlapError = (o: { name: string; label: string; started_at: Date; ended_at: Date }, tz: string) =>
  fail('CONFLICT', 'assignmentOverlap', {
    name: o.name,
    label: o.label,
    start: wallClock(o.started_at, tz),
    end: wallClock(o.ended_at, tz),
  });

/**
 * Locks what the overlap rule reads, in one order for every writer: the shift, then its people's user rows by
 * id. saveAssignment takes the shift and then the user; so two moves of shifts sharing a person, or a move and
 * an assignment of one of its people, run one after the other and the second sees the first's times, and
 * neither waits for the other in a circle.
 */
async function lockShiftAndPeople(tx: Pick<Db, 'select'>, id: number) {
  const [shift] = await tx.select({ id: shifts.id }).from(shifts).where(eq(shifts.id, id)).for('update');
  if (!shift) throw fail('NOT_FOUND', 'shiftNotFound', { id });
  const people = await tx
    .select({ user_id: shiftAssignments.user_id })
    .from(shiftAssignments)
    .where(and(eq(shiftAssignments.shift_id, id), eq(shiftAssignments.is_active, true)))
    .orderBy(asc(shiftAssignments.user_id));
  const userIds = people.map((p) => p.user_id);
  if (userIds.length)
    await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, userIds))
      .orderBy(asc(users.id))
      .for('update');
  return userIds;
}

export async function updateShift(call: Call, { id, ...input }: CreateShift & { id: number }) {
  const { db, tz } = call;
  const existing = await findShift(db, id);
  assertService(call, existing.service_id);
  // none sent: the shift keeps its service (an admin editing another service's shift must not take it over)
  const { service, start, end } = await checkShift(call, {
    ...input,
    service_id: input.service_id ?? existing.service_id,
  });
  // a label the server made follows the new service and times; one a person wrote is kept
  const wasMade = existing.label === shiftLabel(existing.service_name, existing.started_at, existing.ended_at, tz);
  const label =
    input.label && !(wasMade && input.label === existing.label)
      ? input.label
      : shiftLabel(service.name, start, end, tz);
  await db.transaction(async (tx) => {
    // new times must not make one of its people work two shifts at once
    const userIds = await lockShiftAndPeople(tx, id);
    const clash = await overlapping(tx, { userIds, shiftId: id, start, end });
    if (clash) throw overlapError(clash, tz);
    const [before] = await tx.select().from(shifts).where(eq(shifts.id, id));
    const after = { label, started_at: start, ended_at: end, service_id: service.id, is_active: input.is_active };
    await tx.update(shifts).set(after).where(eq(shifts.id, id));
    const changes = changesOf(before!, after);
    if (changes) await audit(tx, call, { entity: 'shift', entity_id: id, action: 'update', changes });
  });
  return shapeShift(await findShift(db, id), tz);
}

/**
 * The users of the shift's service a form may assign: those not yet in the shift; when editing (`isEdit` true) all
 * of them, as the edited assignment may keep its user; with an assignment's id, those plus that assignment's user.
 */
export async function availableUsers(
  call: Call,
  opts: { serviceId: number; shiftId: number; isEdit?: boolean | number },
) {
  const { db } = call;
  const [shift] = await db.select({ service_id: shifts.service_id }).from(shifts).where(eq(shifts.id, opts.shiftId));
  // the path names the shift's service: another one has no such shift
  if (!shift || shift.service_id !== opts.serviceId) throw fail('NOT_FOUND', 'shiftNotFound', { id: opts.shiftId });
  assertService(call, shift.service_id);
  const editedId = typeof opts.isEdit === 'number' ? opts.isEdit : undefined;
  const taken = db
    .select({ user_id: shiftAssignments.user_id })
    .from(shiftAssignments)
    .where(and(eq(shiftAssignments.shift_id, opts.shiftId), editedId ? ne(shiftAssignments.id, editedId) : undefined));
  return db
    .select({ id: users.id, name: users.name, username: users.username, role: users.role })
    .from(users)
    .where(and(eq(users.service_id, shift.service_id), opts.isEdit === true ? undefined : notInArray(users.id, taken)))
    .orderBy(asc(users.name), asc(users.id));
}

/** The references of an assignment, checked: 422 naming the field that points nowhere or at another service's user. */
async function checkAssignment(call: Call, shiftId: number, input: { user_id: number; zone_id: number }) {
  const { db } = call;
  const [shift] = await db
    .select({ id: shifts.id, service_id: shifts.service_id })
    .from(shifts)
    .where(eq(shifts.id, shiftId));
  if (!shift) throw invalidField('shift_id', 'shiftNotFound', { id: shiftId });
  assertService(call, shift.service_id);
  const [user] = await db
    .select({ id: users.id, name: users.name, service_id: users.service_id })
    .from(users)
    .where(eq(users.id, input.user_id));
  if (!user) throw invalidField('user_id', 'userNotFound', { id: input.user_id });
  if (user.service_id !== shift.service_id) throw invalidField('user_id', 'userOtherService', { name: user.name });
  const [zone] = await db.select({ id: zones.id }).from(zones).where(eq(zones.id, input.zone_id));
  if (!zone) throw invalidField('zone_id', 'zoneNotFound', { id: input.zone_id });
  return { shift, user };
}

type AssignmentInput = Pick<CreateAssignment, 'user_id' | 'zone_id' | 'is_active'>;

/**
 * Writes an assignment once nothing refuses it. The shift's row (its times, which a move may be changing) and
 * then the user's are locked first, the order updateShift takes them in: two desks assigning the same person to
 * overlapping shifts at once, or one assigning while another moves a shift of that person, cannot both pass
 * the overlap check.
 */
async function saveAssignment(call: Call, shiftId: number, input: AssignmentInput, id?: number) {
  const { db, tz } = call;
  const { user } = await checkAssignment(call, shiftId, input);
  const saved = db.transaction(async (tx) => {
    // FOR SHARE: assignments to one shift go on side by side; a move of the shift waits for them, and they for it
    const [shift] = await tx
      .select({ started_at: shifts.started_at, ended_at: shifts.ended_at })
      .from(shifts)
      .where(eq(shifts.id, shiftId))
      .for('share');
    if (!shift) throw invalidField('shift_id', 'shiftNotFound', { id: shiftId });
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [twice] = await tx
      .select({ id: shiftAssignments.id })
      .from(shiftAssignments)
      .where(
        and(
          eq(shiftAssignments.shift_id, shiftId),
          eq(shiftAssignments.user_id, user.id),
          id ? ne(shiftAssignments.id, id) : undefined,
        ),
      );
    if (twice) throw fail('CONFLICT', 'alreadyAssigned', { name: user.name });
    if (input.is_active) {
      const clash = await overlapping(tx, {
        userIds: [user.id],
        shiftId,
        start: shift.started_at,
        end: shift.ended_at,
      });
      if (clash) throw overlapError(clash, tz);
    }
    const values = {
      user_id: user.id,
      zone_id: input.zone_id,
      is_active: input.is_active,
      assigned_by: authorOf(call).id,
    };
    if (id) {
      const [before] = await tx.select().from(shiftAssignments).where(eq(shiftAssignments.id, id)).for('update');
      await tx.update(shiftAssignments).set(values).where(eq(shiftAssignments.id, id));
      // who saved it last is not a change of the assignment by itself
      const changes = changesOf(before ?? null, values);
      if (changes && Object.keys(changes).some((k) => k !== 'assigned_by'))
        await audit(tx, call, { entity: 'assignment', entity_id: id, action: 'update', changes });
      return id;
    }
    const [row] = await tx
      .insert(shiftAssignments)
      .values({ ...values, shift_id: shiftId })
      .returning();
    await audit(tx, call, {
      entity: 'assignment',
      entity_id: row!.id,
      action: 'create',
      changes: changesOf(null, row!),
    });
    return row!.id;
  });
  return orConflict(saved, {
    shift_assignments_shift_user_key: () => fail('CONFLICT', 'alreadyAssigned', { name: user.name }),
  });
}

export async function createAssignment(call: Call, input: CreateAssignment) {
  return getAssignment(call.db, await saveAssignment(call, input.shift_id, input));
}

export async function updateAssignment(
  call: Call,
  { id, ...input }: AssignmentInput & { id: number; shift_id?: number },
) {
  const { db } = call;
  const existing = await getAssignment(db, id);
  if (input.shift_id !== undefined && input.shift_id !== existing.shift_id)
    throw invalidField('shift_id', 'assignmentShiftFixed');
  return getAssignment(db, await saveAssignment(call, existing.shift_id, input, id));
}

export async function deleteAssignment(call: Call, id: number) {
  const { db } = call;
  const [row] = await db
    .select({ service_id: shifts.service_id })
    .from(shiftAssignments)
    .innerJoin(shifts, eq(shifts.id, shiftAssignments.shift_id))
    .where(eq(shiftAssignments.id, id));
  if (!row) throw fail('NOT_FOUND', 'assignmentNotFound', { id });
  assertService(call, row.service_id);
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(shiftAssignments).where(eq(shiftAssignments.id, id)).returning();
    if (gone)
      await audit(tx, call, { entity: 'assignment', entity_id: id, action: 'delete', changes: changesOf(gone, null) });
  });
}

/** The caller's active assignment under way, if any, then the next ones, soonest first (shifts still active). */
export async function myShifts(call: Call, { now = new Date() } = {}) {
  const { db, tz } = call;
  const userId = requirePerson(call).id;
  const rows = await db
    .select({
      assignment_id: shiftAssignments.id,
      shift_id: shifts.id,
      label: shifts.label,
      started_at: shifts.started_at,
      ended_at: shifts.ended_at,
      zone_id: zones.id,
      zone_name: zones.name,
      airport_id: zones.airport_id,
      airport_code: airports.code,
    })
    .from(shiftAssignments)
    .innerJoin(shifts, eq(shifts.id, shiftAssignments.shift_id))
    .innerJoin(zones, eq(zones.id, shiftAssignments.zone_id))
    .innerJoin(airports, eq(airports.id, zones.airport_id))
    .where(
      and(
        eq(shiftAssignments.user_id, userId),
        eq(shiftAssignments.is_active, true),
        eq(shifts.is_active, true),
        gt(shifts.ended_at, now),
      ),
    )
    .orderBy(asc(shifts.started_at), asc(shifts.id))
    .limit(MY_NEXT_SHIFTS + 1);
  const current = rows.filter((r) => r.started_at <= now).slice(0, 1);
  const next = rows.filter((r) => r.started_at > now).slice(0, MY_NEXT_SHIFTS);
  return [...current, ...next].map(({ zone_id, zone_name, airport_id, airport_code, ...r }) => ({
    ...r,
    started_at: instantToZonedIso(r.started_at, tz),
    ended_at: instantToZonedIso(r.ended_at, tz),
    zone: zoneOf({ zone_id, zone_name, airport_id, airport_code }),
    is_current: r.started_at <= now,
  }));
}
