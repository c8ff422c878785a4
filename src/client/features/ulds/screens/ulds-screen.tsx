import { Button, Card, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { NamespaceGate } from '../../../components/namespace-gate';
import { Screen } from '../../../components/screen';
import { useI18nContext } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRecentUlds, type Uld } from '../api/ulds';
import { UldForm } from '../components/uld-form';
import { UldsTable } from '../components/ulds-table';

/** The ULD page: the form (defaults Container and Available) and the recent ULDs, each editable. */
export function UldsScreen() {
  return (
    <NamespaceGate ns="uld">
      <UldsView />
    </NamespaceGate>
  );
}

function UldsView() {
  const { LL } = useI18nContext();
  const recent = useRecentUlds();
  const [editing, setEditing] = useState<Uld | undefined>();
  return (
    <Screen title={LL.titles.ulds()}>
      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="sm">
          {editing ? LL.uld.editUld({ code: editing.code }) : LL.uld.newUld()}
        </Title>
        <UldForm
          editing={editing}
          defaults={{ type: 'CONTAINER', status: 'AVAILABLE' }}
          submitLabel={editing ? LL.uld.update() : LL.uld.save()}
          onSaved={() => {
            notifySuccess(editing ? LL.uld.updated() : LL.uld.saved());
            setEditing(undefined);
          }}
          onCancel={editing ? () => setEditing(undefined) : undefined}
          // "Fail to save. Please check the data."
          onFailed={(message) => notifyError(LL.uld.saveFailed({ message }))}
        />
      </Card>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {LL.uld.recent()}
        </Title>
        <UldsTable
          rows={recent.data}
          caption={LL.uld.recent()}
          withFlight
          empty={LL.uld.empty()}
          actions={(u) => (
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => {
                setEditing(u);
                window.scrollTo({ top: 0, behavior: 'smooth' }); // the form is above the table
              }}
              aria-label={`${LL.app.edit()} ${u.code}`}
            >
              {LL.app.edit()}
            </Button>
          )}
        />
      </Stack>
    </Screen>
  );
}
