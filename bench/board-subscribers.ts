// Screens watching one airport's live board (bench/board-live.ts starts it): opens BENCH_SUBSCRIBERS streams of
// board.live over server-sent events, as the board screen does, and notes for each board received the instant it
// arrived and how far the scans had gone (its score). In a process of its own so that reading 200 streams neither
// counts in the server's CPU nor delays the bench's clock. Prints `ready` once every stream has its first board,
// then, when told `stop` on its input, every stream's boards as JSON: [[instant, score], ...] per stream.

const base = process.env.BENCH_BASE!;
const cookie = process.env.BENCH_COOKIE!;
const airportId = Number(process.env.BENCH_AIRPORT);
const count = Number(process.env.BENCH_SUBSCRIBERS);

type Flight = { bags: { checked_in: number; loaded: number } };

/** Each scan of the bench adds one: a check-in takes a bag from not scanned to checked in, a LOADED on to loaded. */
const scoreOf = (board: { flights: Flight[] }) =>
  board.flights.reduce((sum, f) => sum + f.bags.checked_in + 2 * f.bags.loaded, 0);

/** Milliseconds since the epoch, to the microsecond: the bench's process reads the same clock. */
const now = () => performance.timeOrigin + performance.now();

const boards: Array<Array<[number, number]>> = Array.from({ length: count }, () => []);
const abort = new AbortController();
let ready = 0;

async function watch(i: number) {
  const input = encodeURIComponent(JSON.stringify({ airport_id: airportId }));
  const res = await fetch(`${base}/trpc/board.live?input=${input}`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  if (res.status !== 200) throw new Error(`board.live: ${res.status}`);
  const decoder = new TextDecoder();
  let buffer = '';
  // SSE: events separated by a blank line; the board is a `data:` line with an `id:`, the others (connected, ping)
  // are named by an `event:` line
  const reader = res.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    const at = now();
    buffer += decoder.decode(value, { stream: true });
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const lines = buffer.slice(0, end).split('\n');
      buffer = buffer.slice(end + 2);
      const data = lines.find((l) => l.startsWith('data:'));
      if (lines.some((l) => l.startsWith('event:')) || !data || !lines.some((l) => l.startsWith('id:'))) continue;
      boards[i]!.push([at, scoreOf(JSON.parse(data.slice(5)) as { flights: Flight[] })]);
      if (boards[i]!.length === 1 && ++ready === count) console.log('ready');
    }
  }
}

for (let i = 0; i < count; i++)
  watch(i).catch((err: Error) => {
    if (!abort.signal.aborted) {
      console.error(err);
      process.exit(1);
    }
  });

process.stdin.setEncoding('utf8');
process.stdin.on('data', (line: string) => {
  if (!line.startsWith('stop')) return;
  abort.abort();
  process.stdout.write(`${JSON.stringify(boards)}\n`, () => process.exit(0));
});
