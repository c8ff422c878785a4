import type { BagStatus } from '../../src/shared/schemas/baggage-events';
import type { FlightStatus } from '../../src/shared/schemas/flights';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { bagEvents, bags, flights, passengers } from '../../src/server/domains/schema';
import { api, request, type Auth, type TestApp } from './app';
import { adminAuth, createAirport, signedIn } from './factories';
import { expectJson } from './expect';
import { localDay, localToInstant } from '../../src/shared/time';

// Flights, passengers, bags and manifests: data made straight in the database (fast, no rules applied)
// or through the API (the rules apply), and the multipart bodies of the manifest import.

const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomFrom = (alphabet: string, n: number) =>
  Array.from(randomBytes(n), (b) => alphabet[b % alphabet.length]).join('');

/** A flight number not used before in this process: 8Z + 4 digits. */
let flightSeq = Math.floor(Math.random() * 9000);
export function uniqueFlightNumber(airline = '8Z') {
  flightSeq = (flightSeq + 1) % 9000;
  return `${airline}${1000 + flightSeq}`;
}

/** A PNR of six letters or digits, upper-case. */
export const uniquePnr = () => randomFrom(ALNUM, 6);

/** A bag tag of the generated form 8Z-{year}-{8 digits}. */
export const uniqueBagTag = () => `8Z-2026-${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0')}`;

const sharedSessions = new WeakMap<TestApp, Map<string, ReturnType<typeof signedIn>>>();
/**
 * One signed-in user per app and per set of options, made on first use: signing in costs a password
 * hash, so tests that only act as "a passage agent" share one. Tests that change the user use signedIn.
 */
export function sharedUser(t: TestApp, opts: Parameters<typeof signedIn>[1] = {}) {
  let byKey = sharedSessions.get(t);
  if (!byKey) sharedSessions.set(t, (byKey = new Map()));
  const key = JSON.stringify(opts);
  let session = byKey.get(key);
  if (!session) byKey.set(key, (session = signedIn(t, opts)));
  return session;
}

/**
 * The day test flights fly by default: today, in the test airport's zone. A licence plate names a bag only within
 * the plate window around now (plates.ts), so flights of a fixed past date would stop being scannable as the
 * calendar moves on.
 */
export const FLIGHT_DAY = localDay(new Date(), 'Africa/Kinshasa');

export type DbFlight = {
  id: number;
  flight_number: string;
  departure_airport: number | null;
  arrival_airport: number | null;
};

/** A flight written straight to the database (no validation, no API). Times are instants. */
export async function insertFlight(
  t: TestApp,
  opts: {
    flight_number?: string;
    departure_airport?: number | null;
    arrival_airport?: number | null;
    departure_time?: Date;
    arrival_time?: Date;
    status?: FlightStatus;
    airline_code?: string;
  } = {},
): Promise<DbFlight> {
  const departure = opts.departure_time ?? localToInstant(`${FLIGHT_DAY}T08:30`, 'Africa/Kinshasa');
  const [row] = await t.database.db
    .insert(flights)
    .values({
      flight_number: opts.flight_number ?? uniqueFlightNumber(),
      departure_airport: opts.departure_airport ?? null,
      arrival_airport: opts.arrival_airport ?? null,
      departure_time: departure,
      arrival_time: opts.arrival_time ?? new Date(departure.getTime() + 2 * 3600_000),
      airline_code: opts.airline_code ?? '8Z',
      status: opts.status ?? 'SCHEDULED',
    })
    .returning({
      id: flights.id,
      flight_number: flights.flight_number,
      departure_airport: flights.departure_airport,
      arrival_airport: flights.arrival_airport,
    });
  return row!;
}

/** Two fresh airports: departure and arrival. */
export async function airportPair(t: TestApp) {
  return { dep: await createAirport(t), arr: await createAirport(t) };
}

/** A valid POST /api/flights body between two fresh airports (datetime-local values). */
export async function flightBody(t: TestApp, overrides: Record<string, unknown> = {}) {
  const { dep, arr } = await airportPair(t);
  return {
    body: {
      flight_number: uniqueFlightNumber(),
      departure_airport: dep.id,
      arrival_airport: arr.id,
      departure_time: `${FLIGHT_DAY}T08:30`,
      arrival_time: `${FLIGHT_DAY}T10:45`,
      airline_code: '8Z',
      ...overrides,
    },
    dep,
    arr,
  };
}

/** A flight made through POST /api/flights (as the admin unless told), expecting 201; returns the answer. */
export async function createFlightViaApi(t: TestApp, overrides: Record<string, unknown> = {}, auth?: Auth) {
  const { body } = await flightBody(t, overrides);
  return expectJson(await api(t, auth ?? (await adminAuth(t))).post('/api/flights', body), 201);
}

export type DbPassenger = { id: number; name: string; pnr: string; seat: string; flight_id: number };

/** A passenger written straight to the database. */
export async function insertPassenger(
  t: TestApp,
  flightId: number,
  opts: Partial<Omit<DbPassenger, 'id' | 'flight_id'>> = {},
): Promise<DbPassenger> {
  const [row] = await t.database.db
    .insert(passengers)
    .values({
      flight_id: flightId,
      name: opts.name ?? `TEST/${randomFrom('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 8)} MR`,
      pnr: opts.pnr ?? uniquePnr(),
      seat: opts.seat ?? '12A',
    })
    .returning({
      id: passengers.id,
      name: passengers.name,
      pnr: passengers.pnr,
      seat: passengers.seat,
      flight_id: passengers.flight_id,
    });
  return row!;
}

/** A bag written straight to the database. */
export async function insertBag(
  t: TestApp,
  passengerId: number,
  opts: { bag_tag_number?: string; weight?: number; airport_id?: number | null; status?: BagStatus } = {},
) {
  const [row] = await t.database.db
    .insert(bags)
    .values({
      passenger_id: passengerId,
      bag_tag_number: opts.bag_tag_number ?? uniqueBagTag(),
      weight: opts.weight ?? 20,
      airport_id: opts.airport_id ?? null,
      status: opts.status ?? 'CREATED',
    })
    .returning();
  return row!;
}

/** A bag event inserted directly into bag_events (no scan endpoint involved). */
export async function insertBagEvent(
  t: TestApp,
  bagId: number,
  airportId: number,
  eventType: 'CHECKIN' | 'LOADED' | 'DELIVERED' | 'TRANSFERRED' = 'CHECKIN',
) {
  const [row] = await t.database.db
    .insert(bagEvents)
    .values({ bag_id: bagId, airport_id: airportId, event_type: eventType })
    .returning();
  return row!;
}

export const passengersOfFlight = (t: TestApp, flightId: number) =>
  t.database.db
    .select({ name: passengers.name, pnr: passengers.pnr, seat: passengers.seat })
    .from(passengers)
    .where(eq(passengers.flight_id, flightId));

export const passengerRow = async (t: TestApp, id: number) =>
  (await t.database.db.select().from(passengers).where(eq(passengers.id, id)))[0];
export const bagRow = async (t: TestApp, id: number) =>
  (await t.database.db.select().from(bags).where(eq(bags.id, id)))[0];

/** Sorts passengers (or any {name, pnr}) the same way whatever the database's collation. */
export const byNameAndPnr = <T extends { name: string; pnr: string }>(rows: T[]) =>
  [...rows].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.pnr < b.pnr ? -1 : a.pnr > b.pnr ? 1 : 0));

/**
 * Reads every passenger of a flight through GET /api/flights/{id}, following next_page_url by GET
 * as an integrating system does (the link is the way to the next page), and checks the envelope of every page on the way.
 */
export async function readPassengersViaApi(t: TestApp, auth: Auth, flightId: number) {
  const all: Array<{ id: number; name: string; pnr: string; seat: string; flight_id: number }> = [];
  let url: string | null = `/api/flights/${flightId}`;
  let expectedPage = 1;
  let total = -1;
  while (url) {
    const flight = expectJson(await api(t, auth).get(url), 200);
    const page = flight.passengers;
    expect(page.current_page).toBe(expectedPage);
    if (total === -1) total = page.total;
    expect(page.total).toBe(total);
    all.push(...page.data);
    url = page.next_page_url;
    expectedPage += 1;
    if (expectedPage > 1000) throw new Error('runaway pagination');
  }
  expect(all).toHaveLength(total);
  return all;
}

// ---- manifests -------------------------------------------------------------------------------

export const MANIFESTS_DIR = path.resolve('tests/fixtures/manifests');
export const manifestFixture = (name: string): Buffer => readFileSync(path.join(MANIFESTS_DIR, name));

export type MultipartPart =
  { name: string; value: string } | { name: string; filename: string; content: Uint8Array; contentType?: string };

/** A multipart/form-data body built by hand: `{ payload, headers }` for request()/inject. */
export function multipart(parts: MultipartPart[]) {
  const boundary = `----tarmac${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'application/pdf'}\r\n\r\n`,
        ),
      );
      chunks.push(Buffer.from(part.content));
      chunks.push(Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POST /api/flights/{flightId}/import-manifest with these parts (by default the file as `manifest` and a `userId` field). */
export function importManifest(
  t: TestApp,
  auth: Auth,
  flightId: number | string,
  file: Uint8Array | null,
  opts: { parts?: MultipartPart[]; filename?: string } = {},
) {
  const parts: MultipartPart[] = opts.parts ?? [
    { name: 'userId', value: '1' },
    ...(file ? [{ name: 'manifest', filename: opts.filename ?? 'manifest.pdf', content: file }] : []),
  ];
  const { payload, headers } = multipart(parts);
  return request(t, 'POST', `/api/flights/${flightId}/import-manifest`, { auth, body: payload, headers });
}

/**
 * The PDF grown to exactly `size` bytes by an unreferenced, uncompressed stream of zeros:
 * still a readable PDF with the same text, for the size limit's boundary.
 */
export async function padPdf(bytes: Uint8Array, size: number): Promise<Uint8Array> {
  const { PDFDocument } = await import('pdf-lib');
  const build = async (padding: number) => {
    const doc = await PDFDocument.load(bytes);
    doc.context.register(doc.context.stream(new Uint8Array(padding)));
    return doc.save({ useObjectStreams: false });
  };
  let padding = size - (await build(0)).length;
  for (let i = 0; i < 3; i++) {
    const out = await build(padding);
    if (out.length === size) return out;
    padding += size - out.length;
  }
  throw new Error(`could not pad the PDF to ${size} bytes`);
}
