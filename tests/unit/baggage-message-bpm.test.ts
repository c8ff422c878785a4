import { describe, expect, it } from 'vitest';
import { formatBpm, type BpmEvent } from '../../src/server/domains/baggage-messages/bpm';

// The BPM a bag event becomes (IATA RP 1745 section 5; docs/rules/baggage-messages.md#bpm-out).

const event = (over: Partial<BpmEvent> = {}): BpmEvent => ({
  event_type: 'LOADED',
  created_at: new Date('2026-02-05T09:59:00Z'), // 10:59 in Oslo
  station: 'OSL',
  station_tz: 'Europe/Oslo',
  agent: 'agent.passage',
  bag_tag_number: '0117814872',
  flight_number: 'SK4416',
  departure_time: new Date('2026-02-05T11:30:00Z'),
  departure_airport: 'OSL',
  departure_tz: 'Europe/Oslo',
  arrival_airport: 'TOS',
  deleted_at: null,
  offload_at: null,
  uld_code: null,
  hold_position: null,
  ...over,
});

describe('A bag event as a BPM', () => {
  it('writes .V, .J with the agent and the local day and time, .F and .N, between BPM and ENDBPM', () => {
    expect(formatBpm(event(), 'UTC')).toBe(
      [
        'BPM',
        '.V/1LOSL',
        '.J/R/AGENTPASSAGE//05FEB/1059L/LOADED',
        '.F/SK4416/05FEB/TOS',
        '.N/0117814872001',
        'ENDBPM',
      ].join('\n'),
    );
  });

  it('says terminating at the flight’s arrival airport, transfer for a transferred bag and anywhere else', () => {
    expect(formatBpm(event({ station: 'TOS', station_tz: null, event_type: 'DELIVERED' }), 'UTC')).toContain(
      '\n.V/1XTOS\n',
    );
    expect(formatBpm(event({ station: 'CDG', event_type: 'TRANSFERRED' }), 'UTC')).toContain('\n.V/1TCDG\n');
    // a bag transferred at either end of its flight is in transfer there, not terminating nor local
    for (const station of ['TOS', 'OSL'])
      expect(formatBpm(event({ station, event_type: 'TRANSFERRED' }), 'UTC')).toContain(`\n.V/1T${station}\n`);
  });

  it('uses the airport clock for a station without its own, and the day of the flight at its departure airport', () => {
    const late = event({ station_tz: null, created_at: new Date('2026-02-05T23:30:00Z'), departure_tz: null });
    // in Kinshasa (UTC+1) it is already the 6th, at 00:30
    expect(formatBpm(late, 'Africa/Kinshasa')).toContain('\n.J/R/AGENTPASSAGE//06FEB/0030L/LOADED\n');
    expect(formatBpm(late, 'Africa/Kinshasa')).toContain('\n.F/SK4416/05FEB/TOS\n');
  });

  it('marks a bag loaded after a DEL or a BUM as loaded without authority, and not one loaded before', () => {
    const before = new Date('2026-02-05T09:00:00Z');
    const after = new Date('2026-02-05T10:30:00Z');
    expect(formatBpm(event({ offload_at: before }), 'UTC')).toContain('\n.B/NAL/0117814872001\n');
    expect(formatBpm(event({ deleted_at: before }), 'UTC')).toContain('\n.B/NAL/0117814872001\n');
    expect(formatBpm(event({ offload_at: after }), 'UTC')).toContain('\n.N/0117814872001\n');
    expect(formatBpm(event({ offload_at: before, event_type: 'CHECKIN' }), 'UTC')).toContain('\n.N/0117814872001\n');
  });

  it('writes .U with the ULD the scan named and its hold position, before the bag, and none when it named neither', () => {
    expect(formatBpm(event({ uld_code: 'AKE12345LH', hold_position: '12l' }), 'UTC')).toContain(
      '\n.F/SK4416/05FEB/TOS\n.U/AKE12345LH/12L\n.N/0117814872001\n',
    );
    expect(formatBpm(event({ uld_code: 'AKE12345LH' }), 'UTC')).toContain('\n.U/AKE12345LH\n');
    // loaded loose into a hold position: no ULD
    expect(formatBpm(event({ hold_position: '5' }), 'UTC')).toContain('\n.U//5\n');
    expect(formatBpm(event(), 'UTC')).not.toContain('.U/');
  });

  it('leaves the agent empty when nobody is known, and the destination out when the flight has none', () => {
    const text = formatBpm(event({ agent: null, arrival_airport: null }), 'UTC');
    expect(text).toContain('\n.J/R///05FEB/1059L/LOADED\n');
    expect(text).toContain('\n.F/SK4416/05FEB\n');
  });
});
