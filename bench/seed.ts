// `npm run bench:seed -- --events 10000000 [--url postgres://…]`: a realistic year of an airport, loaded into an
// empty PostgreSQL database through the real schema (the migrations are applied first) with COPY.
// Sizes follow --events: at 10 million bag events, about 20,000 flights of 30 to 340 passengers, 2.5 million bags
// with four scans each around their flight (check-in, loading, a transfer for some, delivery), 1 million freight
// events on 200,000 shipments with ULDs, 50,000 claims with their histories, 20,000 found bags (and one for every tenth open claim) and a year of shifts.
// Departures follow the day's peaks (mornings and evenings). The daily counters are rebuilt from the events and
// claims at the end, as the scans and the claims' triggers would have kept them (in APP_TIMEZONE, default below).
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import type { Writable } from 'node:stream';
import postgres from 'postgres';
import { openDatabase } from '../src/server/platform/db/client';
import { parseEnv } from '../src/server/platform/env';
import { ERASED, retentionPeriods } from '../src/server/domains/personal-data/retention';
import { rebuildDailyCounts } from '../src/server/platform/daily-counts';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const EVENTS = Number(arg('events') ?? 1_000_000);
const URL_ = arg('url') ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tarmac_scale';
const TZ = process.env.APP_TIMEZONE ?? 'Africa/Kinshasa';
/**
 * `--fresh` leaves autovacuum off on the tables loaded, so the database stays as a restore or a first morning leaves
 * it: no column statistics at all until someone (bench:scale, once it has measured scans so) turns it on again.
 */
const FRESH = args.includes('--fresh');
/** The tables this load fills. */
export const LOADED_TABLES = [
  'flights',
  'passengers',
  'bags',
  'bag_events',
  'freight_shipments',
  'ulds',
  'freight_events',
  'baggage_claims',
  'claim_histories',
  'found_bags',
  'shifts',
  'audit_log',
];

/**
 * The year is loaded as the daily purge would have left it (the server's RETAIN_* settings, defaults otherwise): the
 * personal data of passengers whose flight landed more than passengerDays ago, and of claims closed more than
 * claimDays ago, already erased. Otherwise the server's first purge would spend its first hour erasing a year.
 */
const RETAIN = retentionPeriods(parseEnv({ ...process.env, LOG_LEVEL: 'silent' }));
const DAY = 24 * 3_600_000;

const scale = EVENTS / 10_000_000;
const FLIGHTS = Math.max(20, Math.round(20_000 * scale));
const SHIPMENTS = Math.max(100, Math.round(200_000 * scale));
const FREIGHT_EVENTS = Math.round(1_000_000 * scale);
const ULDS = Math.max(10, Math.round(SHIPMENTS / 20));
const CLAIMS = Math.max(10, Math.round(50_000 * scale));
const FOUND = Math.max(10, Math.round(20_000 * scale));
const AIRPORTS = ['FIH', 'GOM', 'FBM', 'FKI', 'MJM', 'KND', 'BZV', 'JNB', 'ADD', 'NBO', 'CDG', 'BRU', 'IST', 'DXB'];

const HOUR = 3_600_000;
const MINUTE = 60_000;
const now = Date.now();
/** The year loaded ends four hours ago: every flight has departed and landed. */
const yearStart = now - 365 * 24 * HOUR - 4 * HOUR;
/** Departures per hour of the day: the peaks of mornings and evenings. */
const HOUR_WEIGHTS = [0, 0, 0, 1, 2, 6, 9, 9, 7, 5, 4, 4, 4, 4, 4, 5, 6, 8, 9, 8, 6, 4, 2, 1];
const HOUR_CUMULATIVE = HOUR_WEIGHTS.map((_, h) => HOUR_WEIGHTS.slice(0, h + 1).reduce((a, b) => a + b, 0));
const HOUR_TOTAL = HOUR_CUMULATIVE.at(-1)!;

/** A flight's departure: spread evenly over the days, within a day by the peaks (deterministic from its number). */
function departure(i: number) {
  const day = Math.floor((i * 365) / FLIGHTS);
  const draw = (i * 7919) % HOUR_TOTAL;
  const hour = HOUR_CUMULATIVE.findIndex((c) => draw < c);
  return yearStart + day * 24 * HOUR + hour * HOUR + ((i * 13) % 60) * MINUTE;
}
/**
 * Passengers of flight i: 30 to 250, about 140 on average, and a wide-body's 340 (some 300 bags) every 50th and last
 * (so that every size has one in its last week).
 */
const passengersOf = (i: number) => (i % 50 === 0 || i === FLIGHTS - 1 ? 340 : 30 + ((i * 7919) % 221));

const iso = (ms: number) => new Date(ms).toISOString();
/**
 * Surnames shared by many passengers, as at any large airport, with the share of passengers (per thousand) bearing
 * each: a desk typing the first one finds one claim in thirty (1,700 of the 50,000 claims at 10M events). Synthetic
 * figures, common surnames of the region; every other passenger has a surname of their own (ownSurname).
 * Given names are few and shared by all (one passenger in eleven is a JEAN).
 */
const SURNAMES: [string, number][] = [
  ['KASONGO', 34],
  ['MUKENDI', 25],
  ['ILUNGA', 22],
  ['KABONGO', 20],
  ['TSHIBANGU', 18],
  ['MBUYI', 16],
  ['KALONJI', 15],
  ['NGOYI', 14],
  ['MWAMBA', 13],
  ['KAPINGA', 11],
];
const GIVEN = ['CHANTAL', 'JEAN', 'GRACE', 'PATRICK', 'ESTHER', 'JOSEPH', 'SARAH', 'DAVID', 'RUTH', 'PAUL', 'MARIE'];
/** Each surname's upper bound in `n % 1000`, in SURNAMES order. */
const SURNAME_BOUNDS = SURNAMES.map((_, i) => SURNAMES.slice(0, i + 1).reduce((sum, [, w]) => sum + w, 0));
/** Passenger number n's name, also a claim's contact name (kept when the passenger's own is erased). */
const passengerName = (n: number) => {
  const s = SURNAME_BOUNDS.findIndex((bound) => n % 1000 < bound);
  return `${s < 0 ? ownSurname(n) : SURNAMES[s]![0]}/${GIVEN[n % GIVEN.length]}`;
};
/**
 * A surname nobody else bears: PAX and n in five letters (PAXAAAAB for 1). Letters only, as names are: matching
 * compares a name's alphabetic parts, and PAX with digits would leave every such passenger the part "PAX".
 */
const ownSurname = (n: number) =>
  `PAX${[4, 3, 2, 1, 0].map((k) => String.fromCharCode(65 + (Math.floor(n / 26 ** k) % 26))).join('')}`;
const ownSurnameSql = (n: string) =>
  `'PAX' || ${[4, 3, 2, 1, 0].map((k) => `chr(65 + ((${n}) / ${26 ** k}) % 26)`).join(' || ')}`;
/** passengerName in SQL, of the integer expression `n`, for the rows inserted by statements. */
const passengerNameSql = (n: string) =>
  `(case ${SURNAMES.map(([name], i) => `when ${n} % 1000 < ${SURNAME_BOUNDS[i]} then '${name}'`).join(' ')}
    else ${ownSurnameSql(n)} end || '/' || (array['${GIVEN.join("','")}'])[1 + ${n} % ${GIVEN.length}])`;
const pad = (n: number, w: number) => String(n).padStart(w, '0');

/** Streams text rows into `copy … from stdin`, waiting whenever PostgreSQL is behind. */
async function copy(
  sql: postgres.Sql,
  statement: string,
  rows: (write: (line: string) => Promise<void>) => Promise<void>,
) {
  const stream: Writable = await sql.unsafe(statement).writable();
  let buffer: string[] = [];
  const flush = async () => {
    if (!stream.write(buffer.join(''))) await once(stream, 'drain');
    buffer = [];
  };
  await rows(async (line) => {
    buffer.push(line);
    if (buffer.length >= 2_000) await flush();
  });
  await flush();
  stream.end();
  await once(stream, 'finish');
}

/** The tables loaded row by row: their indexes are built once at the end rather than kept up at every row. */
const BULK_TABLES = ['passengers', 'bags', 'bag_events', 'freight_events', 'audit_log'];

/**
 * Drops the indexes of these tables but their primary keys, and answers a function that builds them again from
 * their own definitions (the schema's, as the migrations made them). Building an index over loaded rows is
 * several times faster than inserting each row into it.
 */
async function dropIndexes(sql: postgres.Sql, tables: string[]) {
  const indexes = await sql<{ name: string; definition: string }[]>`
    select i.indexname as name, i.indexdef as definition from pg_indexes i
    where i.schemaname = 'public' and i.tablename = any(${tables})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`;
  for (const { name } of indexes) await sql.unsafe(`drop index "${name}"`);
  return async () => {
    for (const { definition } of indexes) await sql.unsafe(definition);
  };
}

async function main() {
  const started = performance.now();
  const step = (what: string) => console.log(`${((performance.now() - started) / 1000).toFixed(1)} s  ${what}`);
  const database = await openDatabase({ url: URL_ });
  const sql = postgres(URL_, { max: 4, onnotice: () => {} });
  const [{ n } = { n: 0 }] = await sql<{ n: number }[]>`select count(*)::int as n from flights`;
  if (n > 0) throw new Error(`${URL_} already holds flights: bench:seed loads an empty database`);

  if (FRESH) for (const table of LOADED_TABLES) await sql.unsafe(`alter table ${table} set (autovacuum_enabled = off)`);
  const rebuildIndexes = await dropIndexes(sql, BULK_TABLES);
  await sql`insert into airports (code, name) select code, 'Airport ' || code from unnest(${AIRPORTS}::text[]) code`;
  await sql`insert into services (name, slug) values ('Passage', 'passage'), ('Cargo', 'cargo'),
            ('Lost and found', 'lost-and-found'), ('Ramp', 'ramp')`;

  // flights, their passengers and bags, the bags' scans
  const flightTimes: number[] = [];
  await copy(
    sql,
    'copy flights (flight_number, departure_airport, arrival_airport, departure_time, arrival_time) from stdin',
    async (write) => {
      for (let i = 0; i < FLIGHTS; i++) {
        const dep = departure(i);
        flightTimes.push(dep);
        const home = 1;
        const other = 2 + (i % (AIRPORTS.length - 1));
        const [from, to] = i % 2 ? [home, other] : [other, home];
        await write(`8Z${100 + (i % 9000)}\t${from}\t${to}\t${iso(dep)}\t${iso(dep + 2 * HOUR)}\n`);
      }
    },
  );
  step(`${FLIGHTS} flights`);

  let passengers = 0;
  const bagFlight: number[] = []; // flight index of each bag, in bag id order
  const passengerErasedBefore = now - RETAIN.passengerDays * DAY;
  await copy(sql, 'copy passengers (flight_id, name, pnr, seat, personal_data_erased_at) from stdin', async (write) => {
    for (let f = 0; f < FLIGHTS; f++) {
      const landed = flightTimes[f]! + 2 * HOUR;
      const erased = landed < passengerErasedBefore;
      for (let s = 0; s < passengersOf(f); s++) {
        passengers++;
        await write(
          erased
            ? `${f + 1}\t${ERASED}\t${ERASED}\t${ERASED}\t${iso(landed + (RETAIN.passengerDays + 1) * DAY)}\n`
            : `${f + 1}\t${passengerName(passengers)}\t${pad(passengers % 1_000_000, 6)}\t${1 + (s % 40)}A\t\\N\n`,
        );
        if (passengers % 9 !== 0) bagFlight.push(f);
      }
    }
  });
  step(`${passengers} passengers`);

  const bags = bagFlight.length;
  // each bag's passenger: passengers with a bag, in order
  await copy(sql, 'copy bags (bag_tag_number, weight, passenger_id, airport_id, status) from stdin', async (write) => {
    let b = 0;
    for (let p = 1; p <= passengers; p++) {
      if (p % 9 === 0) continue;
      const f = bagFlight[b]!;
      b++;
      await write(
        `8Z-2026-${pad(b, 8)}\t${10 + (b % 23)}\t${p}\t${f % 2 ? 1 : 2 + (f % (AIRPORTS.length - 1))}\tDELIVERED\n`,
      );
    }
  });
  step(`${bags} bags`);

  // the bag's scans: check-in two hours before departure, loading 40 minutes before, a transfer for some, delivery
  // after landing; EVENTS spread over the bags as evenly as whole numbers allow
  let events = 0;
  await copy(
    sql,
    'copy bag_events (bag_id, event_type, airport_id, created_at, updated_at) from stdin',
    async (write) => {
      for (let b = 0; b < bags; b++) {
        const f = bagFlight[b]!;
        const dep = flightTimes[f]!;
        const from = f % 2 ? 1 : 2 + (f % (AIRPORTS.length - 1));
        const to = f % 2 ? 2 + (f % (AIRPORTS.length - 1)) : 1;
        const k = Math.floor(((b + 1) * EVENTS) / bags) - Math.floor((b * EVENTS) / bags);
        const jitter = (b * 31) % 40;
        const scans: Array<[string, number, number]> = [
          ['CHECKIN', from, dep - 2 * HOUR + jitter * MINUTE],
          ['LOADED', from, dep - 40 * MINUTE + (jitter % 20) * MINUTE],
        ];
        for (let t = 0; t < k - 3; t++) scans.push(['TRANSFERRED', to, dep + 2 * HOUR + (5 + t) * MINUTE]);
        scans.push(['DELIVERED', to, dep + 2 * HOUR + (10 + jitter) * MINUTE]);
        for (const [type, airport, at] of scans.slice(0, k)) {
          events++;
          await write(`${b + 1}\t${type}\t${airport}\t${iso(at)}\t${iso(at)}\n`);
        }
      }
    },
  );
  step(`${events} bag events`);

  // freight: shipments, ULDs on flights, five scans per shipment on average
  await sql`insert into freight_shipments (awb_number, shipper, consignee, weight, departure_airport_id, arrival_airport_id, status, created_at)
            select '057-' || lpad(g::text, 7, '0') || (g % 7), 'Shipper ' || (g % 5000), 'Consignee ' || (g % 7000),
                   50 + g % 900, 1, 2 + g % ${AIRPORTS.length - 1}, 'DELIVERED',
                   to_timestamp(${yearStart / 1000}) + (g::float / ${SHIPMENTS}) * interval '365 days'
            from generate_series(1, ${SHIPMENTS}) g`;
  await sql`insert into ulds (code, uld_type, serial, owner_code, type, status, airport_id, flight_id)
            select 'AKE' || lpad(g::text, 5, '0') || '8Z', 'AKE', lpad(g::text, 5, '0'), '8Z', 'Container', 'AVAILABLE', 1,
                   1 + (g * 7) % ${FLIGHTS}
            from generate_series(1, ${ULDS}) g`;
  let freight = 0;
  await copy(
    sql,
    'copy freight_events (shipment_id, event_type, airport_id, uld_id, created_at, updated_at) from stdin',
    async (write) => {
      const types = ['RECEIVED', 'LOADED', 'TRANSFERRED', 'LOADED', 'DELIVERED'];
      for (let s = 0; s < SHIPMENTS; s++) {
        const k = Math.floor(((s + 1) * FREIGHT_EVENTS) / SHIPMENTS) - Math.floor((s * FREIGHT_EVENTS) / SHIPMENTS);
        const created = yearStart + (s / SHIPMENTS) * 365 * 24 * HOUR;
        for (let e = 0; e < k; e++) {
          freight++;
          const type = e === k - 1 ? 'DELIVERED' : types[Math.min(e, 3)]!;
          const uld = type === 'LOADED' ? String(1 + (s % ULDS)) : '\\N';
          const at = iso(Math.min(now - HOUR, created + (e + 1) * 3 * HOUR));
          await write(
            `${s + 1}\t${type}\t${e === k - 1 ? 2 + (s % (AIRPORTS.length - 1)) : 1}\t${uld}\t${at}\t${at}\n`,
          );
        }
      }
    },
  );
  step(`${SHIPMENTS} shipments, ${ULDS} ULDs, ${freight} freight events`);

  // lost and found: claims on bags of the year with one to three statuses each, found bags, some matched
  await sql`insert into baggage_claims (reference_number, status, bag_tag_number, bag_id, passenger_id, flight_id,
                                        arrival_airport, contact_name, contact_phone, temporary_address, bag_color,
                                        bag_type, created_at, updated_at)
            select 'FIH8Z' || lpad(g::text, 6, '0'),
                   -- a desk's register: the last three weeks' claims still being worked on, older ones closed
                   case when f.arrival_time > now() - interval '21 days'
                        then (array['DELAYED','DELAYED','FOUND','DELIVERED'])[1 + g % 4]
                        else (array['DELIVERED','DELIVERED','DELIVERED','DELIVERED','DELIVERED','DELIVERED','DELIVERED','DELIVERED','DELIVERED','LOST'])[1 + g % 10] end,
                   b.bag_tag_number, b.id, b.passenger_id, p.flight_id, 1, ${sql.unsafe(passengerNameSql('p.id'))},
                   '+243 81 000 0000', 'Hotel Memling',
                   (array['black','blue','red','green'])[1 + g % 4], 'suitcase',
                   f.arrival_time + interval '1 hour', f.arrival_time + interval '1 hour'
            from generate_series(1, ${CLAIMS}) g
            join bags b on b.id = 1 + (g::bigint * 48271) % ${bags}
            join passengers p on p.id = b.passenger_id
            join flights f on f.id = p.flight_id`;
  await sql`insert into claim_histories (claim_id, status, note, created_at, updated_at)
            select c.id, s.status, null, c.created_at + s.n * interval '1 day', c.created_at + s.n * interval '1 day'
            from baggage_claims c
            cross join lateral (
              select 'DELAYED' as status, 0 as n
              union all select c.status, 1 where c.status <> 'DELAYED'
              union all select 'FOUND', 1 where c.status = 'DELIVERED'
            ) s`;
  // claims closed (delivered, a day after they were made) longer ago than claimDays, erased as the purge does
  await sql`update baggage_claims set contact_name = ${ERASED}, contact_email = null, contact_phone = ${ERASED},
              temporary_address = ${ERASED}, pnr = null,
              personal_data_erased_at = created_at + ${RETAIN.claimDays + 2} * interval '1 day'
            where status = 'DELIVERED' and created_at + interval '1 day' < now() - ${RETAIN.claimDays} * interval '1 day'`;
  // found bags: two in three with their tag, one in three with the name on its label, the year round; then, for one
  // in ten of the claims still open, its bag found a day later, tag and name on it, as the desk matches every day
  await sql`insert into found_bags (status, bag_tag_number, name_on_label, bag_color, bag_type, found_at, found_location, airport_id)
            select 'OPEN', case when g % 3 = 0 then null else b.bag_tag_number end,
                   case when g % 3 = 1 then ${sql.unsafe(passengerNameSql('b.passenger_id'))} end,
                   (array['black','blue','red','green'])[1 + g % 4], 'suitcase',
                   to_timestamp(${yearStart / 1000}) + (g::float / ${FOUND}) * interval '365 days', 'Belt ' || (g % 6), 1
            from generate_series(1, ${FOUND}) g
            join bags b on b.id = 1 + (g::bigint * 69621) % ${bags}`;
  await sql`insert into found_bags (status, bag_tag_number, name_on_label, bag_color, bag_type, found_at, found_location, airport_id)
            select 'OPEN', c.bag_tag_number, ${sql.unsafe(passengerNameSql('c.passenger_id'))}, c.bag_color, c.bag_type,
                   least(c.created_at + interval '1 day', now() - interval '1 hour'), 'Belt ' || (c.id % 6), 1
            from baggage_claims c where c.status in ('DELAYED', 'LOST') and c.id % 10 = 0`;
  const [{ found } = { found: 0 }] = await sql<{ found: number }[]>`select count(*)::int as found from found_bags`;
  step(`${CLAIMS} claims with histories, ${found} found bags`);

  // a year of shifts: three a day for each service
  await sql`insert into shifts (label, started_at, ended_at, service_id)
            select (array['Morning','Afternoon','Night'])[1 + k], d + k * interval '8 hours' + interval '6 hours',
                   d + (k + 1) * interval '8 hours' + interval '6 hours', s.id
            from generate_series(date_trunc('day', to_timestamp(${yearStart / 1000})), now(), interval '1 day') d
            cross join generate_series(0, 2) k cross join services s`;
  step('a year of shifts');

  // the audit rows a year of changes leaves: each flight, passenger (the manifests' imports), bag (its check-in),
  // shipment, ULD, claim and found bag created, each later status of a claim, and the staff's sign-ins, two a day
  // for each of 100 agents; each row names its fields' new values as the services write them
  const change = (fields: string) =>
    `jsonb_build_object(${fields
      .split(',')
      .map((f) => f.trim())
      .map((f) => `'${f.replace(/^\w+\./, '')}', jsonb_build_object('old', null, 'new', ${f})`)
      .join(', ')})`;
  const audit = (what: string) =>
    sql.unsafe(
      `insert into audit_log (at, actor_kind, user_id, actor_name, ip, entity, entity_id, action, changes) ${what}`,
    );
  await audit(`select f.departure_time - interval '30 days', 'user', null::int, 'planner', '10.20.0.5', 'flight', f.id,
                 'create', ${change('f.flight_number, f.departure_airport, f.arrival_airport, f.departure_time, f.arrival_time')}
               from flights f`);
  await audit(`select f.departure_time - interval '1 day', 'system', null::int, 'manifest', null::text, 'passenger', p.id, 'create',
                 ${change('p.name, p.pnr, p.seat, p.flight_id')}
               from passengers p join flights f on f.id = p.flight_id`);
  await audit(`select f.departure_time - interval '2 hours', 'user', null::int, 'agent' || (b.id % 100), '10.20.1.' || (b.id % 100),
                 'bag', b.id, 'create', ${change('b.bag_tag_number, b.weight, b.passenger_id')}
               from bags b join passengers p on p.id = b.passenger_id join flights f on f.id = p.flight_id`);
  await audit(`select s.created_at, 'token', null::int, 'cargo-broker', '10.20.2.1', 'shipment', s.id, 'create',
                 ${change('s.awb_number, s.shipper, s.consignee, s.weight')}
               from freight_shipments s
               union all
               select to_timestamp(${yearStart / 1000}), 'user', null::int, 'cargo', '10.20.2.9', 'uld', u.id, 'create',
                 ${change('u.code, u.flight_id')}
               from ulds u`);
  await audit(`select c.created_at, 'user', null::int, 'desk' || (c.id % 20), '10.20.3.' || (c.id % 20), 'claim', c.id, 'create',
                 ${change('c.reference_number, c.bag_tag_number, c.contact_name, c.status')}
               from baggage_claims c
               union all
               select h.created_at, 'user', null::int, 'desk' || (h.claim_id % 20), '10.20.3.' || (h.claim_id % 20), 'claim',
                 h.claim_id, 'status_change', ${change('h.status')}
               from claim_histories h where h.status <> 'DELAYED'
               union all
               select g.found_at, 'user', null::int, 'desk' || (g.id % 20), '10.20.3.' || (g.id % 20), 'found_bag', g.id, 'create',
                 ${change('g.bag_tag_number, g.bag_color, g.found_location')}
               from found_bags g`);
  await audit(`select d + (k * 12 + 5) * interval '1 hour' + (a % 60) * interval '1 minute', 'user', null::int, 'agent' || a,
                 '10.20.1.' || a, 'user', null::int, 'sign_in', null
               from generate_series(date_trunc('day', to_timestamp(${yearStart / 1000})), now() - interval '1 day', interval '1 day') d
               cross join generate_series(0, 1) k cross join generate_series(0, 99) a`);
  step('a year of audit rows');

  await rebuildIndexes();
  step('indexes built');

  // the daily counters (scans, freight, claims), as the scans and the claims' triggers keep them, in the zone the
  // server will count in; the flights' passenger counts and the claims' first deliveries were kept by the triggers
  await rebuildDailyCounts(database.db, TZ);
  step('daily counters');
  await database.close();
  await sql.end();
  console.log(
    `loaded in ${((performance.now() - started) / 60_000).toFixed(1)} min (no ANALYZE${FRESH ? ', autovacuum off on the loaded tables' : ''})`,
  );
}

if (process.argv[1]?.endsWith('seed.ts')) await main();
