import { Modal } from '@mantine/core';
import { useState } from 'react';
import { LoadState } from './load-state';
import { NamespaceGate } from './namespace-gate';
import { Pager } from './pager';
import type { AuditEntity } from '../../shared/audit';
import { useI18nContext } from '../lib/i18n';
import { useAudit } from '../lib/audit';
import { AuditTable } from './audit-table';

/** The changes of one record, newest first, in a dialog over its screen. */
export function AuditHistoryDialog(props: { entity: AuditEntity; id: number; record: string; onClose: () => void }) {
  const { LL } = useI18nContext();
  return (
    <Modal opened onClose={props.onClose} title={LL.app.history()} size="xl">
      <NamespaceGate ns="audit">
        <History {...props} />
      </NamespaceGate>
    </Modal>
  );
}

function History({ entity, id, record }: { entity: AuditEntity; id: number; record: string }) {
  const { LL } = useI18nContext();
  const [page, setPage] = useState(1);
  const audit = useAudit({ entity, entity_id: String(id) }, page);
  const data = audit.data;
  if (!data) return <LoadState error={audit.error} failed={LL.audit.failed} />;
  return (
    <>
      <AuditTable rows={data.data} caption={LL.audit.historyOf({ record })} empty={LL.audit.noHistory()} />
      {data.total > 0 && <Pager page={data.current_page} lastPage={data.last_page} onPage={setPage} />}
    </>
  );
}
