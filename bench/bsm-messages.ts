// The baggage messages the benchmarks send, as a departure control system writes them (bench/baggage-messages.ts,
// bench/bsm-sender.ts).

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
export const FLIGHT_BAGS = 300;
/**
 * The flights checking in at once, and where they go: a large airport's 50 messages a second are its check-in desks
 * for the flights of the next hours, each flight's a few a minute. (One flight alone at 50 a second is a backlog,
 * sent as a body: the first measure.)
 */
export const OPEN_FLIGHTS = Number(process.env.BENCH_OPEN_FLIGHTS ?? 24);
export const DESTINATIONS = [
  ['GOM', 'Goma', 'Africa/Lubumbashi'],
  ['FBM', 'Lubumbashi', 'Africa/Lubumbashi'],
  ['BRU', 'Brussels', 'Europe/Brussels'],
  ['CDG', 'Paris', 'Europe/Paris'],
  ['JNB', 'Johannesburg', 'Africa/Johannesburg'],
  ['ADD', 'Addis Ababa', 'Africa/Addis_Ababa'],
] as const;

const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Kinshasa' }).format(new Date());
const DDMMM = `${day.slice(8, 10)}${MONTHS[Number(day.slice(5, 7)) - 1]}`;

/** A plate of carrier 888, serial n: unique across the run. */
export const plate = (n: number) => `0888${String(n).padStart(6, '0')}`;

/** A name of letters only, as `.P` takes: 12 is "BC". */
const letters = (n: number) => [...String(n)].map((d) => String.fromCharCode(65 + Number(d))).join('');

/** One passenger's BSM: `bags` plates from `first`, 23 kg each. */
export function bsm(flight: string, passenger: number, first: number, bags: number, destination = 'GOM') {
  return [
    'BSM',
    '.V/1LFIH',
    `.F/${flight}/${DDMMM}/${destination}/Y`,
    `.N/${plate(first)}${String(bags).padStart(3, '0')}`,
    `.W/K/${bags}/${23 * bags}`,
    `.P/PASSENGER/${letters(passenger)}MR`,
    `.L/P${String(passenger).padStart(5, '0')}`,
    `.S/Y/${1 + (passenger % 30)}C/C`,
    'ENDBSM',
  ].join('\r\n');
}

/** A flight's messages: passengers of 1, 2 and 3 bags in turn until `FLIGHT_BAGS` bags. */
export function flightMessages(flight: string, firstPlate: number) {
  const messages: string[] = [];
  let next = firstPlate;
  for (let p = 0; next < firstPlate + FLIGHT_BAGS; p++) {
    const bags = Math.min(1 + (p % 3), firstPlate + FLIGHT_BAGS - next);
    messages.push(bsm(flight, p, next, bags));
    next += bags;
  }
  return messages;
}

export async function post(base: string, token: string, body: string) {
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
