import { Card, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useI18nContext } from '../lib/i18n';

/**
 * A dashboard card: today's count and the change against yesterday; no percentage when yesterday had none (it would divide by zero).
 * A report's card gives its figure as `value` (already formatted) with its own `caption`, and `children` below (a link).
 */
export function StatCard({
  title,
  stat,
  color,
  unit,
  value,
  caption,
  children,
}: {
  title: string;
  stat?: { today: number; change: number | null };
  color: string;
  unit?: string;
  value?: string;
  caption?: string;
  children?: ReactNode;
}) {
  const { LL, locale } = useI18nContext();
  const change = stat?.change;
  return (
    <Card withBorder padding="md" style={{ borderTop: `4px solid var(--mantine-color-${color}-6)` }} aria-label={title}>
      <Text size="sm" c="dimmed" fw={600}>
        {title}
      </Text>
      <Group align="baseline" gap="xs" mt={4}>
        <Text fz={32} fw={700} data-testid="stat-today">
          {value ?? stat?.today ?? 0}
        </Text>
        <Text size="sm" c="dimmed">
          {caption ?? (unit ? LL.dashboard.unitToday({ unit }) : LL.dashboard.today())}
        </Text>
      </Group>
      {change !== null && change !== undefined && (
        <Text size="sm" c={change >= 0 ? 'teal.9' : 'red.9'} data-testid="stat-change">
          {change >= 0 ? '▲' : '▼'} {Math.abs(change).toLocaleString(locale, { maximumFractionDigits: 1 })} %{' '}
          {LL.dashboard.vsYesterday()}
        </Text>
      )}
      {children}
    </Card>
  );
}
