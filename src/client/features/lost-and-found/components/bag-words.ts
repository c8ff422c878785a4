import { BAG_COLOURS, BAG_TYPES, type BagColour, type BagType } from '../../../../shared/claim-codes';
import { orDash } from '../../../lib/format';
import { useI18nContext } from '../../../lib/i18n';

const isColour = (c: string): c is BagColour => (BAG_COLOURS as readonly string[]).includes(c);
const isType = (t: string): t is BagType => (BAG_TYPES as readonly string[]).includes(t);

/**
 * The bag description's codes in the reader's language: colour and type labels for tables and dialogs, and the
 * options of the form (codes first labelled "BK – Black"). Words that are not codes show as written.
 */
export function useBagWords() {
  const { LL } = useI18nContext();
  const t = LL.claims;
  const typeLabel = (type: BagType) =>
    type === 'Suitcase' ? t.suitcase() : type === 'Backpack' ? t.backpack() : t.bagTypes[type]();
  return {
    colour: (c: string | null) => (c && isColour(c) ? t.colours[c]() : orDash(c)),
    type: (type: string | null) =>
      type === 'Suitecase' ? t.suitcase() : type && isType(type) ? typeLabel(type) : orDash(type),
    colourOptions: BAG_COLOURS.map((code) => ({ value: code, label: t.codeLabel({ code, label: t.colours[code]() }) })),
    typeOptions: BAG_TYPES.map((code) => ({
      value: code,
      label:
        code === 'Suitcase' || code === 'Backpack' ? typeLabel(code) : t.codeLabel({ code, label: typeLabel(code) }),
    })),
  };
}
