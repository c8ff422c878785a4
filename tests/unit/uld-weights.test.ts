import { describe, expect, it } from 'vitest';
import {
  ULD_TYPE_WEIGHTS,
  defaultMaxGrossKg,
  highestMaxGrossKg,
  tareOf,
  uldWeights,
  type UldTypeWeights,
} from '../../src/shared/uld-weights';

// A ULD's weights (src/shared/uld-weights.ts): net + tare = gross, how far the gross is from the maximum gross
// weight, the tare of the plate before the type's, and the type table's published figures.

describe('net, tare and gross', () => {
  it('adds the tare to the net: net + tare = gross, to a tenth of a kilo', () => {
    expect(uldWeights(1558, 82, 1588)).toMatchObject({ net_kg: 1558, tare_kg: 82, gross_kg: 1640 });
    expect(uldWeights(350.04, 100, 500)).toMatchObject({ net_kg: 350, gross_kg: 450 });
    // tenths that binary floating point would not add exactly (0.1 + 0.2)
    expect(uldWeights(0.1, 0.2, null).gross_kg).toBe(0.3);
    expect(uldWeights(0, 82, 1588)).toMatchObject({ net_kg: 0, gross_kg: 82, percent: 5.2 });
  });

  it('says how many kilos over the maximum gross: one over, exactly at it, one under', () => {
    expect(uldWeights(1507, 82, 1588).over_kg).toBe(1); // 1,589 kg
    expect(uldWeights(1506, 82, 1588)).toMatchObject({ gross_kg: 1588, over_kg: 0, percent: 100 });
    expect(uldWeights(1505, 82, 1588).over_kg).toBe(-1);
    expect(uldWeights(1558, 82, 1588).over_kg).toBe(52);
    expect(uldWeights(1506.1, 82, 1588).over_kg).toBe(0.1);
  });

  it('knows no gross without a tare, and no excess without a maximum', () => {
    expect(uldWeights(500, null, 6804)).toEqual({
      net_kg: 500,
      tare_kg: null,
      gross_kg: null,
      over_kg: null,
      percent: null,
    });
    expect(uldWeights(500, 100, null)).toMatchObject({ gross_kg: 600, over_kg: null, percent: null });
  });
});

describe('the tare counted', () => {
  it('is the plate’s where recorded, else the type’s published figure, else unknown', () => {
    expect(tareOf('AKE', 82)).toBe(82);
    expect(tareOf('AKE', null)).toBe(100);
    expect(tareOf('PMC', null)).toBeNull();
    expect(tareOf('PMC', 110)).toBe(110);
    expect(tareOf('PLW', null)).toBeNull();
  });
});

describe('the type table', () => {
  it('holds the published figures, and none for what no source gives', () => {
    expect(ULD_TYPE_WEIGHTS).toEqual({
      AKE: { tare_kg: 100, max_gross_kg: { lower_deck: 1588, main_deck: null } },
      AKN: { tare_kg: null, max_gross_kg: { lower_deck: 1588, main_deck: null } },
      PMC: { tare_kg: null, max_gross_kg: { lower_deck: null, main_deck: 6804 } },
      PAG: { tare_kg: null, max_gross_kg: { lower_deck: 4627, main_deck: null } },
    });
    // AKH (LD3-45) is not the full-height LD3: it no longer borrows the LD3's 1,588 kg
    expect(defaultMaxGrossKg('AKH')).toBeNull();
  });

  it('defaults to the stricter deck and caps at the highest figure of any deck', () => {
    expect(defaultMaxGrossKg('AKE')).toBe(1588);
    expect(defaultMaxGrossKg('PAG')).toBe(4627);
    expect(highestMaxGrossKg('PMC')).toBe(6804);
    expect(defaultMaxGrossKg('PLW')).toBeNull();
    expect(highestMaxGrossKg('PLW')).toBeNull();
  });

  it('takes the lower figure by default when a type has one per deck', () => {
    // every type of the table has one deck's figure only today; a type given both must default to the stricter
    const table = ULD_TYPE_WEIGHTS as Record<string, UldTypeWeights>;
    table.TST = { tare_kg: null, max_gross_kg: { lower_deck: 5000, main_deck: 6000 } };
    try {
      expect(defaultMaxGrossKg('TST')).toBe(5000);
      expect(highestMaxGrossKg('TST')).toBe(6000);
    } finally {
      delete table.TST;
    }
  });
});
