import { Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormActions } from '../../../components/form-actions';
import { useSchemaValidation } from '../../../lib/forms';
import { useI18nContext } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { fieldErrors, trpc, type RouterOutputs } from '../../../lib/trpc';
import { TimeZoneSelect } from './time-zone-select';

type Airport = RouterOutputs['reference']['airports'][number];
type Values = { name: string; uld_owner_code: string; timezone: string | null };

const schema = () => import('../../../../shared/schemas/admin').then((m) => m.UpdateAirportSchema);

/** An airport's name, ULD owner code and zone; its code names it on every flight and bag, so it stays. */
export function AirportFormModal({ airport, onClose }: { airport: Airport; onClose: () => void }) {
  const { LL } = useI18nContext();
  const utils = trpc.useUtils();
  const toInput = (v: Values) => ({
    id: airport.id,
    name: v.name,
    uld_owner_code: v.uld_owner_code || null,
    timezone: v.timezone || null,
  });
  const validate = useSchemaValidation(schema, toInput);
  const form = useForm<Values>({
    initialValues: {
      name: airport.name,
      uld_owner_code: airport.uld_owner_code ?? '',
      timezone: airport.timezone_set ? airport.timezone : null,
    },
    validate,
  });
  const update = trpc.reference.updateAirport.useMutation({
    onSuccess: () => {
      notifySuccess(LL.admin.airportUpdated());
      void utils.reference.airports.invalidate();
      // every flight of the airport now reads on its new clock
      void utils.flights.invalidate();
      onClose();
    },
    onError: (err) => form.setErrors({ name: err.message, ...fieldErrors(err) }),
  });
  return (
    <Modal opened onClose={onClose} title={LL.admin.editAirport({ code: airport.code })}>
      <form noValidate onSubmit={form.onSubmit((v) => update.mutate(toInput(v)))}>
        <Stack>
          <TextInput label={LL.admin.name()} required {...form.getInputProps('name')} />
          <TextInput label={LL.admin.ownerCode()} maxLength={3} w={160} {...form.getInputProps('uld_owner_code')} />
          <TimeZoneSelect {...form.getInputProps('timezone')} />
          <FormActions onCancel={onClose} loading={update.isPending} submitLabel={LL.app.save()} />
        </Stack>
      </form>
    </Modal>
  );
}
