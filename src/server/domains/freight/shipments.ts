import { LIST_PATHS } from '../../../shared/list-paths';
import { aliasedTable, and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { authorOf, type Call } from '../../platform/call';
import type { Db } from '../../platform/db/client';
import { airports, flights, freightEvents, freightShipments, uldShipments, ulds, users } from '../schema';
import { fail, invalidField, orConflict } from '../../platform/errors';
import { awbCheckDigit, awbIsValid, fsuCode } from '../../../shared/schemas/freight';
import { audit, changesOf } from '../audit';
import { listTotal } from '../../platform/list-total';
import { pageRows, paginate } from '../../platform/paginate';
import type { CursorValue } from '../../../shared/schemas/common';

// Freight shipments: the Register freight and Shipment list screens; an AWB is an airline's 3-digit prefix and an
// 8-digit serial whose last digit checks the first seven (shared/codes.ts).

export const SHIPMENTS_PER_PAGE = 20;
/** The registration screen lists the latest 10 shipments. */
export const RECENT_SHIPMENTS = 10;

const dep = aliasedTable(airports, 'dep');
const arr = aliasedTable(airports, 'arr');

function selectShipments(db: Db) {
  // the latest event, through the (shipment_id, created_at) index: its time, and what its FSU code needs besides the
  // type (the shipment's status): where it happened, to tell RCS at the origin from RCF, and a transfer's carrier
  const latest = db
    .select({
      at: sql<Date | string>`${freightEvents.created_at}`.as('latest_at'),
      airport_id: sql<number>`${freightEvents.airport_id}`.as('latest_airport_id'),
      to_carrier: sql<string | null>`${freightEvents.to_carrier}`.as('latest_to_carrier'),
    })
    .from(freightEvents)
    .where(sql`${freightEvents.shipment_id} = "freight_shipments"."id"`)
    .orderBy(desc(freightEvents.created_at), desc(freightEvents.id))
    .limit(1)
    .as('latest');
  return db
    .select({
      id: freightShipments.id,
      awb_number: freightShipments.awb_number,
      shipper: freightShipments.shipper,
      consignee: freightShipments.consignee,
      weight: freightShipments.weight,
      nature: freightShipments.nature,
      description: freightShipments.description,
      departure_airport_id: freightShipments.departure_airport_id,
      arrival_airport_id: freightShipments.arrival_airport_id,
      status: freightShipments.status,
      created_at: freightShipments.created_at,
      updated_at: freightShipments.updated_at,
      dep_code: dep.code,
      dep_name: dep.name,
      arr_code: arr.code,
      arr_name: arr.name,
      latest_at: latest.at,
      latest_airport_id: latest.airport_id,
      latest_to_carrier: latest.to_carrier,
    })
    .from(freightShipments)
    .innerJoin(dep, eq(dep.id, freightShipments.departure_airport_id))
    .innerJoin(arr, eq(arr.id, freightShipments.arrival_airport_id))
    .leftJoinLateral(latest, sql`true`);
}

type ShipmentRow = Awaited<ReturnType<ReturnType<typeof selectShipments>['execute']>>[number];

/** A shipment as answered: airports as ids, objects and codes; `consignee_name` beside `consignee`; the latest event. */
function shape({
  dep_code,
  dep_name,
  arr_code,
  arr_name,
  latest_at,
  latest_airport_id,
  latest_to_carrier,
  status,
  ...row
}: ShipmentRow) {
  const type = status;
  return {
    ...row,
    consignee_name: row.consignee,
    departure: { id: row.departure_airport_id, code: dep_code, name: dep_name },
    arrival: { id: row.arrival_airport_id, code: arr_code, name: arr_name },
    departure_airport: dep_code,
    arrival_airport: arr_code,
    status: type,
    latest_event:
      type && latest_at && latest_airport_id !== null
        ? {
            event_type: type,
            fsu_code: fsuCode({
              event_type: type,
              airport_id: latest_airport_id,
              origin_airport_id: row.departure_airport_id,
              awb_number: row.awb_number,
              to_carrier: latest_to_carrier,
            }),
            created_at: new Date(latest_at),
          }
        : null,
  };
}

export async function listShipments({ db }: Call, opts: { page: number; after?: CursorValue; before?: CursorValue }) {
  const total = await listTotal(db, freightShipments);
  const keyset = { key: freightShipments.created_at, id: freightShipments.id, order: 'desc' } as const;
  // the page's ids first (the rows an OFFSET skips are read from the index alone), then their airports and latest
  // events: selecting everything with the OFFSET looked up the latest event of every row it skipped
  const { rows, edges } = await pageRows(db, { ...opts, perPage: SHIPMENTS_PER_PAGE, total, keyset }, (q) => {
    const page = db
      .select({ id: freightShipments.id })
      .from(freightShipments)
      .where(q.where)
      .orderBy(...q.orderBy)
      .limit(q.limit)
      .offset(q.offset);
    return selectShipments(db)
      .where(sql`${freightShipments.id} = any(array(${page}))`)
      .orderBy(...q.orderBy);
  });
  return paginate(rows.map(shape), {
    page: opts.page,
    perPage: SHIPMENTS_PER_PAGE,
    total,
    edges,
    path: LIST_PATHS.shipments,
  });
}

export async function recentShipments({ db }: Call) {
  const rows = await selectShipments(db)
    .orderBy(desc(freightShipments.created_at), desc(freightShipments.id))
    .limit(RECENT_SHIPMENTS);
  return rows.map(shape);
}

async function findShipment(db: Db, id: number) {
  const [row] = await selectShipments(db).where(eq(freightShipments.id, id));
  if (!row) throw fail('NOT_FOUND', 'shipmentNotFound', { id });
  return shape(row);
}

const eventAirport = aliasedTable(airports, 'event_airport');

/** Freight events as lists show them: the shipment, airport, ULD with its flight, and who scanned. */
export function selectFreightEvents(db: Db) {
  return db
    .select({
      id: freightEvents.id,
      event_type: freightEvents.event_type,
      shipment_id: freightShipments.id,
      awb_number: freightShipments.awb_number,
      consignee: freightShipments.consignee,
      shipment_weight: freightShipments.weight,
      origin_airport_id: freightShipments.departure_airport_id,
      airport_id: freightEvents.airport_id,
      airport_code: eventAirport.code,
      uld_id: ulds.id,
      uld_code: ulds.code,
      flight_id: flights.id,
      flight_number: flights.flight_number,
      user_id: users.id,
      user_name: users.name,
      remark: freightEvents.remark,
      location_description: freightEvents.location_description,
      to_carrier: freightEvents.to_carrier,
      created_at: freightEvents.created_at,
    })
    .from(freightEvents)
    .innerJoin(freightShipments, eq(freightShipments.id, freightEvents.shipment_id))
    .innerJoin(eventAirport, eq(eventAirport.id, freightEvents.airport_id))
    .leftJoin(ulds, eq(ulds.id, freightEvents.uld_id))
    .leftJoin(flights, eq(flights.id, ulds.flight_id))
    .leftJoin(users, eq(users.id, freightEvents.user_id));
}

type EventRow = Awaited<ReturnType<ReturnType<typeof selectFreightEvents>['execute']>>[number];

export function shapeFreightEvent(e: EventRow) {
  return {
    id: e.id,
    event_type: e.event_type,
    fsu_code: fsuCode(e),
    to_carrier: e.to_carrier,
    shipment: { id: e.shipment_id, awb_number: e.awb_number, consignee: e.consignee, weight: e.shipment_weight },
    airport: { id: e.airport_id, code: e.airport_code },
    uld:
      e.uld_id && e.uld_code
        ? {
            id: e.uld_id,
            code: e.uld_code,
            flight: e.flight_id && e.flight_number ? { id: e.flight_id, flight_number: e.flight_number } : null,
          }
        : null,
    user: e.user_id && e.user_name ? { id: e.user_id, name: e.user_name } : null,
    remark: e.remark,
    location_description: e.location_description,
    created_at: e.created_at,
  };
}

/** A shipment with every event, oldest first (the detail dialog's timeline). */
export async function getShipment({ db }: Call, id: number) {
  const shipment = await findShipment(db, id);
  const events = await selectFreightEvents(db)
    .where(eq(freightEvents.shipment_id, id))
    .orderBy(freightEvents.created_at, freightEvents.id);
  return { ...shipment, events: events.map(shapeFreightEvent) };
}

type ShipmentInput = {
  awb_number: string;
  shipper: string;
  consignee: string;
  departure_airport_id: number;
  arrival_airport_id: number;
  weight: number;
  nature?: string | null;
  description?: string | null;
};

/** What a schema cannot see: the check digit (naming the one expected), the airports, the AWB free. */
async function checkShipment(db: Db, input: ShipmentInput, exceptId?: number) {
  if (!awbIsValid(input.awb_number))
    throw invalidField('awb_number', 'awbCheckDigit', {
      awb: input.awb_number,
      expected: awbCheckDigit(input.awb_number),
    });
  if (input.departure_airport_id === input.arrival_airport_id) throw invalidField('arrival_airport_id', 'sameAirports');
  const ids = [input.departure_airport_id, input.arrival_airport_id];
  const found = new Set(
    (await db.select({ id: airports.id }).from(airports).where(inArray(airports.id, ids))).map((a) => a.id),
  );
  for (const field of ['departure_airport_id', 'arrival_airport_id'] as const) {
    if (!found.has(input[field])) throw invalidField(field, 'airportNotFound', { id: input[field] });
  }
  const [clash] = await db
    .select({ id: freightShipments.id })
    .from(freightShipments)
    .where(
      and(eq(freightShipments.awb_number, input.awb_number), exceptId ? ne(freightShipments.id, exceptId) : undefined),
    );
  if (clash) throw fail('CONFLICT', 'awbTaken', { awb: input.awb_number });
}

const columns = (input: ShipmentInput) => ({
  awb_number: input.awb_number,
  shipper: input.shipper,
  consignee: input.consignee,
  departure_airport_id: input.departure_airport_id,
  arrival_airport_id: input.arrival_airport_id,
  weight: input.weight,
  nature: input.nature || null,
  description: input.description || null,
});

export async function createShipment(call: Call, input: ShipmentInput) {
  const { db } = call;
  await checkShipment(db, input);
  // two desks registering the same AWB at once: the unique index decides, and the loser gets the same 409
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(freightShipments)
      .values({ ...columns(input), created_by: authorOf(call).id })
      .onConflictDoNothing({ target: freightShipments.awb_number })
      .returning();
    if (!row) throw fail('CONFLICT', 'awbTaken', { awb: input.awb_number });
    await audit(tx, call, { entity: 'shipment', entity_id: row.id, action: 'create', changes: changesOf(null, row) });
    return row.id;
  });
  return findShipment(db, id);
}

/**
 * A shipment's weight cannot drop below what is already on ULDs (the ULD contents list would carry more than was
 * shipped). The shipment's row is locked while its loads are summed, as assignShipment locks it while adding
 * one, so an attach and a lower weight at once cannot both pass.
 */
const updatedParty = (row: { shipper: string; consignee: string }, input: { shipper: string; consignee: string }) =>
  row.shipper !== input.shipper || row.consignee !== input.consignee;

export async function updateShipment(call: Call, { id, ...input }: ShipmentInput & { id: number }) {
  const { db } = call;
  const [existing] = await db
    .select({ id: freightShipments.id })
    .from(freightShipments)
    .where(eq(freightShipments.id, id));
  if (!existing) throw fail('NOT_FOUND', 'shipmentNotFound', { id });
  await checkShipment(db, input, id);
  const saved = db.transaction(async (tx) => {
    const [row] = await tx.select().from(freightShipments).where(eq(freightShipments.id, id)).for('update');
    if (!row) throw fail('NOT_FOUND', 'shipmentNotFound', { id });
    const [{ loaded } = { loaded: 0 }] = await tx
      .select({ loaded: sql<number>`coalesce(sum(${uldShipments.weight}), 0)`.mapWith(Number) })
      .from(uldShipments)
      .where(eq(uldShipments.shipment_id, id));
    if (input.weight < loaded - 1e-9)
      throw invalidField('weight', 'weightUnderLoaded', { loaded: Math.round(loaded * 100) / 100 });
    const [updated] = await tx
      .update(freightShipments)
      .set({
        ...columns(input),
        // a shipper or consignee written again after an erasure is held again: the retention job takes it anew
        ...(updatedParty(row, input) && { personal_data_erased_at: null }),
        updated_at: new Date(),
      })
      .where(eq(freightShipments.id, id))
      .returning();
    const changes = changesOf(row, updated!);
    if (changes) await audit(tx, call, { entity: 'shipment', entity_id: id, action: 'update', changes });
  });
  await orConflict(saved, { freight_shipments_awb_key: () => fail('CONFLICT', 'awbTaken', { awb: input.awb_number }) });
  return findShipment(db, id);
}

/** Shipments with weight still to put on a ULD (a shipment may be split over several), newest first. */
export async function unassignedShipments({ db }: Call) {
  // spelled out: in a one-table query drizzle writes columns without their table, which the subquery would take for its own
  const assigned =
    sql<number>`coalesce((select sum(us.weight) from ${uldShipments} us where us.shipment_id = "freight_shipments"."id"), 0)`.mapWith(
      Number,
    );
  const open = await db
    .select({ id: freightShipments.id, assigned })
    .from(freightShipments)
    .where(sql`${assigned} < ${freightShipments.weight}`)
    .orderBy(desc(freightShipments.created_at), desc(freightShipments.id))
    .limit(200);
  if (!open.length) return [];
  const byId = new Map(open.map((o) => [o.id, o.assigned]));
  const rows = await selectShipments(db)
    .where(inArray(freightShipments.id, [...byId.keys()]))
    .orderBy(desc(freightShipments.created_at), desc(freightShipments.id));
  return rows.map((row) => {
    const shipment = shape(row);
    const assigned_weight = Math.round(byId.get(row.id)! * 100) / 100;
    return {
      ...shipment,
      assigned_weight,
      remaining_weight: Math.round((shipment.weight - assigned_weight) * 100) / 100,
    };
  });
}
