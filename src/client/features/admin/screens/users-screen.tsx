import { Button, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { NamespaceGate } from '../../../components/namespace-gate';
import { Screen } from '../../../components/screen';
import { can } from '../../../../shared/roles';
import { useI18nContext } from '../../../lib/i18n';
import { useUser } from '../../../lib/session/use-current-user';
import { lazyPart } from '../../../lib/lazy';
import { UsersTable } from '../components/users-table';

const UserFormModal = lazyPart(() => import('../components/user-form-modal'), 'UserFormModal');
const AirportsPanel = lazyPart(() => import('../components/airports-panel'), 'AirportsPanel');
const ZonesPanel = lazyPart(() => import('../components/zones-panel'), 'ZonesPanel');

/** Administration, for administrators only: users first, then the airports and zones they are assigned to. */
export function UsersScreen() {
  return (
    <NamespaceGate ns="admin">
      <UsersView />
    </NamespaceGate>
  );
}

function UsersView() {
  const { LL } = useI18nContext();
  const user = useUser();
  const [adding, setAdding] = useState(false);
  if (!can.administer(user)) {
    return (
      <Screen title={LL.titles.users()}>
        <Text c="red">{LL.errors.forbidden()}</Text>
      </Screen>
    );
  }
  return (
    <Screen title={LL.titles.users()} actions={<Button onClick={() => setAdding(true)}>{LL.admin.addUser()}</Button>}>
      <Tabs defaultValue="users" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="users">{LL.titles.users()}</Tabs.Tab>
          <Tabs.Tab value="airports">{LL.admin.airports()}</Tabs.Tab>
          <Tabs.Tab value="zones">{LL.admin.zones()}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users" pt="md">
          <UsersTable />
        </Tabs.Panel>
        <Tabs.Panel value="airports" pt="md">
          <AirportsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="zones" pt="md">
          <ZonesPanel />
        </Tabs.Panel>
      </Tabs>
      {adding && <UserFormModal opened onClose={() => setAdding(false)} />}
    </Screen>
  );
}
