// `npm run bench` (after `npm run build`): measurements, never assertions. Writes bench/RESULTS.md with the machine and date.
// Medians of several runs: this machine is shared and noisy.
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { answerCheckBench } from './answer-check';
import { auditBench } from './audit';
import { baggageMessagesBench } from './baggage-messages';
import { boardLiveBench } from './board-live';
import { boardWallBench } from './board-wall';
import { busyFlightBench } from './busy-flight';
import { coldPaintBench } from './cold-paint';
import { decodeBench } from './decode';
import { firstLoadBench } from './first-load';
import { manifestBench } from './manifest';
import { matchingBench } from './matching';
import { memoryBench } from './memory';
import { reportsBench } from './reports';
import { scaleSection } from './scale';
import { scanBench } from './scan';
import { trackBench } from './track';

const results: string[] = [];
const machine = `${os.cpus()[0]?.model ?? 'cpu'} × ${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
const pg = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
let pgVersion = 'unavailable';
try {
  pgVersion = execSync(`psql "${pg}" -Atc "show server_version"`, { stdio: ['ignore', 'pipe', 'ignore'] })
    .toString()
    .trim();
} catch {
  /* PostgreSQL rows are skipped */
}

results.push(firstLoadBench());
results.push(await coldPaintBench());
results.push(await manifestBench({ pgUrl: pgVersion === 'unavailable' ? undefined : pg }));
if (pgVersion !== 'unavailable') results.push(await scanBench(pg));
else results.push('## Bag scans\n\nNot run: PostgreSQL unavailable (set BENCH_DATABASE_URL).');
const scansPerSecond = /scans per second \(wrk\) \| (\d+)/.exec(results.at(-1)!)?.[1];
// a busy flight as a hall makes it; BENCH_BASELINE names another checkout, built, to alternate with
if (pgVersion !== 'unavailable') results.push(await busyFlightBench(pg, { baseline: process.env.BENCH_BASELINE }));
// 200 live boards at rest and under 50 scans a second, on the embedded database and PostgreSQL (about 20 min)
results.push(await boardLiveBench(pgVersion === 'unavailable' ? undefined : pg));
results.push(answerCheckBench(scansPerSecond ? Number(scansPerSecond) : undefined));
results.push(await decodeBench());
if (pgVersion !== 'unavailable') results.push(await baggageMessagesBench(pg));
if (pgVersion !== 'unavailable') results.push(await matchingBench(pg));
if (pgVersion !== 'unavailable') results.push(await trackBench(pg));
if (pgVersion !== 'unavailable') results.push(await auditBench(pg));
if (pgVersion !== 'unavailable') results.push(await reportsBench(pg));
results.push(await boardWallBench());
results.push(await memoryBench(pgVersion === 'unavailable' ? undefined : pg));

const md = `# Benchmarks

Machine: ${machine}. PostgreSQL ${pgVersion}. Run on ${new Date().toISOString().slice(0, 10)} with \`npm run bench\`.
The figures before earlier changes, measured by hand when each landed, are in bench/HISTORY.md.

${results.join('\n\n')}
${scaleSection() ? `\n${scaleSection()}\n` : ''}`;
writeFileSync('bench/RESULTS.md', md);
console.log(md);
