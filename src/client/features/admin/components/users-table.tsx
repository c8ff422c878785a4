import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Pager } from '../../../components/pager';
import { formatDateTime, orDash } from '../../../lib/format';
import { useI18nContext } from '../../../lib/i18n';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { lazyPart } from '../../../lib/lazy';
import { TableScroll } from '../../../components/table-scroll';
import { useUser } from '../../../lib/session/use-current-user';
import { UserAccessButton } from './user-access-button';

const UserFormModal = lazyPart(() => import('./user-form-modal'), 'UserFormModal');

type User = RouterOutputs['users']['list']['data'][number];

export function UsersTable() {
  const { LL, locale } = useI18nContext();
  const me = useUser();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<User | null>(null);
  const users = trpc.users.list.useQuery({ page });
  const data = users.data;
  if (data && data.data.length === 0) return <Text c="dimmed">{LL.admin.noUsers()}</Text>;
  return (
    <>
      <TableScroll minWidth={860} label={LL.titles.users()}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{LL.admin.name()}</Table.Th>
              <Table.Th>{LL.admin.email()}</Table.Th>
              <Table.Th>{LL.admin.username()}</Table.Th>
              <Table.Th>{LL.admin.role()}</Table.Th>
              <Table.Th>{LL.admin.service()}</Table.Th>
              <Table.Th>{LL.admin.airport()}</Table.Th>
              <Table.Th>{LL.admin.updatedAt()}</Table.Th>
              <Table.Th>{LL.app.actions()}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.data.map((u) => (
              <Table.Tr key={u.id}>
                <Table.Td>
                  {u.name}
                  {/* under the name rather than in a column of its own: the kiosk's width is already taken */}
                  {u.disabled_at && (
                    <Text size="xs" c="red.9" fw={600}>
                      {LL.admin.disabledSince({ date: formatDateTime(u.disabled_at, locale) })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{u.email}</Table.Td>
                <Table.Td>{u.username}</Table.Td>
                <Table.Td>
                  <Badge variant="light" style={{ overflow: 'visible' }} miw="fit-content">
                    {LL.roles[u.role]()}
                  </Badge>
                </Table.Td>
                <Table.Td>{u.service.name}</Table.Td>
                <Table.Td>{orDash(u.airport?.code)}</Table.Td>
                <Table.Td>{formatDateTime(u.updated_at, locale)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setEditing(u)}
                      aria-label={`${LL.app.edit()} ${u.username}`}
                    >
                      {LL.app.edit()}
                    </Button>
                    {u.id !== me.id && <UserAccessButton user={u} />}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {data && <Pager page={data.current_page} lastPage={data.last_page} onPage={setPage} />}
      {editing && <UserFormModal key={editing.id} user={editing} opened onClose={() => setEditing(null)} />}
    </>
  );
}
