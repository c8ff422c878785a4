import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { median, ms, percentile } from './stats';
import { adminToken, startServer, withDatabase } from './server';
import { DESTINATIONS, FLIGHT_BAGS, OPEN_FLIGHTS, bsm, flightMessages, plate, post } from './bsm-messages';

// Baggage messages as a departure control system sends them. First, a 300-bag flight's BSMs in one request (one
// message a passenger, 1 to 3 bags each), as a system catching up after an outage sends its backlog. Then single
// BSMs at 50 a second, a large airport's peak, each its own request, for the flights checking in at once, while 16
// connections scan the bags already known as fast as they can: the message's latency is what the next scan of that
// bag waits for. Also run alone:
// `tsx bench/baggage-messages.ts`.

const PASSWORD = 'bench-admin-password';
const FLIGHTS = 5;
const RATE = Number(process.env.BENCH_BSM_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_DURATION ?? 20);
const SCAN_CONNECTIONS = Number(process.env.BENCH_SCAN_CONNECTIONS ?? 16);
/** Seconds of messages sent before the measured ones (bench/bsm-sender.ts). */
const WARMUP = 3;

/** The single messages, sent by a process of their own: the scans' load generator does not delay their clock. */
function sendSingles(base: string, token: string, firstPlate: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bsm-sender.ts'], {
      env: {
        ...process.env,
        BENCH_BASE: base,
        BENCH_TOKEN: token,
        BENCH_FIRST_PLATE: String(firstPlate),
        BENCH_BSM_RATE: String(RATE),
        BENCH_DURATION: String(SECONDS),
        BENCH_WARMUP: String(WARMUP),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as number[]) : reject(new Error(`sender: ${code}`)),
    );
  });
}

export async function baggageMessagesBench(pgUrl: string) {
  return withDatabase(pgUrl, async (url, sql) => {
    const server = await startServer({ DATABASE_URL: url, ADMIN_PASSWORD: PASSWORD, APP_TIMEZONE: 'Africa/Kinshasa' });
    try {
      const token = await adminToken(server.base, PASSWORD);
      const [row] =
        await sql`insert into airports (code, name, timezone) values ('FIH', 'Kinshasa', 'Africa/Kinshasa') returning id`;
      const fih = Number(row!.id);
      for (const [code, name, zone] of DESTINATIONS)
        await sql`insert into airports (code, name, timezone) values (${code}, ${name}, ${zone})`;
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

      // 2. the flights checking in are known, as an airport's schedule makes them known before check-in opens: each
      // has had its first passenger (the first message of a flight creates it, a rarer and slower step)
      const opening = Array.from({ length: OPEN_FLIGHTS }, (_, f) =>
        bsm(`8Z${400 + f}`, 900_000 + f, 900_000 + f, 1, DESTINATIONS[f % DESTINATIONS.length]![0]),
      );
      const firstMessages = await post(server.base, token, opening.join('\r\n'));

      // 3. single messages at 50 a second, each a new passenger and bag on one flight, while scans run flat out
      let i = 0;
      const scanning = autocannon({
        url: `${server.base}/api/baggage-events`,
        connections: SCAN_CONNECTIONS,
        // from before the sender starts (its own process) until after its last message
        duration: WARMUP + SECONDS + 3,
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
      const latencies = await sendSingles(server.base, token, knownBags);
      const scans = await scanning;
      if (scans.non2xx) throw new Error(`${scans.non2xx} scans were refused`);
      return `## Baggage messages (BSM) in

A flight's messages in one request: ${messagesPerFlight} BSMs (one a passenger, 1 to 3 bags each, ${FLIGHT_BAGS} bags), a new flight each
time, ${FLIGHTS} flights. Then ${OPEN_FLIGHTS} flights checking in at once, to ${DESTINATIONS.length} destinations, are known (one body, a first
passenger each: it creates them). Then single BSMs at ${RATE} a second for ${WARMUP} s not counted (the connections warm up) and ${SECONDS} s measured (each a new
passenger and bag, on those flights in turn), each its own request from a process of its own, while ${SCAN_CONNECTIONS} connections scan the ${knownBags.toLocaleString('en')} known bags as fast as
they can (autocannon). On PostgreSQL, the built server, an admin's API token.

| measure | figure |
|---|---|
| a 300-bag flight's BSMs in one request, median (max) | ${ms(median(whole))} (${ms(Math.max(...whole))}) |
| ${OPEN_FLIGHTS} flights' first messages (each creating its flight), one request | ${ms(firstMessages)} |
| single BSMs at ${RATE}/s: p50, p90, p99, max | ${[50, 90, 99, 100].map((p) => ms(percentile(latencies, p))).join(', ')} |
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
