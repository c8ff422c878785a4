import { Alert, Center, Loader, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Screen } from '../../../components/screen';
import { NamespaceGate } from '../../../components/namespace-gate';
import { useI18nContext } from '../../../lib/i18n';
import { lazyPart } from '../../../lib/lazy';
import { errorMessage } from '../../../lib/trpc';
import { useRecentShipments, useShipment, type Shipment } from '../api/freight';
import { ShipmentForm } from '../components/shipment-form';
import { ShipmentsTable } from '../components/shipments-table';

const ShipmentDetailDialog = lazyPart(() => import('../components/shipment-detail-dialog'), 'ShipmentDetailDialog');

/** Register freight: the form (edit mode with ?editId=) and the 10 latest shipments. */
export function RegisterFreightScreen() {
  return (
    <NamespaceGate ns="freight">
      <RegisterFreightView />
    </NamespaceGate>
  );
}

function RegisterFreightView() {
  const { LL } = useI18nContext();
  const [, navigate] = useLocation();
  const editId = Number(new URLSearchParams(useSearch()).get('editId')) || null;
  const editing = useShipment(editId);
  const recent = useRecentShipments();
  const [detail, setDetail] = useState<Shipment | null>(null);
  // edit mode ends on reset: back to an empty form for the next shipment
  const reset = () => navigate('/register-freight');

  return (
    <Screen title={LL.titles.registerFreight()}>
      {editId && editing.isPending ? (
        <Center mih={200}>
          <Loader aria-label={LL.app.loading()} />
        </Center>
      ) : editId && editing.error ? (
        <Alert color="red" role="alert">
          {LL.freight.loadFailed({ message: errorMessage(editing.error, LL.app.unexpectedError()) })}
        </Alert>
      ) : (
        <ShipmentForm editing={editId ? editing.data : undefined} onDone={reset} />
      )}
      <Stack gap="xs">
        <Title order={2} size="h4">
          {LL.freight.latest()}
        </Title>
        <ShipmentsTable rows={recent.data} caption={LL.freight.latest()} onDetail={setDetail} />
      </Stack>
      {detail && <ShipmentDetailDialog id={detail.id} awb={detail.awb_number} onClose={() => setDetail(null)} />}
    </Screen>
  );
}
