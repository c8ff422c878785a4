import { describe, expect, it } from 'vitest';
import { api, useTestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { adminAuth, createAirport, signedIn } from '../helpers/factories';
import { expectError, expectJson } from '../helpers/expect';
import { insertFlight } from '../helpers/flights';

// Block times: estimated and actual off-block and on-block, set by supervisors or the airport's flight information
// system through PATCH /api/flights/{id}/block-times, each on its own airport's clock, audited.

describe.each(databases())('Block times on %s', (kind) => {
  const t = useTestApp(kind);

  /** A flight Kinshasa → Goma that left an hour ago, scheduled 10:00 to 13:00 local on 22 November 2026. */
  async function flightToGoma() {
    const fih = await createAirport(t, { timezone: 'Africa/Kinshasa' });
    const gom = await createAirport(t, { timezone: 'Africa/Lubumbashi' });
    return insertFlight(t, {
      departure_airport: fih.id,
      arrival_airport: gom.id,
      departure_time: new Date('2026-11-22T09:00:00Z'),
      arrival_time: new Date('2026-11-22T11:00:00Z'),
    });
  }

  it('a supervisor sets estimates, then actuals; each reads on its airport’s clock; every change is audited', async () => {
    const flight = await flightToGoma();
    const { auth } = await signedIn(t, { role: 'supervisor', service: 'passage' });
    const url = `/api/flights/${flight.id}/block-times`;
    const estimated = expectJson(
      await api(t, auth).patch(url, {
        estimated_off_block_at: '2026-11-22T10:15',
        estimated_on_block_at: '2026-11-22T13:20',
      }),
      200,
    );
    expect(estimated).toMatchObject({
      id: flight.id,
      estimated_off_block_at: '2026-11-22T10:15:00+01:00',
      estimated_on_block_at: '2026-11-22T13:20:00+02:00',
      off_block_at: null,
      on_block_at: null,
    });
    // the actuals, one at a time as they happen, sent by a system with offsets; the estimates stay
    expectJson(await api(t, auth).patch(url, { off_block_at: '2026-11-22T09:12:00Z' }), 200);
    const landed = expectJson(await api(t, auth).patch(url, { on_block_at: '2026-11-22T11:09:00Z' }), 200);
    expect(landed).toMatchObject({
      estimated_off_block_at: '2026-11-22T10:15:00+01:00',
      off_block_at: '2026-11-22T10:12:00+01:00',
      on_block_at: '2026-11-22T13:09:00+02:00',
    });
    expect(expectJson(await api(t, auth).get(`/api/flights/${flight.id}`), 200)).toMatchObject({
      off_block_at: '2026-11-22T10:12:00+01:00',
      on_block_at: '2026-11-22T13:09:00+02:00',
    });
    const trail = expectJson(
      await api(t, await adminAuth(t)).get(`/api/audit?entity=flight&entity_id=${flight.id}`),
      200,
    );
    expect(trail.data.map((r: { action: string }) => r.action)).toEqual(['update', 'update', 'update']);
    expect(trail.data[0].changes.on_block_at.old).toBeNull();
    expect(Date.parse(trail.data[0].changes.on_block_at.new)).toBe(Date.parse('2026-11-22T11:09:00Z'));
    expect(Object.keys(trail.data[0].changes)).toEqual(['on_block_at']);

    // null clears one; the same times again change nothing and write no row
    const cleared = expectJson(await api(t, auth).patch(url, { estimated_on_block_at: null }), 200);
    expect(cleared.estimated_on_block_at).toBeNull();
    expectJson(await api(t, auth).patch(url, { on_block_at: '2026-11-22T13:09' }), 200);
    const after = expectJson(
      await api(t, await adminAuth(t)).get(`/api/audit?entity=flight&entity_id=${flight.id}`),
      200,
    );
    expect(after.total).toBe(4);
  });

  it('refuses an actual time in the future, on-block before off-block, and what cannot be read', async () => {
    const flight = await flightToGoma();
    const admin = await adminAuth(t);
    const url = `/api/flights/${flight.id}/block-times`;
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const res = expectError(await api(t, admin).patch(url, { on_block_at: future }), 422, ['on_block_at']);
    expect(res.errors.on_block_at).toEqual([
      'Une heure de bloc réelle ne peut pas être dans le futur : envoyez-la comme estimée jusqu’à ce qu’elle arrive.',
    ]);
    // an estimate may be in the future
    expectJson(await api(t, admin).patch(url, { estimated_on_block_at: future }), 200);
    // 12:00 in Goma is 11:00 in Kinshasa: before the 11:30 off-block
    expectError(
      await api(t, admin).patch(url, { off_block_at: '2026-11-22T11:30', on_block_at: '2026-11-22T12:00' }),
      422,
      ['on_block_at'],
    );
    // an actual on-block before the estimated off-block, no actual one yet: refused as well
    expectJson(await api(t, admin).patch(url, { estimated_off_block_at: '2026-11-22T11:30' }), 200);
    expectError(await api(t, admin).patch(url, { on_block_at: '2026-11-22T11:00' }), 422, ['on_block_at']);
    expectError(await api(t, admin).patch(url, { off_block_at: 'soon' }), 422, ['off_block_at']);
    expectError(await api(t, admin).patch(url, { off_block_at: 1763800200 }), 422, ['off_block_at']);
    expectError(await api(t, admin).patch('/api/flights/999999/block-times', { off_block_at: null }), 404);
    const unchanged = expectJson(await api(t, admin).get(`/api/flights/${flight.id}`), 200);
    expect(unchanged).toMatchObject({ off_block_at: null, on_block_at: null });
  });

  it('only those who edit flights set them', async () => {
    const flight = await flightToGoma();
    const { auth } = await signedIn(t, { role: 'agent', service: 'passage' });
    expectError(await api(t, auth).patch(`/api/flights/${flight.id}/block-times`, { off_block_at: null }), 403);
    expectError(await api(t).patch(`/api/flights/${flight.id}/block-times`, { off_block_at: null }), 401);
  });
});
