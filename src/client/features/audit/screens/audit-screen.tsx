import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import { LoadState } from '../../../components/load-state';
import { NamespaceGate } from '../../../components/namespace-gate';
import { Pager } from '../../../components/pager';
import { Screen } from '../../../components/screen';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../../../shared/audit';
import { useI18nContext } from '../../../lib/i18n';
import { auditCsvHref, useAudit, type AuditFilters } from '../../../lib/audit';
import { AuditTable } from '../../../components/audit-table';

/** Who changed what, for administrators: the whole trail, narrowed by record, person, action and days. */
export function AuditScreen() {
  return (
    <NamespaceGate ns="audit">
      <AuditView />
    </NamespaceGate>
  );
}

const NONE: AuditFilters = { entity: '', entity_id: '', user_id: '', action: '', from: '', to: '' };
const digits = (s: string) => s.replace(/\D/g, '').slice(0, 10);

function AuditView() {
  const { LL } = useI18nContext();
  const [filters, setFilters] = useState<AuditFilters>(NONE);
  const [page, setPage] = useState(1);
  const audit = useAudit(filters, page);
  const set = (change: Partial<AuditFilters>) => {
    setFilters((f) => ({ ...f, ...change }));
    setPage(1);
  };
  const data = audit.data;
  const any = { value: '', label: LL.audit.any() };
  return (
    <Screen
      title={LL.titles.audit()}
      actions={
        <Button component="a" href={auditCsvHref(filters)} variant="default">
          {LL.audit.csv()}
        </Button>
      }
    >
      <Group align="end" gap="sm" wrap="wrap">
        <NativeSelect
          label={LL.audit.entity()}
          value={filters.entity ?? ''}
          onChange={(e) => set({ entity: e.currentTarget.value as AuditFilters['entity'] })}
          data={[any, ...AUDIT_ENTITIES.map((e) => ({ value: e, label: LL.audit.entities[e]() }))]}
        />
        <TextInput
          label={LL.audit.entityId()}
          inputMode="numeric"
          w={150}
          value={String(filters.entity_id ?? '')}
          onChange={(e) => set({ entity_id: digits(e.currentTarget.value) })}
        />
        <NativeSelect
          label={LL.audit.action()}
          value={filters.action ?? ''}
          onChange={(e) => set({ action: e.currentTarget.value as AuditFilters['action'] })}
          data={[any, ...AUDIT_ACTIONS.map((a) => ({ value: a, label: LL.audit.actions[a]() }))]}
        />
        <TextInput
          label={LL.audit.user()}
          inputMode="numeric"
          w={130}
          value={String(filters.user_id ?? '')}
          onChange={(e) => set({ user_id: digits(e.currentTarget.value) })}
        />
        <TextInput
          type="date"
          label={LL.audit.from()}
          value={filters.from ?? ''}
          onChange={(e) => set({ from: e.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={LL.audit.to()}
          value={filters.to ?? ''}
          onChange={(e) => set({ to: e.currentTarget.value })}
        />
        <Button variant="subtle" onClick={() => set(NONE)}>
          {LL.audit.clear()}
        </Button>
      </Group>
      {!data && <LoadState error={audit.error} failed={LL.audit.failed} />}
      {data && (
        <AuditTable
          rows={data.data}
          caption={LL.titles.audit()}
          empty={LL.audit.none()}
          onUser={(id) => set({ user_id: String(id) })}
          onRecord={(entity, id) => set({ entity, entity_id: String(id) })}
        />
      )}
      {data && data.total > 0 && <Pager page={data.current_page} lastPage={data.last_page} onPage={setPage} />}
    </Screen>
  );
}
