// What a ULD weighs: its tare (empty), its net (what is on it) and its gross (both), against the most it may
// weigh loaded (its maximum gross weight). The type table holds only figures a public source gives, each one
// cited below and in docs/rules/ulds.md; a figure no source gives is null, never a guess. A ULD's own tare is
// on its plate and varies by maker (an LD3 weighs from about 60 to 100 kg empty): a ULD may record it, and then
// the type's figure no longer applies.

/** The published weights of one IATA type, in kg; null where no source gives the figure. */
export type UldTypeWeights = {
  /**
   * The tare a ULD of this type is counted with while its plate's is not recorded: the heaviest figure the
   * sources give for the type in service, so that a ULD is never counted lighter than it may be.
   */
  tare_kg: number | null;
  /** The maximum gross weight (tare included) the sources give, for each deck they name. */
  max_gross_kg: { lower_deck: number | null; main_deck: number | null };
};

/**
 * The figures, type by type (the sources' addresses are in docs/rules/ulds.md, "ULD weights"):
 * - AKE (LD3): 1,588 kg, lower deck (Union Cargo's ULD table; the LD3 row of the container table of
 *   heli-air.net); tare 100 kg, the weight Nordisk gives for the aluminium LD3 generation before today's
 *   lightweight ones (about 75 kg, composite ones lighter still); French Wikipedia says 70 to 90 kg.
 * - AKN (LD3 with forklift pockets, Wikipedia's "Unit load device"): the LD3's 1,588 kg; no tare, as the pockets
 *   add weight no source gives.
 * - PMC (P6P, 96 × 125 in): 6,804 kg, main deck (supath.net's PMC sheet; heli-air.net's M1 row says 6,804 kg for
 *   a base 224 cm wide, not the PMC's 96 in); no lower-deck figure or tare found.
 * - PAG (P1P, 88 × 125 in, the LD7 base): 4,627 kg on the lower deck (heli-air.net's LD7 row); no main-deck
 *   figure or tare found. The 6,804 kg Tarmac gave it before was the 96-inch PMC's.
 * - AKH (LD3-45) is left out: no source at hand gives its figures (the 1,588 kg it had was the full-height LD3's);
 *   its ULDs take their plate's figures.
 */
export const ULD_TYPE_WEIGHTS: Readonly<Record<string, UldTypeWeights>> = {
  AKE: { tare_kg: 100, max_gross_kg: { lower_deck: 1588, main_deck: null } },
  AKN: { tare_kg: null, max_gross_kg: { lower_deck: 1588, main_deck: null } },
  PMC: { tare_kg: null, max_gross_kg: { lower_deck: null, main_deck: 6804 } },
  PAG: { tare_kg: null, max_gross_kg: { lower_deck: 4627, main_deck: null } },
};

const known = (type: string) =>
  Object.values(ULD_TYPE_WEIGHTS[type]?.max_gross_kg ?? {}).filter((kg): kg is number => kg !== null);

/**
 * The maximum gross weight a ULD of the type gets when none is entered: where the decks' figures differ, the
 * stricter (Tarmac does not know which deck a ULD will fly on); null where no source gives one.
 */
export const defaultMaxGrossKg = (type: string): number | null =>
  known(type).length ? Math.min(...known(type)) : null;

/** The most a ULD of the type may be given as its maximum gross weight: the highest published figure of any deck. */
export const highestMaxGrossKg = (type: string): number | null =>
  known(type).length ? Math.max(...known(type)) : null;

/** The tare a ULD is counted with: its plate's where recorded, else its type's, else none (unknown). */
export const tareOf = (type: string, own: number | null): number | null =>
  own ?? ULD_TYPE_WEIGHTS[type]?.tare_kg ?? null;

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Net, tare and gross of a ULD, and how far that gross is from its maximum: `over` is positive when the ULD is
 * too heavy, 0 exactly at the limit, negative with room left; null when the tare or the maximum is unknown.
 */
export function uldWeights(net: number, tare: number | null, maxGross: number | null) {
  const gross = tare === null ? null : round1(net + tare);
  return {
    net_kg: round1(net),
    tare_kg: tare,
    gross_kg: gross,
    over_kg: gross === null || maxGross === null ? null : round1(gross - maxGross),
    percent: gross === null || !maxGross ? null : round1((gross / maxGross) * 100),
  };
}
