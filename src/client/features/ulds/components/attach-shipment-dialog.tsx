import { Alert, Center, Loader, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormActions } from '../../../components/form-actions';
import { useSchemaValidation } from '../../../lib/forms';
import { useI18nContext } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { errorMessage, fieldErrors } from '../../../lib/trpc';
import { useAssignShipment, useUnassignedShipments, type Uld } from '../api/ulds';
import { LoadGauge } from './load-gauge';

const schema = () => import('../../../../shared/schemas/ulds').then((m) => m.AssignShipmentSchema);

/**
 * "Attach Shipment to ULD": a shipment with weight still to load and the kg that go on this ULD
 * (0.1 at least, step 0.1; the shipment's remaining weight is offered). The server refuses an overload and
 * says how many kg remain; the dialog shows it in an alert and under the weight.
 */
export function AttachShipmentDialog({ uld, onClose }: { uld: Uld; onClose: () => void }) {
  const { LL, locale } = useI18nContext();
  const shipments = useUnassignedShipments(true);
  const toInput = (v: { shipment_id: string; weight: string | number }) => ({
    id: uld.id,
    shipment_id: Number(v.shipment_id),
    weight: Number(v.weight),
  });
  const validate = useSchemaValidation(schema, toInput);
  const form = useForm({ initialValues: { shipment_id: '', weight: '' as string | number }, validate });
  const assign = useAssignShipment({
    onSuccess: () => {
      notifySuccess(LL.uld.attached());
      onClose();
    },
    onError: (err) =>
      form.setErrors({
        ...fieldErrors(err),
        form: LL.uld.assignFailed({ message: errorMessage(err, LL.app.unexpectedError()) }),
      }),
  });
  const kg = (n: number) => n.toLocaleString(locale === 'en' ? 'en-GB' : 'fr-FR', { maximumFractionDigits: 2 });
  const options = [
    { value: '', label: LL.uld.chooseShipment() },
    ...(shipments.data ?? []).map((s) => ({
      value: String(s.id),
      label: LL.uld.remaining({ awb: s.awb_number, remaining: kg(s.remaining_weight) }),
    })),
  ];

  const onSubmit = form.onSubmit((v) => assign.mutate(toInput(v)));

  return (
    <Modal opened onClose={onClose} title={LL.uld.attachTitle()} size="lg">
      <Stack>
        <Text fw={600} ff="monospace">
          {uld.code}
        </Text>
        <LoadGauge uld={uld} />
        {shipments.isPending && (
          <Center>
            <Loader aria-label={LL.app.loading()} />
          </Center>
        )}
        {shipments.error && (
          <Alert color="red" role="alert">
            {LL.uld.loadShipmentsFailed()}
          </Alert>
        )}
        {shipments.data?.length === 0 && <Text c="dimmed">{LL.uld.noUnassigned()}</Text>}
        {!!shipments.data?.length && (
          <form onSubmit={onSubmit} noValidate>
            <Stack>
              {form.errors.form && (
                <Alert color="red" role="alert">
                  {form.errors.form}
                </Alert>
              )}
              <NativeSelect
                label={LL.uld.shipment()}
                required
                data={options}
                {...form.getInputProps('shipment_id')}
                onChange={(e) => {
                  const id = e.currentTarget.value;
                  form.setFieldValue('shipment_id', id);
                  // the weight still to load is offered; the agent may put less on this ULD
                  const remaining = shipments.data?.find((s) => String(s.id) === id)?.remaining_weight;
                  if (remaining !== undefined) form.setFieldValue('weight', Math.floor(remaining * 10) / 10);
                }}
              />
              <TextInput
                type="number"
                inputMode="decimal"
                label={LL.uld.weight()}
                required
                min={0.1}
                step={0.1}
                {...form.getInputProps('weight')}
              />
              <FormActions onCancel={onClose} loading={assign.isPending} submitLabel={LL.uld.attach()} />
            </Stack>
          </form>
        )}
      </Stack>
    </Modal>
  );
}
