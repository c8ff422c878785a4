import { Card, Group, Stack, Table, Text } from '@mantine/core';
import type { Board, BoardFlight } from '../../../../shared/schemas/board';
import { FlightStatusBadge } from '../../../components/status-badge';
import { TableScroll } from '../../../components/table-scroll';
import { formatTime } from '../../../lib/format';
import { useI18nContext } from '../../../lib/i18n';

// The board's flights, as a table on a kiosk or a wall, as cards on a phone: the same facts in both, those needing
// attention first (the server sorts them), each row tinted by its most urgent reason.

const TONE: Record<BoardFlight['attention'][number]['kind'], string> = {
  wrong_flight: 'red',
  offload: 'red',
  not_loaded: 'yellow',
  left_behind: 'orange',
  no_checkin: 'red',
  first_bag_late: 'yellow',
  last_bag_late: 'yellow',
};

/** The tint of a flight needing attention; none for one on track. */
const tint = (f: BoardFlight) =>
  f.attention.length ? `var(--mantine-color-${TONE[f.attention[0]!.kind]}-light)` : undefined;

/** Its time here (the board's airport's clock), and the actual block time once known, else the estimate. */
function Times({ f, zone }: { f: BoardFlight; zone: string }) {
  const { LL, locale } = useI18nContext();
  const departing = f.direction === 'departure';
  const actual = departing ? f.off_block_at : f.on_block_at;
  const estimated = departing ? f.estimated_off_block_at : f.estimated_on_block_at;
  const block = actual ?? estimated;
  return (
    <Stack gap={0}>
      <Text span fw={600} inherit>
        {formatTime(departing ? f.departure_time : f.arrival_time, locale, zone)}
      </Text>
      {block && (
        <Text span size="sm" fw={actual ? 600 : undefined} style={{ whiteSpace: 'nowrap' }}>
          {(actual ? LL.flights.actualAt : LL.flights.estimatedAt)({ at: formatTime(block, locale, zone) })}
        </Text>
      )}
    </Stack>
  );
}

/** Its bags at each point, its ULDs' loads, and an arrival's first and last bag against their targets. */
function Bags({ f }: { f: BoardFlight }) {
  const { LL } = useI18nContext();
  // an arrival's delivery once it is on block or its first bag is out: before, "not yet" is only noise
  const d =
    f.delivery && f.bags.total > 0 && (f.on_block_at || f.delivery.first_bag_minutes !== null) ? f.delivery : null;
  return (
    <Stack gap={2}>
      <Text span inherit data-testid="board-bags">
        {LL.board.bagCounts({
          total: f.bags.total,
          checked: f.bags.checked_in,
          loaded: f.bags.loaded,
          delivered: f.bags.delivered,
        })}
      </Text>
      {f.ulds.length > 0 && (
        <Text span size="sm" c="dimmed" data-testid="board-ulds">
          {f.ulds
            .map((u) => LL.board.uldLoad({ code: u.code, count: u.bag_count, kg: Math.round(u.bags_kg) }))
            .join(' · ')}
        </Text>
      )}
      {d && (
        <Text span size="sm" data-testid="board-delivery">
          {d.first_bag_minutes === null
            ? LL.board.firstBagNone({ target: d.target_first_minutes })
            : LL.board.firstBag({ minutes: Math.round(d.first_bag_minutes), target: d.target_first_minutes })}
          {' · '}
          {d.last_bag_minutes === null
            ? LL.board.lastBagNone({ target: d.target_last_minutes })
            : LL.board.lastBag({ minutes: Math.round(d.last_bag_minutes), target: d.target_last_minutes })}
          {' · '}
          {d.measured_from === 'ON_BLOCK' ? LL.board.fromOnBlock() : LL.board.fromScheduled()}
        </Text>
      )}
    </Stack>
  );
}

function Reasons({ f, wall }: { f: BoardFlight; wall: boolean }) {
  const { LL } = useI18nContext();
  if (!f.attention.length)
    return (
      <Text size="sm" c="dimmed">
        {LL.board.ok()}
      </Text>
    );
  return (
    <Stack gap={4}>
      {f.attention.map((a) => (
        <Text key={a.kind} size={wall ? 'xl' : 'sm'} fw={600}>
          {a.text}
        </Text>
      ))}
    </Stack>
  );
}

function Way({ f }: { f: BoardFlight }) {
  const { LL } = useI18nContext();
  return (
    <>
      {f.direction === 'departure' ? LL.board.departure() : LL.board.arrival()} {f.other_airport ?? ''}
    </>
  );
}

/** The kiosk's and the wall's table. */
export function FlightsTable({ board, wall }: { board: Board; wall: boolean }) {
  const { LL } = useI18nContext();
  const zone = board.airport.timezone;
  return (
    <TableScroll label={LL.board.caption()} minWidth={720}>
      <Table striped fz={wall ? 'xl' : 'sm'} verticalSpacing={wall ? 'sm' : undefined}>
        <Table.Caption>{LL.board.caption()}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{LL.board.flight()}</Table.Th>
            <Table.Th>{LL.board.direction()}</Table.Th>
            <Table.Th>{LL.board.time()}</Table.Th>
            <Table.Th>{LL.board.bagsHeading()}</Table.Th>
            <Table.Th>{LL.board.attention()}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {board.flights.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={5}>
                <Text c="dimmed">{LL.board.empty()}</Text>
              </Table.Td>
            </Table.Tr>
          )}
          {board.flights.map((f) => (
            <Table.Tr key={f.id} data-testid={`board-flight-${f.id}`} bg={tint(f)}>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <Text span fw={700} fz={wall ? 28 : undefined}>
                    {f.flight_number}
                  </Text>
                  <FlightStatusBadge status={f.status} />
                </Stack>
              </Table.Td>
              <Table.Td>
                <Way f={f} />
              </Table.Td>
              <Table.Td>
                <Times f={f} zone={zone} />
              </Table.Td>
              <Table.Td>
                <Bags f={f} />
              </Table.Td>
              <Table.Td>
                <Reasons f={f} wall={wall} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/** A phone's list: one card a flight, the reasons at the top, read without scrolling sideways. */
export function FlightCards({ board }: { board: Board }) {
  const { LL } = useI18nContext();
  const zone = board.airport.timezone;
  if (!board.flights.length) return <Text c="dimmed">{LL.board.empty()}</Text>;
  return (
    <Stack gap="sm" component="ul" aria-label={LL.board.caption()} p={0} m={0} style={{ listStyle: 'none' }}>
      {board.flights.map((f) => (
        <Card key={f.id} component="li" withBorder padding="sm" bg={tint(f)} data-testid={`board-flight-${f.id}`}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text fw={700}>{f.flight_number}</Text>
              <Text size="sm">
                <Way f={f} />
              </Text>
            </div>
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <Times f={f} zone={zone} />
              <FlightStatusBadge status={f.status} />
            </Group>
          </Group>
          <Stack gap={4} mt="xs">
            <Reasons f={f} wall={false} />
            <Bags f={f} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
