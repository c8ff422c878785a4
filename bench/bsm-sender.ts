import { DESTINATIONS, OPEN_FLIGHTS, bsm, post } from './bsm-messages';

// Single BSMs at a steady rate, each its own request, for the flights checking in at once (bench/baggage-messages.ts
// starts it): prints each message's latency in milliseconds, as JSON. Open loop: each message leaves at its time,
// whatever the earlier ones are doing. The first seconds warm the connections up (the server's pool opens database
// connections as the load grows, each slow at its first statements, as a server running for hours is not): they are
// sent, not counted.

const base = process.env.BENCH_BASE!;
const token = process.env.BENCH_TOKEN!;
const firstPlate = Number(process.env.BENCH_FIRST_PLATE);
const rate = Number(process.env.BENCH_BSM_RATE);
const seconds = Number(process.env.BENCH_DURATION);
const warmup = Number(process.env.BENCH_WARMUP);

const sent: Promise<number>[] = [];
const started = performance.now();
for (let n = 0; n < rate * (warmup + seconds); n++) {
  const wait = started + (n * 1000) / rate - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  const open = n % OPEN_FLIGHTS;
  const destination = DESTINATIONS[open % DESTINATIONS.length]![0];
  sent.push(post(base, token, bsm(`8Z${400 + open}`, n, firstPlate + n, 1, destination)));
}
console.log(JSON.stringify((await Promise.all(sent)).slice(rate * warmup)));
