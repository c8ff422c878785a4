import { describe, expect, it } from 'vitest';
import { csvBytes, csvField } from '../../src/server/platform/csv';

describe('CSV files (RFC 4180, UTF-8 with a BOM)', () => {
  it('quotes a field holding a comma, a quote, a line break or edge spaces, doubling its quotes', () => {
    expect(csvField('Hôtel Memling')).toBe('Hôtel Memling');
    expect(csvField('Kinshasa, Gombe')).toBe('"Kinshasa, Gombe"');
    expect(csvField('the "blue" one')).toBe('"the ""blue"" one"');
    expect(csvField('line\r\nbreak')).toBe('"line\r\nbreak"');
    expect(csvField(' padded')).toBe('" padded"');
  });

  it('writes nothing for null, numbers with a dot, and text a spreadsheet would run as a formula behind an apostrophe', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(-3)).toBe('-3');
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('+243 81 000')).toBe("'+243 81 000");
    expect(csvField('=A1,B1')).toBe(`"'=A1,B1"`);
  });

  it('quotes a field holding a semicolon or a tab, so a reader splitting at them keeps it whole where it starts a line', () => {
    expect(csvField('Gombe; Kinshasa')).toBe('"Gombe; Kinshasa"');
    expect(csvField('a\tb')).toBe('"a\tb"');
  });

  it('puts the apostrophe after a semicolon, tab or line break inside a text when what follows would run as a formula', () => {
    expect(csvField('Gombe;=1+1')).toBe(`"Gombe;'=1+1"`);
    expect(csvField('Tel; +243 81 000')).toBe(`"Tel;' +243 81 000"`);
    expect(csvField('a\t@SUM(A1)')).toBe(`"a\t'@SUM(A1)"`);
    expect(csvField('line\r\n-2+3')).toBe(`"line\r\n'-2+3"`);
    expect(csvField(`x;"=cmd|' /C calc'!A0"`)).toBe(`"x;'""=cmd|' /C calc'!A0"""`);
    expect(csvField('a;;=1')).toBe(`"a;;'=1"`);
    expect(csvField('\t=1')).toBe(`"'\t'=1"`);
    // a comma is no cell start for any reader: one splitting at commas honours the quotes
    expect(csvField('Kinshasa, -5 °C')).toBe('"Kinshasa, -5 °C"');
    expect(csvField('a - b; c')).toBe('"a - b; c"');
  });

  // What a reader does at its worst: split every line at its separator and at every line break, quotes or not.
  it.each([';', '\t'])(
    'leaves no cell starting with a formula for a reader splitting at %j, whatever the texts',
    (separator) => {
      const nasty = [
        '=1+1',
        ' =1+1',
        '"=1+1"',
        'Gombe;=1+1',
        'Gombe; =1+1',
        'Gombe;"=1+1',
        'a\t+1',
        'a\n@x',
        'a\r-1',
        'a\r\n=1',
        'a;\n=1',
        'a; \t=1',
        '\t=1',
        '\r=1',
        ';=1',
        '=a;=b;=c',
      ];
      const text = new TextDecoder().decode(
        csvBytes(
          ['label', 'remark'],
          nasty.map((n, i) => [i, n]),
        ),
      );
      const cells = text.split(/\r\n|\r|\n/).flatMap((line) => line.split(separator));
      expect(cells.filter((c) => /^[ "]*[=+\-@]/.test(c))).toEqual([]);
    },
  );

  it('starts with the byte-order mark and ends every line with CRLF', () => {
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      csvBytes(
        ['a', 'b'],
        [
          ['é', 1],
          [null, 'x,y'],
        ],
      ),
    );
    expect(text).toBe('\uFEFFa,b\r\né,1\r\n,"x,y"\r\n');
  });
});
