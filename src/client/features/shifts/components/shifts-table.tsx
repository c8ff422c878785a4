import { Button, Group, Table } from '@mantine/core';
import { Link } from 'wouter';
import { EmptyRow } from '../../../components/empty-row';
import { TableScroll } from '../../../components/table-scroll';
import { formatRecent, orDash } from '../../../lib/format';
import { useI18nContext } from '../../../lib/i18n';
import type { Shift } from '../api/shifts';
import { ActiveBadge } from './active-badge';

/** The Shifts tab: label, start, end, service, status, who created it, and View (Edit for those who may). */
export function ShiftsTable({ rows, onEdit }: { rows: Shift[]; onEdit?: (shift: Shift) => void }) {
  const { LL, locale } = useI18nContext();
  return (
    <TableScroll minWidth={720} label={LL.shifts.shiftsTab()}>
      <Table striped highlightOnHover verticalSpacing={6} horizontalSpacing={8}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{LL.shifts.label()}</Table.Th>
            <Table.Th>{LL.shifts.startedAt()}</Table.Th>
            <Table.Th>{LL.shifts.endedAt()}</Table.Th>
            <Table.Th>{LL.shifts.service()}</Table.Th>
            <Table.Th>{LL.shifts.status()}</Table.Th>
            <Table.Th>{LL.shifts.user()}</Table.Th>
            <Table.Th>{LL.shifts.options()}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && <EmptyRow columns={7} text={LL.shifts.empty()} />}
          {rows.map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td fw={600}>{s.label}</Table.Td>
              {/* the label carries the year: day, month and time fit the kiosk's width */}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatRecent(s.started_at, locale)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatRecent(s.ended_at, locale)}</Table.Td>
              <Table.Td>{s.service_name}</Table.Td>
              <Table.Td>
                <ActiveBadge active={s.is_active} />
              </Table.Td>
              <Table.Td>{orDash(s.user?.name)}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="light"
                    component={Link}
                    href={`/shifts/${s.id}`}
                    aria-label={`${LL.shifts.view()} ${s.label}`}
                  >
                    {LL.shifts.view()}
                  </Button>
                  {onEdit && (
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => onEdit(s)}
                      aria-label={`${LL.app.edit()} ${s.label}`}
                    >
                      {LL.app.edit()}
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
