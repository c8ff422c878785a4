import { Alert, Modal } from '@mantine/core';
import { useState } from 'react';
import { useI18nContext } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { UldForm } from './uld-form';

/** "Add ULD to Flight": type CONTAINER or PALLET and status EMPTY, PARTIAL or FULL (default EMPTY); failures in the dialog. */
export function AddUldDialog({ flightId, onClose }: { flightId: number; onClose: () => void }) {
  const { LL } = useI18nContext();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Modal opened onClose={onClose} title={LL.uld.addTitle()} size="lg">
      {failure && (
        <Alert color="red" role="alert" mb="sm">
          {LL.uld.addFailed({ message: failure })}
        </Alert>
      )}
      <UldForm
        flightId={flightId}
        types={['CONTAINER', 'PALLET']}
        statuses={['EMPTY', 'PARTIAL', 'FULL']}
        defaults={{ type: 'CONTAINER', status: 'EMPTY' }}
        submitLabel={LL.uld.save()}
        onSaved={() => {
          notifySuccess(LL.uld.saved());
          onClose();
        }}
        onCancel={onClose}
        onFailed={setFailure}
      />
    </Modal>
  );
}
