import { describe, expect, it } from 'vitest';
import {
  nearestYear,
  readMessage,
  readMessages,
  splitMessages,
  type BaggageMessage,
} from '../../src/server/domains/baggage-messages/parse';

// Messages shaped as departure control systems send them (docs/rules/baggage-messages.md), written here.

const ONE_BAG = ['BSM', '.V/1LOSL', '.F/SK4416/05FEB/TOS/C', '.N/0117814872001', '.P/HANSEN/OLAMR', 'ENDBSM'].join(
  '\n',
);

const ok = (text: string): BaggageMessage => {
  const read = readMessage(text);
  if (!read.ok) throw new Error(`refused: ${JSON.stringify(read.problem)}`);
  return read.message;
};

describe('readMessage()', () => {
  it('reads a BSM of one bag: station, outbound flight, plate, passenger', () => {
    const m = ok(ONE_BAG);
    expect(m.kind).toBe('BSM');
    expect(m.action).toBe('NEW');
    expect(m.version).toEqual({ number: '1', source: 'L', station: 'OSL' });
    expect(m.outbound).toEqual({
      carrier: 'SK',
      flight_number: 'SK4416',
      day: 5,
      month: 2,
      date: '05FEB',
      airport: 'TOS',
      class: 'C',
    });
    expect(m.plates).toEqual(['0117814872']);
    expect(m.names).toEqual(['HANSEN/OLAMR']);
  });

  it('unrolls a tag count over the serial: .N/0057123456003 is three tags', () => {
    const m = ok(ONE_BAG.replace('.N/0117814872001', '.N/0057123456003'));
    expect(m.plates).toEqual(['0057123456', '0057123457', '0057123458']);
  });

  it('adds the plates of several .N elements in order, each once', () => {
    const m = ok(ONE_BAG.replace('.N/0117814872001', '.N/0117814872002\n.N/0117814873001\n.N/0117814890001'));
    expect(m.plates).toEqual(['0117814872', '0117814873', '0117814890']);
  });

  it('refuses a count that would run past the serial into the carrier code', () => {
    const read = readMessage(ONE_BAG.replace('.N/0117814872001', '.N/0117999999002'));
    expect(read).toEqual({ ok: false, problem: { key: 'messageBadElement', line: 4, element: '.N' } });
  });

  it.each([
    ['a count of zero', '.N/0117814872000'],
    ['nine digits', '.N/011781487001'],
    ['letters', '.N/01178148AB001'],
  ])('refuses a .N of %s', (_what, element) => {
    const read = readMessage(ONE_BAG.replace('.N/0117814872001', element));
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.problem).toMatchObject({ element: '.N', line: 4 });
  });

  it('reads CR/LF lines as LF lines', () => {
    expect(ok(ONE_BAG.replace(/\n/g, '\r\n'))).toEqual(ok(ONE_BAG));
  });

  it('reads several passengers of one party, with the party size before the surname', () => {
    const m = ok(ONE_BAG.replace('.P/HANSEN/OLAMR', '.P/2HANSEN/OLAMR/KARIMRS'));
    expect(m.names).toEqual(['HANSEN/OLAMR', 'HANSEN/KARIMRS']);
  });

  it('reads inbound and onward flights of a transfer bag, unpadding the flight numbers', () => {
    const m = ok(
      [
        'BSM',
        '.V/1TCDG',
        '.I/AF0007/04DEC/JFK/Y',
        '.F/AF1234/05DEC/NCE/Y',
        '.O/AF7300/05DEC/AJA/Y',
        '.N/0057123456001',
        '.P/DURAND/MARIE',
        'ENDBSM',
      ].join('\n'),
    );
    expect(m.version?.source).toBe('T');
    expect(m.inbound).toMatchObject({ flight_number: 'AF7', airport: 'JFK', day: 4, month: 12 });
    expect(m.outbound).toMatchObject({ flight_number: 'AF1234', airport: 'NCE' });
    expect(m.onward).toEqual([expect.objectContaining({ flight_number: 'AF7300', airport: 'AJA' })]);
  });

  it('reads pieces and weight in kilograms and in pounds', () => {
    expect(ok(ONE_BAG.replace('ENDBSM', '.W/K/2/31\nENDBSM')).pieces_weight).toEqual({
      unit: 'K',
      pieces: 2,
      weight: 31,
    });
    expect(ok(ONE_BAG.replace('ENDBSM', '.W/L/1/50\nENDBSM')).pieces_weight).toEqual({
      unit: 'L',
      pieces: 1,
      weight: 50,
    });
    // pieces only (an indicator other than K or L gives no weight)
    expect(ok(ONE_BAG.replace('ENDBSM', '.W/P/1\nENDBSM')).pieces_weight).toEqual({
      unit: 'P',
      pieces: 1,
      weight: null,
    });
  });

  it('reads the PNR, the reconciliation data and the exceptions', () => {
    const m = ok(ONE_BAG.replace('ENDBSM', '.L/X7K2QP\n.S/N/05A/C/051/051//N/I\n.E/PRIO/HEAVY\nENDBSM'));
    expect(m.pnr).toBe('X7K2QP');
    expect(m.reconciliation).toEqual({ authority_to_load: false, seat: '05A', passenger_status: 'C' });
    expect(m.exceptions).toEqual(['PRIO', 'HEAVY']);
  });

  it('keeps unknown elements and lines as sent, never refusing the message for them', () => {
    const m = ok(ONE_BAG.replace('ENDBSM', '.Y/LOCAL/DATA\n.X//CLR\nFREE TEXT\nENDBSM'));
    expect(m.other).toEqual(['.Y/LOCAL/DATA', '.X//CLR', 'FREE TEXT']);
  });

  it('reads CHG and DEL after the header', () => {
    expect(ok(ONE_BAG.replace('BSM\n', 'BSM\nCHG\n')).action).toBe('CHG');
    expect(ok(ONE_BAG.replace('BSM\n', 'BSM\nDEL\n')).action).toBe('DEL');
  });

  it('reads a BUM, of plates or of a passenger only', () => {
    const bum = ['BUM', '.V/1LOSL', '.F/SK4416/05FEB/TOS', '.N/0117814872001', 'ENDBUM'].join('\n');
    expect(ok(bum)).toMatchObject({ kind: 'BUM', plates: ['0117814872'] });
    const byName = ['BUM', '.V/1LOSL', '.F/SK4416/05FEB/TOS', '.P/HANSEN/OLAMR', '.L/X7K2QP', 'ENDBUM'].join('\n');
    expect(ok(byName)).toMatchObject({ kind: 'BUM', plates: [], names: ['HANSEN/OLAMR'], pnr: 'X7K2QP' });
  });

  it.each([
    ['no end line', ONE_BAG.replace('\nENDBSM', ''), { key: 'messageNoEnd', line: 5, element: 'ENDBSM' }],
    ['the end of another kind', ONE_BAG.replace('ENDBSM', 'ENDBUM'), { key: 'messageBadEnd', line: 6 }],
    ['no .V', ONE_BAG.replace('.V/1LOSL\n', ''), { key: 'messageMissingElement', line: 1, element: '.V' }],
    ['no .N', ONE_BAG.replace('.N/0117814872001\n', ''), { key: 'messageMissingElement', element: '.N' }],
    ['a .V without station', ONE_BAG.replace('.V/1LOSL', '.V/1L'), { line: 2, element: '.V' }],
    ['a 31FEB', ONE_BAG.replace('05FEB', '31FEB'), { line: 3, element: '.F' }],
    ['a month that is none', ONE_BAG.replace('05FEB', '05FEX'), { line: 3, element: '.F' }],
    ['a flight of two digits for a carrier', ONE_BAG.replace('SK4416', '124416'), { line: 3, element: '.F' }],
    ['two .F', ONE_BAG.replace('.N/', '.F/SK1/05FEB/TOS\n.N/'), { line: 4, element: '.F' }],
    ['a weight of letters', ONE_BAG.replace('ENDBSM', '.W/K/1/AB\nENDBSM'), { line: 6, element: '.W' }],
    ['an authority to load of X', ONE_BAG.replace('ENDBSM', '.S/X/05A\nENDBSM'), { line: 6, element: '.S' }],
    ['a PNR of punctuation', ONE_BAG.replace('ENDBSM', '.L/AB-C\nENDBSM'), { line: 6, element: '.L' }],
    ['a name of digits', ONE_BAG.replace('.P/HANSEN/OLAMR', '.P/123'), { line: 5, element: '.P' }],
  ])('refuses a message with %s, naming its line and element', (_what, text, problem) => {
    const read = readMessage(text);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.problem).toMatchObject(problem);
  });
});

describe('splitMessages() and readMessages()', () => {
  it('finds each message of a body in its teletype envelope, with blank lines between them', () => {
    const body = [
      'QU OSLKKSK',
      '.HDQRMSK 051159',
      '',
      ONE_BAG,
      '',
      '',
      ONE_BAG.replace('0117814872', '0117814880'),
      '',
    ].join('\r\n');
    const blocks = splitMessages(body);
    expect(blocks.map((b) => [b.kind, b.line])).toEqual([
      ['BSM', 4],
      ['BSM', 12],
    ]);
    expect(readMessages(body).map((r) => r.ok && r.message.plates)).toEqual([['0117814872'], ['0117814880']]);
  });

  it('refuses one unreadable message alone, naming its line in the body, and reads the others', () => {
    const broken = ONE_BAG.replace('05FEB', '99FEB');
    const body = [ONE_BAG, broken, ONE_BAG.replace('BSM\n', 'BSM\nDEL\n')].join('\n');
    const results = readMessages(body);
    expect(results.map((r) => r.ok)).toEqual([true, false, true]);
    expect(results[1]).toMatchObject({ ok: false, problem: { line: 9, element: '.F' }, block: { line: 7 } });
  });

  it('ends a message that lacks its end line at the next header, so the next one is read', () => {
    const body = [ONE_BAG.replace('\nENDBSM', ''), ONE_BAG].join('\n');
    const results = readMessages(body);
    expect(results.map((r) => r.ok)).toEqual([false, true]);
    expect(results[0]).toMatchObject({ problem: { key: 'messageNoEnd' } });
  });

  it('finds no message in text without a header', () => {
    expect(splitMessages('hello\nworld')).toEqual([]);
  });
});

describe('nearestYear()', () => {
  it.each([
    [5, 2, { year: 2026, month: 2, day: 4 }, 2026],
    [30, 12, { year: 2027, month: 1, day: 2 }, 2026],
    [2, 1, { year: 2026, month: 12, day: 30 }, 2027],
    [29, 2, { year: 2027, month: 3, day: 1 }, 2028],
  ])('puts day %i of month %i nearest to %o: %i', (day, month, today, year) => {
    expect(nearestYear(day, month, today)).toBe(year);
  });
});
