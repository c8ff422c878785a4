import { Button } from '@mantine/core';
import { useState } from 'react';
import type { AuditEntity } from '../../shared/audit';
import { can } from '../../shared/roles';
import { useI18nContext } from '../lib/i18n';
import { lazyPart } from '../lib/lazy';
import { useUser } from '../lib/session/use-current-user';

const AuditHistoryDialog = lazyPart(() => import('./audit-history-dialog'), 'AuditHistoryDialog');

/**
 * A record's own history, offered on its screen (a flight, a shipment, a ULD, a claim, a user) to administrators, who
 * alone read the trail: the button, then a dialog fetched when first opened, so the record's screen carries none of it.
 */
export function AuditHistoryButton({ entity, id, record }: { entity: AuditEntity; id: number; record: string }) {
  const { LL } = useI18nContext();
  const user = useUser();
  const [open, setOpen] = useState(false);
  if (!can.administer(user)) return null;
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        {LL.app.history()}
      </Button>
      {open && <AuditHistoryDialog entity={entity} id={id} record={record} onClose={() => setOpen(false)} />}
    </>
  );
}
