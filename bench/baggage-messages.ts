import autocannon from 'autocannon';
import { median, ms, percentile } from './stats';
import { adminToken, startServer, withDatabase } from './server';

// Baggage messages as a departure control system sends them. First, a 300-bag flight's BSMs in one request (one
// message a passenger, 1 to 3 bags each), as a system catching up after an outage sends its backlog. Then single
// BSMs at 50 a second, a large airport's peak, each its own request, while 16 connections scan the bags already
// known as fast as they can: the message's latency is what the next scan of that bag waits for. Also run alone:
// `tsx bench/baggage-messages.ts`.

const PASSWORD = 'bench-admin-password';
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const FLIGHT_BAGS = 300;
const FLIGHTS = 5;
const RATE = Number(process.env.BENCH_BSM_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_DURATION ?? 20);
const SCAN_CONNECTIONS = Number(process.env.BENCH_SCAN_CONNECTIONS ?? 16);

const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Kinshasa' }).format(new Date());
const DDMMM = `${day.slice(8, 10)}${MONTHS[Number(day.slice(5, 7)) - 1]}`;

/** A plate of carrier 888, serial n: unique across the run. */
const plate = (n: number) => `0888${String(n).padStart(6, '0')}`;

/** A name of letters only, as `.P` takes: 12 is "BC". */
const letters = (n: number) => [...String(n)].map((d) => String.fromCharCode(65 + Number(d))).join('');

/** One passenger's BSM: `bags` plates from `first`, 23 kg each. */
function bsm(flight: string, passenger: number, first: number, bags: number) {
  return [
    'BSM',
    '.V/1LFIH',
    `.F/${flight}/${DDMMM}/GOM/Y`,
    `.N/${plate(first)}${String(bags).padStart(3, '0')}`,
    `.W/K/${bags}/${23 * bags}`,
    `.P/PASSENGER/${letters(passenger)}MR`,
    `.L/P${String(passenger).padStart(5, '0')}`,
    `.S/Y/${1 + (passenger % 30)}C/C`,
    'ENDBSM',
  ].join('\r\n');
}

/** A flight's messages: passengers of 1, 2 and 3 bags in turn until `FLIGHT_BAGS` bags. */
function flightMessages(flight: string, firstPlate: number) {
  const messages: string[] = [];
  let next = firstPlate;
  for (let p = 0; next < firstPlate + FLIGHT_BAGS; p++) {
    const bags = Math.min(1 + (p % 3), firstPlate + FLIGHT_BAGS - next);
    messages.push(bsm(flight, p, next, bags));
    next += bags;
  }
  return messages;
}

async function post(base: string, token: string, body: string) {
  const start = performance.now();
  const res = await fetch(`${base}/api/baggage-messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
    body,
  });
  const answer = (await res.json()) as { results?: { outcome: string }[] };
  if (!res.ok) throw new Error(`messages refused: ${res.status} ${JSON.stringify(answer)}`);
  const failed = answer.results?.filter((r) => !['created', 'updated', 'unchanged'].includes(r.outcome));
  if (failed?.length) throw new Error(`messages not applied: ${JSON.stringify(failed.slice(0, 3))}`);
  return performance.now() - start;
}

export async function baggageMessagesBench(pgUrl: string) {
  return withDatabase(pgUrl, async (url, sql) => {
    const server = await startServer({ DATABASE_URL: url, ADMIN_PASSWORD: PASSWORD, APP_TIMEZONE: 'Africa/Kinshasa' });
    try {
      const token = await adminToken(server.base, PASSWORD);
      const [row] =
        await sql`insert into airports (code, name, timezone) values ('FIH', 'Kinshasa', 'Africa/Kinshasa') returning id`;
      const fih = Number(row!.id);
      await sql`insert into airports (code, name, timezone) values ('GOM', 'Goma', 'Africa/Lubumbashi')`;
      // scans are made by someone working at an airport
      await sql`update users set airport_id = ${fih} where email = 'admin@example.com'`;

      // 1. a 300-bag flight's messages in one request, five flights
      const whole: number[] = [];
      let messagesPerFlight = 0;
      for (let f = 0; f < FLIGHTS; f++) {
        const messages = flightMessages(`8Z${300 + f}`, f * FLIGHT_BAGS);
        messagesPerFlight = messages.length;
        whole.push(await post(server.base, token, messages.join('\r\n\r\n')));
      }
      const knownBags = FLIGHTS * FLIGHT_BAGS;

      // 2. single messages at 50 a second, each a new passenger and bag on one flight, while scans run flat out
      let i = 0;
      const scanning = autocannon({
        url: `${server.base}/api/baggage-events`,
        connections: SCAN_CONNECTIONS,
        duration: SECONDS,
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (req) => {
              i += 1;
              const body = {
                bag_tag_number: plate((i * 7919) % knownBags),
                event_type: 'CHECKIN',
                airport_id: fih,
              };
              return { ...req, body: JSON.stringify(body) };
            },
          },
        ],
      });
      const single: Promise<number>[] = [];
      const started = performance.now();
      for (let n = 0; n < RATE * SECONDS; n++) {
        // open loop: each message leaves at its time, whatever the earlier ones are doing
        const due = started + (n * 1000) / RATE;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        single.push(post(server.base, token, bsm('8Z399', n, knownBags + n, 1)));
      }
      const latencies = await Promise.all(single);
      const scans = await scanning;
      if (scans.non2xx) throw new Error(`${scans.non2xx} scans were refused`);
      return `## Baggage messages (BSM) in

A flight's messages in one request: ${messagesPerFlight} BSMs (one a passenger, 1 to 3 bags each, ${FLIGHT_BAGS} bags), a new flight each
time, ${FLIGHTS} flights. Then single BSMs at ${RATE} a second for ${SECONDS} s (each a new passenger and bag), each its own request,
while ${SCAN_CONNECTIONS} connections scan the ${knownBags.toLocaleString('en')} known bags as fast as they can (autocannon). On PostgreSQL, the built
server, an admin's API token.

| measure | figure |
|---|---|
| a 300-bag flight's BSMs in one request, median (max) | ${ms(median(whole))} (${ms(Math.max(...whole))}) |
| single BSMs at ${RATE}/s: p50, p99 | ${ms(percentile(latencies, 50))}, ${ms(percentile(latencies, 99))} |
| scans meanwhile: per second, p99 | ${scans.requests.average.toFixed(0)}, ${ms(scans.latency.p99)} |

Targets (issue 42): the flight's messages in 1 s; single messages p99 ≤ 100 ms while scans run at full speed.`;
    } finally {
      await server.stop();
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pg = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  console.log(await baggageMessagesBench(pg));
}
