import { Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { EmptyRow } from '../../../components/empty-row';
import { LabelledValue } from '../../../components/labelled-value';
import { TableScroll } from '../../../components/table-scroll';
import { formatDateTime } from '../../../lib/format';
import { useI18nContext } from '../../../lib/i18n';
import { ClaimStatusBadge } from '../../../components/claim-status-badge';
import type { PersonalDataSummary } from '../api/personal-data';

const COUNTS = ['passengers', 'bags', 'bag_events', 'claims', 'found_bags', 'baggage_messages', 'audit_rows'] as const;

/**
 * What a request finds, for the admin to check it is the right person before taking a copy or erasing: how many
 * records of each kind, the passengers and the claims, each with whether its personal data is still held.
 */
export function HeldSummary({
  summary,
  downloadHref,
  onErase,
}: {
  summary: PersonalDataSummary;
  downloadHref: string;
  onErase: () => void;
}) {
  const { LL, locale } = useI18nContext();
  const T = LL.personalData;
  const state = (erasedAt: string | null) =>
    erasedAt ? T.erasedOn({ at: formatDateTime(erasedAt, locale) }) : T.kept();
  const { erasable } = summary;
  const anythingHeld = Object.values(erasable).some((n) => n > 0);
  return (
    <Stack gap="md">
      <Card withBorder padding="md">
        <Title order={2} size="h4" mb="sm">
          {T.held()}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4, md: 7 }} spacing="sm">
          {COUNTS.map((k) => (
            <LabelledValue key={k} label={T.counts[k]()} size="md">
              {summary.counts[k]}
            </LabelledValue>
          ))}
        </SimpleGrid>
      </Card>

      <Title order={2} size="h4">
        {T.passengerList()}
      </Title>
      <TableScroll label={T.passengerList()} minWidth={720}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{T.name()}</Table.Th>
              <Table.Th>{T.pnr()}</Table.Th>
              <Table.Th>{T.seat()}</Table.Th>
              <Table.Th>{T.flight()}</Table.Th>
              <Table.Th>{T.departure()}</Table.Th>
              <Table.Th>{T.bagCount()}</Table.Th>
              <Table.Th>{T.state()}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {summary.passengers.length === 0 && <EmptyRow columns={7} text={T.noPassenger()} />}
            {summary.passengers.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{p.name}</Table.Td>
                <Table.Td>{p.pnr}</Table.Td>
                <Table.Td>{p.seat}</Table.Td>
                <Table.Td>{p.flight_number}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(p.departure_time, locale)}</Table.Td>
                <Table.Td>{p.bags}</Table.Td>
                <Table.Td>{state(p.erased_at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>

      <Title order={2} size="h4">
        {T.claimList()}
      </Title>
      <TableScroll label={T.claimList()} minWidth={640}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{T.reference()}</Table.Th>
              <Table.Th>{T.status()}</Table.Th>
              <Table.Th>{T.contact()}</Table.Th>
              <Table.Th>{T.filed()}</Table.Th>
              <Table.Th>{T.state()}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {summary.claims.length === 0 && <EmptyRow columns={5} text={T.noClaim()} />}
            {summary.claims.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td style={{ fontFamily: 'monospace' }}>{c.reference_number}</Table.Td>
                <Table.Td>
                  <ClaimStatusBadge status={c.status} />
                </Table.Td>
                <Table.Td>{c.contact_name}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(c.created_at, locale)}</Table.Td>
                <Table.Td>{state(c.erased_at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>

      <Card withBorder padding="md">
        <Stack gap="xs">
          <Group gap="sm" wrap="wrap">
            <Button component="a" href={downloadHref} download>
              {T.download()}
            </Button>
            <Button color="red" variant="light" onClick={onErase} disabled={!anythingHeld}>
              {T.erase()}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {T.downloadHelp()}
          </Text>
          {!anythingHeld && <Text size="sm">{T.nothingToErase()}</Text>}
        </Stack>
      </Card>
    </Stack>
  );
}
