import { Badge, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useI18nContext } from '../../../lib/i18n';
import type { ShiftDetail } from '../api/shifts';

/** "Coverage at a glance": each zone of the shift's airports with its head count, the uncovered first (the server's order). */
export function CoverageCard({ coverage }: { coverage: ShiftDetail['coverage'] }) {
  const { LL } = useI18nContext();
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4">
        {LL.shifts.coverage()}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {LL.shifts.coverageHelp()}
      </Text>
      {coverage.length === 0 ? (
        <Text c="dimmed">{LL.shifts.noZones()}</Text>
      ) : (
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 3 }}
          spacing="xs"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {coverage.map((c) => (
            <Group
              key={c.zone.id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="xs"
              p={6}
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
            >
              <Text size="sm">
                {c.zone.name} · {c.zone.airport.code}
              </Text>
              <Badge
                color={c.assigned === 0 ? 'red' : 'green'}
                variant="light"
                style={{ overflow: 'visible', minWidth: 'max-content' }}
              >
                {c.assigned === 0 ? LL.shifts.nobody() : LL.shifts.people({ count: c.assigned })}
              </Badge>
            </Group>
          ))}
        </SimpleGrid>
      )}
    </Card>
  );
}
