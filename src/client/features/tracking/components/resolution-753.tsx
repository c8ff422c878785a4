import { Badge, Card, Group, Table, Text, Title } from '@mantine/core';
import { TableScroll } from '../../../components/table-scroll';
import { orDash } from '../../../lib/format';
import { useI18nContext } from '../../../lib/i18n';
import type { TrackedFlight } from '../api/tracking';
import { TagKindBadge } from '../../../components/bag-tag';

const POINTS = ['checkin', 'loaded', 'transferred', 'delivered'] as const;
const HEADERS = { checkin: 'CHECKIN', loaded: 'LOADED', transferred: 'TRANSFERRED', delivered: 'DELIVERED' } as const;

/**
 * IATA Resolution 753 for one flight: the shares of bags checked in and loaded, and each bag's four tracking
 * points, the bags left behind (checked in, not loaded) and the unmatched ones (loaded without a check-in, a
 * security case) first. "Offload" and "rush" mean something else to baggage staff (docs/rules/glossary.md).
 */
export function Resolution753({ r }: { r: TrackedFlight['resolution_753'] }) {
  const { LL, locale } = useI18nContext();
  const pct = (n: number | null) => (n === null ? '—' : `${n.toLocaleString(locale)} %`);
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={2} size="h4">
          {LL.tracking.r753()}
        </Title>
        <Group gap="md">
          <Text size="sm">{LL.tracking.bagsTotal({ count: r.bags_total })}</Text>
          <Text size="sm" fw={700}>
            {LL.tracking.checkinShare({ share: pct(r.checkin_share) })}
          </Text>
          <Text size="sm" fw={700}>
            {LL.tracking.loadedShare({ share: pct(r.loaded_share) })}
          </Text>
        </Group>
      </Group>
      <Text size="xs" c="dimmed" mb="xs">
        {LL.tracking.r753Help()}
      </Text>
      <TableScroll minWidth={560} label={LL.tracking.r753()}>
        <Table verticalSpacing={4} fz="sm" aria-label={LL.tracking.r753()}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{LL.events.tag()}</Table.Th>
              <Table.Th>{LL.tracking.passenger()}</Table.Th>
              {POINTS.map((p) => (
                <Table.Th key={p} ta="center">
                  {HEADERS[p]}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {r.bags.map((b) => {
              const flag =
                b.checkin && !b.loaded
                  ? LL.tracking.notLoaded()
                  : b.loaded && !b.checkin
                    ? LL.tracking.unmatched()
                    : null;
              return (
                <Table.Tr key={b.bag_tag_number} bg={flag ? 'red.0' : undefined}>
                  <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                    {b.bag_tag_number}
                    <TagKindBadge tag={b.bag_tag_number} block />
                    {flag && (
                      <Badge display="block" w="fit-content" color="red" variant="light" size="sm">
                        {flag}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{orDash(b.passenger_name)}</Table.Td>
                  {POINTS.map((p) => (
                    <Table.Td
                      key={p}
                      ta="center"
                      aria-label={`${HEADERS[p]}: ${b[p] ? LL.tracking.recorded() : LL.tracking.missing()}`}
                    >
                      <span aria-hidden>{b[p] ? '✓' : '·'}</span>
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Card>
  );
}
