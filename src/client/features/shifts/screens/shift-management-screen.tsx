import { Button, Tabs } from '@mantine/core';
import { useState } from 'react';
import { can } from '../../../../shared/roles';
import { NamespaceGate } from '../../../components/namespace-gate';
import { Pager } from '../../../components/pager';
import { Screen } from '../../../components/screen';
import { useI18nContext } from '../../../lib/i18n';
import { lazyPart } from '../../../lib/lazy';
import { useUser } from '../../../lib/session/use-current-user';
import { useShifts, type Shift } from '../api/shifts';
import { LoadState } from '../../../components/load-state';
import { ShiftsTable } from '../components/shifts-table';

const ShiftFormModal = lazyPart(() => import('../components/shift-form-modal'), 'ShiftFormModal');
const ServiceUsersTable = lazyPart(() => import('../components/service-users-table'), 'ServiceUsersTable');

/** Shift management (/shift-managment, the address older links use, and /shift-management): tabs Shifts and Users. */
export function ShiftManagementScreen() {
  return (
    <NamespaceGate ns="shifts">
      <ShiftManagementView />
    </NamespaceGate>
  );
}

function ShiftManagementView() {
  const { LL } = useI18nContext();
  const user = useUser();
  // only supervisors and admins see Add Shift and Edit (the server refuses the others anyway)
  const canEdit = can.editShifts(user);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Shift | 'new' | null>(null);
  const shifts = useShifts(page);
  const data = shifts.data;
  return (
    <Screen
      title={LL.titles.shifts()}
      actions={canEdit && <Button onClick={() => setEditing('new')}>{LL.shifts.addShift()}</Button>}
    >
      <Tabs defaultValue="shifts" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="shifts">{LL.shifts.shiftsTab()}</Tabs.Tab>
          <Tabs.Tab value="users">{LL.shifts.usersTab()}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="shifts" pt="md">
          {data ? (
            <>
              <ShiftsTable rows={data.data} onEdit={canEdit ? setEditing : undefined} />
              {data.total > 0 && <Pager page={data.current_page} lastPage={data.last_page} onPage={setPage} />}
            </>
          ) : (
            <LoadState error={shifts.error} failed={LL.shifts.loadFailed} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="users" pt="md">
          <ServiceUsersTable />
        </Tabs.Panel>
      </Tabs>
      {editing && (
        <ShiftFormModal
          key={editing === 'new' ? 'new' : editing.id}
          shift={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      )}
    </Screen>
  );
}
