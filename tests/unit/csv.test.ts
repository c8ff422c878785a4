import { describe, expect, it } from 'vitest';
import { csvBytes, csvField } from '../../src/server/services/csv';

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

  it('starts with the byte-order mark and ends every line with CRLF', () => {
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(csvBytes(['a', 'b'], [['é', 1], [null, 'x,y']]));
    expect(text).toBe('\uFEFFa,b\r\né,1\r\n,"x,y"\r\n');
  });
});
