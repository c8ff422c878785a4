import { Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormActions } from '../../../components/form-actions';
import { useSchemaValidation } from '../../../lib/forms';
import { useI18nContext } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { errorMessage, fieldErrors } from '../../../lib/trpc';
import { useAddPassenger } from '../api/flight-passengers';

const schema = () => import('../../../../shared/schemas/flights').then((m) => m.CreatePassengerSchema);

export function AddPassengerModal({ flightId, onClose }: { flightId: number; onClose: () => void }) {
  const { LL } = useI18nContext();
  const toInput = (v: { name: string; pnr: string; seat: string }) => ({ ...v, flight_id: flightId });
  const validate = useSchemaValidation(schema, toInput);
  const form = useForm({ initialValues: { name: '', pnr: '', seat: '' }, validate });
  const add = useAddPassenger({
    onSuccess: () => {
      notifySuccess(LL.passengers.added());
      onClose();
    },
    onError: (err) => {
      form.setErrors(fieldErrors(err));
      notifyError(LL.passengers.addFailed({ message: errorMessage(err, LL.app.unexpectedError()) }));
    },
  });
  return (
    <Modal opened onClose={onClose} title={LL.passengers.addTitle()}>
      <form noValidate onSubmit={form.onSubmit((v) => add.mutate(toInput(v)))}>
        <Stack>
          <TextInput
            label={LL.passengers.name()}
            required
            placeholder="MUKENDI/JEAN MR"
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Group grow>
            <TextInput
              label={LL.passengers.pnr()}
              required
              maxLength={6}
              placeholder="X7K2QP"
              {...form.getInputProps('pnr')}
            />
            <TextInput
              label={LL.passengers.seat()}
              required
              maxLength={4}
              placeholder="12A"
              {...form.getInputProps('seat')}
            />
          </Group>
          <FormActions onCancel={onClose} loading={add.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
