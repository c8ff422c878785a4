// What checking each answer against its declared schema would cost the server: valibot's parse of a
// scan's answer, the hottest path, timed here on its own. The server does not do it (README, Decisions).
import * as v from 'valibot';
import { ScanResultSchema } from '../src/shared/schemas/baggage-events';
import { median } from './stats';

const answer = {
  event: {
    id: 123456,
    bag_tag_number: '8Z-2026-00421337',
    event_type: 'LOADED',
    airport_id: 1,
    remark: null,
    passenger_name: 'MUKENDI Jean',
    flight_number: '8Z101',
    airport_code: 'FIH',
    user_name: 'Amina Diallo',
    // what the route hands Fastify before serialisation: JSON would carry these as strings
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    bag: { bag_tag_number: '8Z-2026-00421337' },
    warnings: ['Loaded at FIH, the flight leaves from FBM.'],
  },
  message: 'Scan recorded.',
};

export function answerCheckBench(scansPerSecond?: number) {
  const N = 50_000;
  const runs: number[] = [];
  for (let r = 0; r < 7; r++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < N; i++) v.parse(ScanResultSchema, answer);
    runs.push(Number(process.hrtime.bigint() - start) / 1000 / N);
  }
  const perScan = median(runs);
  const share = scansPerSecond
    ? ` At ${scansPerSecond} scans a second (the last scan run), that is ${((perScan * scansPerSecond) / 10_000).toFixed(1)} % of one core.`
    : '';
  return `## Checking answers against their schemas (not done by the server)

valibot's \`parse\` of one scan answer against \`ScanResultSchema\`: **${perScan.toFixed(1)} µs** (median of 7 runs of ${N.toLocaleString('en')}).${share}
The server declares its answers for the OpenAPI document and the tests, and does not parse them: the tests' ajv checks
and the compile-time agreement of \`src/server/rest/responses.ts\` keep them honest at no cost to a scan.`;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(answerCheckBench(4339));
