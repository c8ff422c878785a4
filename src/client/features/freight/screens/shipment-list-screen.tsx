import { useState } from 'react';
import { Pager } from '../../../components/pager';
import { Screen } from '../../../components/screen';
import { NamespaceGate } from '../../../components/namespace-gate';
import { useI18nContext } from '../../../lib/i18n';
import { lazyPart } from '../../../lib/lazy';
import { useShipments, type Shipment } from '../api/freight';
import { ShipmentsTable } from '../components/shipments-table';

const ShipmentDetailDialog = lazyPart(() => import('../components/shipment-detail-dialog'), 'ShipmentDetailDialog');

/** Shipment list: every shipment, newest first, a page at a time; detail dialog; Edit opens Register freight. */
export function ShipmentListScreen() {
  return (
    <NamespaceGate ns="freight">
      <ShipmentListView />
    </NamespaceGate>
  );
}

function ShipmentListView() {
  const { LL } = useI18nContext();
  const [page, setPage] = useState(1);
  const shipments = useShipments(page);
  const data = shipments.data;
  const [detail, setDetail] = useState<Shipment | null>(null);
  return (
    <Screen title={LL.titles.shipments()}>
      <ShipmentsTable
        rows={data?.data}
        firstNumber={data ? (data.current_page - 1) * data.per_page + 1 : 1}
        caption={LL.titles.shipments()}
        onDetail={setDetail}
      />
      {data && data.total > 0 && <Pager page={data.current_page} lastPage={data.last_page} onPage={setPage} />}
      {detail && <ShipmentDetailDialog id={detail.id} awb={detail.awb_number} onClose={() => setDetail(null)} />}
    </Screen>
  );
}
