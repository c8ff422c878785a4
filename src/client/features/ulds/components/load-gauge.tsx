import { Text } from '@mantine/core';
import { useI18nContext } from '../../../lib/i18n';

/**
 * What a ULD carries against its capacity: a bar (green, amber past 85 %, red when full) and the figures.
 * Plain elements with the meter role: no stylesheet to load for it.
 */
export function LoadGauge({
  load,
  capacity,
  percent,
}: {
  load: number;
  capacity: number | null;
  percent: number | null;
}) {
  const { LL, locale } = useI18nContext();
  const kg = (n: number) => n.toLocaleString(locale === 'en' ? 'en-GB' : 'fr-FR', { maximumFractionDigits: 1 });
  const text = capacity
    ? LL.uld.loadOf({ load: kg(load), capacity: kg(capacity) })
    : LL.uld.loadNoCapacity({ load: kg(load) });
  if (percent === null) return <Text size="sm">{text}</Text>;
  const colour = percent >= 100 ? 'red' : percent >= 85 ? 'yellow' : 'teal';
  return (
    <div style={{ minWidth: 110 }}>
      <div
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(percent, 100)}
        aria-valuetext={`${text}, ${LL.uld.gauge({ percent: kg(percent) })}`}
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
      <Text size="xs" mt={2}>
        {text} · {kg(percent)} %
      </Text>
    </div>
  );
}
