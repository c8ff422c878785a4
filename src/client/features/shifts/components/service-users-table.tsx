import { Badge, Table } from '@mantine/core';
import { useState } from 'react';
import { EmptyRow } from '../../../components/empty-row';
import { Pager } from '../../../components/pager';
import { TableScroll } from '../../../components/table-scroll';
import { formatDateTime, orDash } from '../../../lib/format';
import { useI18nContext } from '../../../lib/i18n';
import { useServiceUsers } from '../api/shifts';
import { LoadState } from '../../../components/load-state';

/** The Users tab: the users of the caller's service (every service for an admin: the server scopes it), paginated. */
export function ServiceUsersTable() {
  const { LL, locale } = useI18nContext();
  const [page, setPage] = useState(1);
  const users = useServiceUsers(page);
  const data = users.data;
  if (!data) return <LoadState error={users.error} failed={LL.shifts.usersFailed} />;
  return (
    <>
      <TableScroll minWidth={900} label={LL.shifts.usersTab()}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{LL.shifts.name()}</Table.Th>
              <Table.Th>{LL.shifts.email()}</Table.Th>
              <Table.Th>{LL.shifts.username()}</Table.Th>
              <Table.Th>{LL.shifts.emailVerified()}</Table.Th>
              <Table.Th>{LL.shifts.airport()}</Table.Th>
              <Table.Th>{LL.shifts.service()}</Table.Th>
              <Table.Th>{LL.shifts.role()}</Table.Th>
              <Table.Th>{LL.shifts.updatedAt()}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.data.length === 0 && <EmptyRow columns={8} text={LL.shifts.noUsers()} />}
            {data.data.map((u) => (
              <Table.Tr key={u.id}>
                <Table.Td>{u.name}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{u.email}</Table.Td>
                <Table.Td>{u.username}</Table.Td>
                <Table.Td>{formatDateTime(u.email_verified_at, locale)}</Table.Td>
                <Table.Td>{orDash(u.airport?.code)}</Table.Td>
                <Table.Td>{u.service.name}</Table.Td>
                <Table.Td>
                  <Badge variant="light" style={{ overflow: 'visible', minWidth: 'max-content' }}>
                    {LL.roles[u.role]()}
                  </Badge>
                </Table.Td>
                <Table.Td>{formatDateTime(u.updated_at, locale)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      <Pager page={data.current_page} lastPage={data.last_page} onPage={setPage} />
    </>
  );
}
