import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import './board-screen.css';
import type { Board, BoardFlight } from '../../../../shared/schemas/board';
import { AirportSelect } from '../../../components/airport-select';
import { FlightTime } from '../../../components/flight-time';
import { Screen } from '../../../components/screen';
import { TableScroll } from '../../../components/table-scroll';
import { formatTime } from '../../../lib/format';
import { useI18nContext } from '../../../lib/i18n';
import { useAirports } from '../../../lib/reference';
import { useCurrentUser } from '../../../lib/session/use-current-user';

// The operations board (docs/rules/operations-board.md): today's flights of an airport, those needing attention
// first, pushed by the server as they change (board.live, server-sent events). A connection lost is said, and the
// browser connects again by itself, sending the version of the board it shows: it is sent the board only if it changed.

const TONE: Record<BoardFlight['attention'][number]['kind'], string> = {
  wrong_flight: 'red',
  offload: 'red',
  not_loaded: 'yellow',
  no_checkin: 'red',
  first_bag_late: 'yellow',
  last_bag_late: 'yellow',
};

type Connection = 'connecting' | 'live' | 'lost' | 'refused';

/**
 * The board of `airportId`, kept up to date by the server: the browser's own EventSource on board.live, which
 * connects again by itself after a cut, sending the version of the last board it got (Last-Event-ID), and after the
 * server ended the stream (a process stopping). Its own code, in this screen's chunk: no other screen carries it.
 */
function useLiveBoard(airportId: number | null) {
  const [board, setBoard] = useState<Board | null>(null);
  const [connection, setConnection] = useState<Connection>('connecting');
  useEffect(() => {
    setBoard(null);
    if (airportId === null) return;
    setConnection('connecting');
    const input = encodeURIComponent(JSON.stringify({ airport_id: airportId }));
    const source = new EventSource(`/trpc/board.live?input=${input}`, { withCredentials: true });
    source.addEventListener('connected', () => setConnection('live'));
    source.onmessage = (event: MessageEvent<string>) => {
      setBoard(JSON.parse(event.data) as Board);
      setConnection('live');
    };
    // a cut: the browser tries again by itself; an answer that is no stream (signed out, a refused airport): it does not
    source.onerror = () => setConnection(source.readyState === EventSource.CLOSED ? 'refused' : 'lost');
    return () => source.close();
  }, [airportId]);
  return { board, connection };
}

function ConnectionBadge({ connection, hasBoard }: { connection: Connection; hasBoard: boolean }) {
  const { LL } = useI18nContext();
  const live = connection === 'live';
  const lost = connection !== 'live' && (hasBoard || connection !== 'connecting');
  return (
    <Badge
      color={live ? 'green' : lost ? 'orange' : 'gray'}
      variant="light"
      data-testid="board-connection"
      data-state={connection}
    >
      {live ? LL.board.live() : lost ? LL.board.reconnecting() : LL.board.connecting()}
    </Badge>
  );
}

function FlightRow({ f, wall }: { f: BoardFlight; wall: boolean }) {
  const { LL } = useI18nContext();
  const departing = f.direction === 'departure';
  return (
    <Table.Tr
      data-testid={`board-flight-${f.id}`}
      // the most urgent reason tints the row; the words keep the text's own colour, readable on the tint
      bg={f.attention.length ? `var(--mantine-color-${TONE[f.attention[0]!.kind]}-light)` : undefined}
    >
      <Table.Td fw={700} fz={wall ? 'xl' : undefined}>
        {f.flight_number}
      </Table.Td>
      <Table.Td>
        {departing ? LL.board.departure() : LL.board.arrival()} {f.other_airport ?? ''}
      </Table.Td>
      <Table.Td>
        {departing ? (
          <FlightTime at={f.departure_at} zone={f.departure_timezone} code={null} />
        ) : (
          <FlightTime at={f.arrival_at} zone={f.arrival_timezone} code={null} />
        )}
      </Table.Td>
      <Table.Td data-testid="board-bags">
        {LL.board.bagCounts({
          total: f.bags.total,
          checked: f.bags.checked_in,
          loaded: f.bags.loaded,
          delivered: f.bags.delivered,
        })}
      </Table.Td>
      <Table.Td>
        {f.attention.length ? (
          <Stack gap={4}>
            {f.attention.map((a) => (
              <Text key={a.kind} size={wall ? 'lg' : 'sm'} fw={600}>
                {a.text}
              </Text>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {LL.board.ok()}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function BoardView({ board, wall }: { board: Board; wall: boolean }) {
  const { LL } = useI18nContext();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 3 }} spacing="sm">
        {(['received', 'loaded', 'delivered'] as const).map((step) => (
          <Card key={step} withBorder padding="sm">
            <Text size="sm" c="dimmed">
              {LL.board.freightToday()} · {LL.board[step]()}
            </Text>
            <Text fz={wall ? 36 : 'xl'} fw={700}>
              {board.freight[step]}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <TableScroll label={LL.board.caption()} minWidth={720}>
        <Table striped fz={wall ? 'lg' : 'sm'}>
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
              <FlightRow key={f.id} f={f} wall={wall} />
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Stack>
  );
}

export function BoardScreen() {
  const { LL, locale } = useI18nContext();
  const user = useCurrentUser().data;
  const airports = useAirports();
  const [chosen, setChosen] = useState<number | null>(null);
  const airportId = chosen ?? user?.airport?.id ?? null;
  const { board, connection } = useLiveBoard(airportId);
  const [wall, setWall] = useState(false);

  // the wall screen: the whole screen, type read from afar; Escape (or the browser's own exit) leaves it
  useEffect(() => {
    if (!wall) return;
    const leave = (e: KeyboardEvent) => e.key === 'Escape' && setWall(false);
    window.addEventListener('keydown', leave);
    return () => window.removeEventListener('keydown', leave);
  }, [wall]);

  const head = board && (
    <Group gap="sm">
      <Text fw={600}>{LL.board.day({ airport: `${board.airport.code} ${board.airport.name}`, day: board.day })}</Text>
      <Text size="sm" c="dimmed">
        {LL.board.updated({ time: formatTime(board.generated_at, locale) })}
      </Text>
    </Group>
  );
  const body = (
    <>
      {connection === 'refused' && !board && (
        <Alert color="red" role="alert">
          {LL.board.failed()}
        </Alert>
      )}
      {board && <BoardView board={board} wall={wall} />}
    </>
  );

  if (wall)
    return (
      <div className="board-wall" data-testid="board-wall">
        <Group justify="space-between" mb="md">
          <Title order={1}>{LL.titles.liveMap()}</Title>
          {head}
          <Group gap="sm">
            <ConnectionBadge connection={connection} hasBoard={!!board} />
            <Button variant="default" onClick={() => setWall(false)}>
              {LL.board.leaveWall()}
            </Button>
          </Group>
        </Group>
        {body}
      </div>
    );

  return (
    <Screen
      title={LL.titles.liveMap()}
      actions={
        <Group gap="sm">
          <ConnectionBadge connection={connection} hasBoard={!!board} />
          <Button variant="default" onClick={() => setWall(true)} disabled={!board}>
            {LL.board.wall()}
          </Button>
        </Group>
      }
    >
      <Group align="end" gap="md">
        <AirportSelect
          label={LL.board.airport()}
          airports={airports.data}
          value={airportId}
          onChange={(id) => setChosen(id)}
        />
        {head}
      </Group>
      {body}
    </Screen>
  );
}
