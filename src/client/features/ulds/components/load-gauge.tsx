import { Text } from '@mantine/core';
import { useI18nContext } from '../../../lib/i18n';
import type { Uld } from '../api/ulds';

/**
 * What a ULD weighs against its maximum gross weight: a bar (green, amber past 85 %, red when full), the gross
 * against the maximum, and under it the net (what is on it: shipments and bags, the bags also counted) and the tare (the ULD empty, "(type)" when it is the
 * type's published figure rather than the plate's). Plain elements with the meter role: no stylesheet to load.
 */
export function LoadGauge({
  uld,
}: {
  uld: Pick<
    Uld,
    'net_kg' | 'tare_kg' | 'tare_source' | 'gross_kg' | 'capacity' | 'load_percent' | 'bag_count' | 'bags_kg'
  >;
}) {
  const { LL, locale } = useI18nContext();
  const kg = (n: number) => n.toLocaleString(locale === 'en' ? 'en-GB' : 'fr-FR', { maximumFractionDigits: 1 });
  // the gross is unknown while the tare is: the net alone is shown, never passed off as the gross
  const gross = uld.gross_kg === null ? '?' : kg(uld.gross_kg);
  const text = uld.capacity ? LL.uld.loadOf({ gross, capacity: kg(uld.capacity) }) : LL.uld.loadNoCapacity({ gross });
  const tare =
    uld.tare_kg === null
      ? LL.uld.tareUnknown()
      : uld.tare_source === 'TYPE'
        ? LL.uld.typeTare({ tare: kg(uld.tare_kg) })
        : LL.uld.tareKg({ tare: kg(uld.tare_kg) });
  const detail = LL.uld.netTare({ net: kg(uld.net_kg), tare });
  const percent = uld.load_percent;
  const figures = (
    <>
      <Text size="xs" mt={2}>
        {LL.uld.gross()} {text}
        {percent !== null && ` · ${kg(percent)} %`}
      </Text>
      <Text size="xs" c="dimmed">
        {detail}
      </Text>
      {/* the bags LOADED scans put into it, part of the net */}
      {uld.bag_count > 0 && (
        <Text size="xs" c="dimmed">
          {LL.uld.bagsIn({ count: uld.bag_count, weight: kg(uld.bags_kg) })}
        </Text>
      )}
    </>
  );
  if (percent === null) return <div style={{ minWidth: 150 }}>{figures}</div>;
  const colour = percent >= 100 ? 'red' : percent >= 85 ? 'yellow' : 'teal';
  return (
    <div style={{ minWidth: 150 }}>
      <div
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(percent, 100)}
        aria-valuetext={`${LL.uld.gross()} ${text}, ${LL.uld.gauge({ percent: kg(percent) })}, ${detail}`}
        aria-label={LL.uld.load()}
        style={{ height: 8, borderRadius: 4, background: 'var(--mantine-color-gray-2)', overflow: 'hidden' }}
      >
        <div
          style={{
            width: `${Math.min(percent, 100)}%`,
            height: '100%',
            background: `var(--mantine-color-${colour}-7)`,
          }}
        />
      </div>
      {figures}
    </div>
  );
}
