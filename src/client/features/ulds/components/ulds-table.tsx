import { Group, Table } from '@mantine/core';
import { EmptyRow } from '../../../components/empty-row';
import type { ReactNode } from 'react';
import { TableScroll } from '../../../components/table-scroll';
import { orDash } from '../../../lib/format';
import { useI18nContext } from '../../../lib/i18n';
import type { Uld } from '../api/ulds';
import { LoadGauge } from './load-gauge';

/** The ULD tables: code, label, type, status, weights (gross against maximum, net and tare: a gauge), the flight where it matters, and actions. */
export function UldsTable({
  rows,
  caption,
  withFlight,
  empty,
  actions,
}: {
  rows: Uld[] | undefined;
  caption: string;
  withFlight?: boolean;
  empty: string;
  actions: (uld: Uld) => ReactNode;
}) {
  const { LL } = useI18nContext();
  const columns = withFlight ? 7 : 6;
  return (
    <TableScroll minWidth={680} label={caption}>
      <Table striped verticalSpacing={6} horizontalSpacing={8} aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{LL.uld.code()}</Table.Th>
            <Table.Th>{LL.uld.label()}</Table.Th>
            <Table.Th>{LL.uld.type()}</Table.Th>
            <Table.Th>{LL.uld.status()}</Table.Th>
            {withFlight && <Table.Th>{LL.uld.flight()}</Table.Th>}
            <Table.Th>{LL.uld.load()}</Table.Th>
            <Table.Th>{LL.uld.actions()}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows?.length === 0 && <EmptyRow columns={columns} text={empty} />}
          {rows?.map((u) => (
            <Table.Tr key={u.id}>
              <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                {u.code}
              </Table.Td>
              <Table.Td>{orDash(u.label)}</Table.Td>
              <Table.Td>{LL.uld.types[u.type]()}</Table.Td>
              <Table.Td>{LL.uld.statuses[u.status]()}</Table.Td>
              {withFlight && <Table.Td>{orDash(u.flight?.flight_number)}</Table.Td>}
              <Table.Td>
                <LoadGauge uld={u} />
              </Table.Td>
              <Table.Td>
                <Group gap={4}>{actions(u)}</Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
