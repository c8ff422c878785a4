import { Anchor, Button, Card, Group, SimpleGrid, Stack, Table, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { can } from '../../../../shared/roles';
import { EmptyRow } from '../../../components/empty-row';
import { LabelledValue } from '../../../components/labelled-value';
import { NamespaceGate } from '../../../components/namespace-gate';
import { Screen } from '../../../components/screen';
import { TableScroll } from '../../../components/table-scroll';
import { formatDateTime } from '../../../lib/format';
import { useI18nContext } from '../../../lib/i18n';
import { lazyPart } from '../../../lib/lazy';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { errorMessage } from '../../../lib/trpc';
import { AuditHistoryButton } from '../../../components/audit-history';
import { useUser } from '../../../lib/session/use-current-user';
import { useDeleteAssignment, useShift, type Assignment } from '../api/shifts';
import { ActiveBadge } from '../components/active-badge';
import { CoverageCard } from '../components/coverage-card';
import { LoadState } from '../../../components/load-state';

const AssignmentFormModal = lazyPart(() => import('../components/assignment-form-modal'), 'AssignmentFormModal');

/** Shift detail (/shifts/{id}): label, start, end, the assignments, Add User; and the coverage of its zones. */
export function ShiftDetailScreen() {
  return (
    <NamespaceGate ns="shifts">
      <ShiftDetailView />
    </NamespaceGate>
  );
}

function ShiftDetailView() {
  const { LL, locale } = useI18nContext();
  const user = useUser();
  const id = Number(useParams<{ id: string }>().id);
  const shift = useShift(id);
  const [editing, setEditing] = useState<Assignment | 'new' | null>(null);
  const remove = useDeleteAssignment({
    // the server's message once deleted
    onSuccess: (message) => notifySuccess(message),
    onError: (err) => notifyError(LL.shifts.deleteFailed({ message: errorMessage(err, LL.app.unexpectedError()) })),
  });
  const s = shift.data;
  const back = (
    <Anchor component={Link} href="/shift-managment" size="sm">
      {LL.shifts.back()}
    </Anchor>
  );
  if (!s) {
    return (
      <Screen title={LL.titles.shiftDetail()}>
        <LoadState error={shift.error} failed={LL.shifts.shiftFailed} />
        {shift.error && back}
      </Screen>
    );
  }
  // supervisors of the shift's service and admins (the server checks the service again)
  const canEdit = can.editShifts(user) && (user.role === 'admin' || user.service.id === s.service_id);
  return (
    <Screen
      title={`${LL.titles.shiftDetail()} · ${s.label}`}
      actions={
        <Group gap="xs">
          <AuditHistoryButton entity="shift" id={s.id} record={s.label} />
          {canEdit && <Button onClick={() => setEditing('new')}>{LL.shifts.addUser()}</Button>}
        </Group>
      }
    >
      <Card withBorder padding="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <LabelledValue label={LL.shifts.start()}>{formatDateTime(s.started_at, locale)}</LabelledValue>
          <LabelledValue label={LL.shifts.end()}>{formatDateTime(s.ended_at, locale)}</LabelledValue>
          <LabelledValue label={LL.shifts.service()}>{s.service_name}</LabelledValue>
          <LabelledValue label={LL.shifts.status()}>
            <ActiveBadge active={s.is_active} />
          </LabelledValue>
        </SimpleGrid>
      </Card>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {LL.shifts.assignments()}
        </Title>
        <TableScroll minWidth={560} label={LL.shifts.assignments()}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{LL.shifts.username()}</Table.Th>
                <Table.Th>{LL.shifts.zone()}</Table.Th>
                <Table.Th>{LL.shifts.status()}</Table.Th>
                {canEdit && <Table.Th>{LL.shifts.options()}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {s.assignments.length === 0 && <EmptyRow columns={canEdit ? 4 : 3} text={LL.shifts.noAssignments()} />}
              {s.assignments.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>{a.username}</Table.Td>
                  <Table.Td>
                    {a.zone.name} · {a.zone.airport.code}
                  </Table.Td>
                  <Table.Td>
                    <ActiveBadge active={a.is_active} />
                  </Table.Td>
                  {canEdit && (
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => setEditing(a)}
                          aria-label={`${LL.app.edit()} ${a.username}`}
                        >
                          {LL.app.edit()}
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          loading={remove.isPending && remove.variables?.id === a.id}
                          onClick={() => window.confirm(LL.shifts.deleteConfirm()) && remove.mutate({ id: a.id })}
                          aria-label={`${LL.app.delete()} ${a.username}`}
                        >
                          {LL.app.delete()}
                        </Button>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </Stack>
      <CoverageCard coverage={s.coverage} />
      {back}
      {editing && (
        <AssignmentFormModal
          key={editing === 'new' ? 'new' : editing.id}
          shift={s}
          assignment={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Screen>
  );
}
