import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { expectError } from '../helpers/expect';
import { importManifest, insertFlight, manifestFixture, passengersOfFlight, sharedUser } from '../helpers/flights';
import { onePassengerPerPagePdf, tinyTextPdf } from '../fixtures/make-manifests';
import { manifestPassengers } from '../fixtures/manifest-data';

// A manifest made to keep the reader busy is refused within bounds, and the server goes on
// answering meanwhile. The app runs in this process and inject goes through its event loop, so a loop
// held by the import would hold /healthz too: that is what these tests look for.

/**
 * GET /healthz every 100 ms while `work` runs: each status, and the longest wait between two answers
 * (or from the start to the first), the 100 ms pause taken out.
 */
async function healthzDuring<T>(t: TestApp, work: () => Promise<T>) {
  let running = true;
  const statuses: number[] = [];
  let longestWait = 0;
  const polling = (async () => {
    let due = performance.now();
    while (running) {
      const res = await t.app.inject({ method: 'GET', url: '/healthz' });
      const now = performance.now();
      statuses.push(res.statusCode);
      longestWait = Math.max(longestWait, now - due);
      await sleep(100);
      due = performance.now();
    }
  })();
  try {
    return { result: await work(), statuses, longestWait: () => longestWait };
  } finally {
    running = false;
    await polling;
  }
}

describe.each(databases())('a manifest made to keep the reader busy, on %s', (kind) => {
  const t = useTestApp(kind);
  const passageAgent = () => sharedUser(t, { role: 'agent', service: 'passage' });

  it('is refused with 422 naming the cap of 200,000 pieces of text, and /healthz answers every 100 ms meanwhile', async () => {
    const { auth } = await passageAgent();
    const flight = await insertFlight(t);
    // 170,000 letters on as many lines and the blanks between them: read on the event loop with a search
    // through every line per piece, this held the server for minutes
    const pdf = tinyTextPdf(170_000);
    const { result, statuses, longestWait } = await healthzDuring(t, () => importManifest(t, auth, flight.id, pdf));
    expect(expectError(result, 422).message).toBe(
      'Ce PDF contient plus de 200\u202f000 éléments de texte, plus qu’aucun manifeste : importez-le en plusieurs parties.',
    );
    expect(statuses.length).toBeGreaterThanOrEqual(2);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(longestWait()).toBeLessThan(1000);
    expect(await passengersOfFlight(t, flight.id)).toEqual([]);
  });

  it('is refused with 422 naming its pages and the cap of 500 when it has 501, in English for an English user', async () => {
    const { auth } = await sharedUser(t, { role: 'agent', service: 'passage', lang: 'en' });
    const flight = await insertFlight(t);
    const res = await importManifest(t, auth, flight.id, onePassengerPerPagePdf(manifestPassengers(501, 3)));
    expect(expectError(res, 422).message).toBe(
      'This PDF has 501 pages, more than the 500 a manifest may have: import it in parts.',
    );
    expect(await passengersOfFlight(t, flight.id)).toEqual([]);
  });

  it('answers 503 with Retry-After to imports past two being read and four waiting, and imports all the others', async () => {
    const { auth } = await passageAgent();
    const flights = await Promise.all(Array.from({ length: 10 }, () => insertFlight(t)));
    const manifest = manifestFixture('pdflib-en-60.pdf');
    const answers = await Promise.all(flights.map((f) => importManifest(t, auth, f.id, manifest)));
    const served = answers.filter((res) => res.statusCode === 200);
    const busy = answers.filter((res) => res.statusCode === 503);
    // the ten arrive while the first two are still being read: at least six are served, and at least one refused
    expect(served.length + busy.length).toBe(10);
    expect(served.length).toBeGreaterThanOrEqual(6);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    for (const res of served) expect(res.json()).toEqual({ count: 60, imported: 60 });
    for (const res of busy) {
      expect(expectError(res, 503).message).toBe(
        'D’autres manifestes sont en cours de lecture : réessayez dans 10 secondes.',
      );
      expect(res.headers['retry-after']).toBe('10');
    }
    const counts = await Promise.all(flights.map(async (f) => (await passengersOfFlight(t, f.id)).length));
    expect(counts.sort((a, b) => a - b)).toEqual([...busy.map(() => 0), ...served.map(() => 60)]);
  });
});
