import { Button, Group, Table, Title } from '@mantine/core';
import { useState } from 'react';
import { can } from '../../../../shared/roles';
import { TableScroll } from '../../../components/table-scroll';
import { DASH, formatDateTimeIn } from '../../../lib/format';
import { useI18nContext } from '../../../lib/i18n';
import { lazyPart } from '../../../lib/lazy';
import { useUser } from '../../../lib/session/use-current-user';
import type { RouterOutputs } from '../../../lib/trpc';

const BlockTimesModal = lazyPart(() => import('./block-times-modal'), 'BlockTimesModal');

type Flight = RouterOutputs['flights']['get'];

/** Scheduled, estimated and actual side by side: off-block on the departure airport's clock, on-block on the arrival's. */
export function BlockTimes({ flight: f }: { flight: Flight }) {
  const { LL, locale } = useI18nContext();
  const user = useUser();
  const [editing, setEditing] = useState(false);
  const cell = (at: string | null, zone: string) => (at ? formatDateTimeIn(at, zone, locale) : DASH);
  const rows = [
    {
      label: `${LL.flights.offBlock()} · ${f.departure_code ?? f.departure_timezone}`,
      times: [f.departure_at, f.estimated_off_block_at, f.off_block_at],
      zone: f.departure_timezone,
    },
    {
      label: `${LL.flights.onBlock()} · ${f.arrival_code ?? f.arrival_timezone}`,
      times: [f.arrival_at, f.estimated_on_block_at, f.on_block_at],
      zone: f.arrival_timezone,
    },
  ];
  return (
    <>
      <Group justify="space-between" mt="sm">
        <Title order={3} size="h5">
          {LL.flights.blockTimes()}
        </Title>
        {can.editFlights(user) && (
          <Button size="xs" variant="light" onClick={() => setEditing(true)}>
            {LL.flights.editBlockTimes()}
          </Button>
        )}
      </Group>
      <TableScroll minWidth={420} label={LL.flights.blockTimes()}>
        <Table verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              <Table.Th>{LL.flights.scheduled()}</Table.Th>
              <Table.Th>{LL.flights.estimated()}</Table.Th>
              <Table.Th>{LL.flights.actual()}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.label}>
                <Table.Th scope="row" fw={500}>
                  {r.label}
                </Table.Th>
                {r.times.map((at, i) => (
                  <Table.Td key={i} fw={i === 2 && at ? 600 : undefined}>
                    {cell(at, r.zone)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {editing && <BlockTimesModal flight={f} onClose={() => setEditing(false)} />}
    </>
  );
}
