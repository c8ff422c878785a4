import { Alert, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import './board-screen.css';
import type { Board } from '../../../../shared/schemas/board';
import { AirportSelect } from '../../../components/airport-select';
import { Screen } from '../../../components/screen';
import { formatDay, formatTime } from '../../../lib/format';
import { useI18nContext } from '../../../lib/i18n';
import { useAirports } from '../../../lib/reference';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useLiveStream, type LiveConnection } from '../../../lib/use-live-stream';
import { FlightCards, FlightsTable } from '../components/board-flights';
import { WallScreen } from '../components/wall-screen';

// The operations board (docs/rules/operations-board.md): today's flights of an airport, those needing attention
// first, pushed by the server as they change (board.live, server-sent events). A connection lost is said, and the
// browser connects again by itself, sending the version of the board it shows: it is sent the board only if it changed.

function ConnectionBadge({ connection, hasBoard }: { connection: LiveConnection; hasBoard: boolean }) {
  const { LL } = useI18nContext();
  const live = connection === 'live';
  const lost = connection !== 'live' && (hasBoard || connection !== 'connecting');
  return (
    <Badge
      color={live ? 'green' : lost ? 'orange' : 'gray'}
      variant="light"
      data-testid="board-connection"
      data-state={connection}
      // never shrunk into an ellipsis beside the wall screen's clock
      style={{ overflow: 'visible', minWidth: 'max-content' }}
    >
      {live ? LL.board.live() : lost ? LL.board.reconnecting() : LL.board.connecting()}
    </Badge>
  );
}

function BoardView({ board, wall }: { board: Board; wall: boolean }) {
  const { LL } = useI18nContext();
  // a phone lists cards, the reasons first, rather than a table read sideways
  const phone = useMediaQuery('(max-width: 600px)') && !wall;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 3 }} spacing="sm">
        {(['received', 'loaded', 'delivered'] as const).map((step) => (
          <Card key={step} withBorder padding="sm">
            <Text size={wall ? 'lg' : 'sm'} c="dimmed">
              {LL.board.freightToday()} · {LL.board[step]()}
            </Text>
            <Text fz={wall ? 36 : 'xl'} fw={700}>
              {board.freight[step]}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      {phone ? <FlightCards board={board} /> : <FlightsTable board={board} wall={wall} />}
    </Stack>
  );
}

export function BoardScreen() {
  const { LL, locale } = useI18nContext();
  const user = useCurrentUser().data;
  const airports = useAirports();
  const [chosen, setChosen] = useState<number | null>(null);
  const airportId = chosen ?? user?.airport?.id ?? null;
  // the browser connects again by itself after a cut, sending the version of the board it shows
  const { data: board, connection } = useLiveStream<Board>(
    'board.live',
    airportId === null ? null : { airport_id: airportId },
  );
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
      <Text fw={600}>
        {LL.board.day({ airport: `${board.airport.code} ${board.airport.name}`, day: formatDay(board.day, locale) })}
      </Text>
      <Text size="sm" c="dimmed">
        {LL.board.updated({ time: formatTime(board.generated_at, locale, board.airport.timezone) })}
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
      {airportId === null && <Text c="dimmed">{LL.board.chooseAirport()}</Text>}
      {airportId !== null && !board && connection !== 'refused' && <Loader aria-label={LL.board.connecting()} />}
      {board && <BoardView board={board} wall={wall} />}
    </>
  );

  if (wall)
    return (
      <WallScreen
        title={LL.titles.liveMap()}
        label={LL.board.caption()}
        airport={
          board
            ? LL.board.day({
                airport: `${board.airport.code} ${board.airport.name}`,
                day: formatDay(board.day, locale),
              })
            : ''
        }
        zone={board?.airport.timezone ?? null}
        status={
          <Group gap="sm" wrap="nowrap">
            {board && (
              <Text size="md" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {LL.board.updated({ time: formatTime(board.generated_at, locale, board.airport.timezone) })}
              </Text>
            )}
            <ConnectionBadge connection={connection} hasBoard={!!board} />
            <Button variant="default" onClick={() => setWall(false)}>
              {LL.board.leaveWall()}
            </Button>
          </Group>
        }
      >
        {body}
      </WallScreen>
    );

  return (
    <Screen
      title={LL.titles.liveMap()}
      actions={
        <Group gap="sm">
          {airportId !== null && <ConnectionBadge connection={connection} hasBoard={!!board} />}
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
