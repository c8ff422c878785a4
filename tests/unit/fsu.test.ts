import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { awbCarrier, fsuCode, FreightScanSchema, type FreightEventType } from '../../src/shared/schemas/freight';

// The Cargo-IMP status code of each freight event, station by station, for a shipment of AWB 057-… (Air France's
// prefix) from airport 1: what a forwarder's system reads depends on where the event happened and, for a transfer,
// to which airline.
const ORIGIN = 1;
const TRANSIT = 2;
const DESTINATION = 3;
const AWB = '057-12345675';
const at = (event_type: FreightEventType, airport_id: number, to_carrier?: string | null) =>
  fsuCode({ event_type, airport_id, origin_airport_id: ORIGIN, awb_number: AWB, to_carrier });

describe('FSU status codes', () => {
  it('RECEIVED at the origin is RCS (from the shipper); at any other station RCF (from a flight)', () => {
    expect(at('RECEIVED', ORIGIN)).toBe('RCS');
    expect(at('RECEIVED', TRANSIT)).toBe('RCF');
    expect(at('RECEIVED', DESTINATION)).toBe('RCF');
  });

  it('LOADED is PRE, prepared for loading on a flight, wherever it happens; never MAN, the manifest', () => {
    expect(at('LOADED', ORIGIN)).toBe('PRE');
    expect(at('LOADED', TRANSIT)).toBe('PRE');
  });

  it('TRANSFERRED is TFD only to another airline than the AWB’s', () => {
    expect(at('TRANSFERRED', TRANSIT, 'KL')).toBe('TFD');
    expect(at('TRANSFERRED', TRANSIT, '8Z')).toBe('TFD');
  });

  it('TRANSFERRED with no carrier named, or to the AWB’s own, has no status code', () => {
    expect(at('TRANSFERRED', TRANSIT)).toBeNull();
    expect(at('TRANSFERRED', TRANSIT, null)).toBeNull();
    expect(at('TRANSFERRED', TRANSIT, 'AF')).toBeNull();
  });

  it('a named carrier counts as another when the AWB’s prefix is one Tarmac does not know', () => {
    expect(awbCarrier('999-12345675')).toBeNull();
    expect(
      fsuCode({
        event_type: 'TRANSFERRED',
        airport_id: TRANSIT,
        origin_airport_id: ORIGIN,
        awb_number: '999-12345675',
        to_carrier: 'AF',
      }),
    ).toBe('TFD');
  });

  it('DELIVERED is DLV', () => {
    expect(at('DELIVERED', DESTINATION)).toBe('DLV');
    expect(at('DELIVERED', ORIGIN)).toBe('DLV');
  });

  it('reads the AWB’s carrier from its prefix', () => {
    expect(awbCarrier('057-12345675')).toBe('AF');
    expect(awbCarrier('125-12345675')).toBe('BA');
  });
});

describe('the receiving carrier of a freight scan', () => {
  const scan = { awb_number: AWB, airport_id: 1 };
  const issues = (input: Record<string, unknown>) => {
    const r = v.safeParse(FreightScanSchema, { ...scan, ...input });
    return r.success ? null : r.issues.map((i) => [v.getDotPath(i), i.message]);
  };

  it('is a 2-character IATA designator, trimmed and upper-cased; empty is none', () => {
    expect(v.parse(FreightScanSchema, { ...scan, event_type: 'TRANSFERRED', to_carrier: ' kl ' }).to_carrier).toBe(
      'KL',
    );
    expect(v.parse(FreightScanSchema, { ...scan, event_type: 'TRANSFERRED', to_carrier: '' }).to_carrier).toBeNull();
    expect(v.parse(FreightScanSchema, { ...scan, event_type: 'TRANSFERRED' }).to_carrier).toBeUndefined();
  });

  it.each(['K', 'KLM', 'K-', 12])('refuses %j', (to_carrier) => {
    expect(issues({ event_type: 'TRANSFERRED', to_carrier })).toEqual([['to_carrier', 'errors.invalidToCarrier']]);
  });

  it('goes with a TRANSFERRED only', () => {
    expect(issues({ event_type: 'RECEIVED', to_carrier: 'KL' })).toEqual([
      ['to_carrier', 'errors.toCarrierNotTransfer'],
    ]);
    expect(issues({ event_type: 'RECEIVED', to_carrier: null })).toBeNull();
  });
});
