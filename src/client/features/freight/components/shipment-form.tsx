import { Button, Card, Grid, Group, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { AirportSelect } from '../../../components/airport-select';
import { useSchemaValidation } from '../../../lib/forms';
import { useI18nContext } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { errorMessage, fieldErrors } from '../../../lib/trpc';
import { useUser } from '../../../lib/session/use-current-user';
import { useAirports } from '../../../lib/reference';
import { useSaveShipment, type Shipment } from '../api/freight';

// the device's own selects and number field: light on a kiosk's first load, the system pickers on a phone
const EMPTY = {
  awb_number: '',
  shipper: '',
  consignee: '',
  departure_airport_id: '',
  arrival_airport_id: '',
  weight: '' as number | string,
  nature: '',
  description: '',
};
type Values = typeof EMPTY;
// three fields a row on the kiosk, two on a tablet, one on a phone
const THIRD = { base: 12, sm: 6, md: 4 };

const createSchema = () => import('../../../../shared/schemas/freight').then((m) => m.CreateShipmentSchema);
const updateSchema = () => import('../../../../shared/schemas/freight').then((m) => m.UpdateShipmentSchema);

/** What the form sends; the registering desk's airport goes with it (accepted and not stored). */
const toInput = (v: Values, airportId: number | null, editing?: Shipment) => {
  const input = {
    awb_number: v.awb_number,
    shipper: v.shipper,
    consignee: v.consignee,
    departure_airport_id: Number(v.departure_airport_id),
    arrival_airport_id: Number(v.arrival_airport_id),
    weight: Number(v.weight),
    nature: v.nature || null,
    description: v.description || null,
    airport_id: airportId,
  };
  return editing ? { ...input, id: editing.id } : input;
};

const valuesOf = (s: Shipment): Values => ({
  awb_number: s.awb_number,
  shipper: s.shipper,
  consignee: s.consignee,
  departure_airport_id: String(s.departure_airport_id),
  arrival_airport_id: String(s.arrival_airport_id),
  weight: s.weight,
  nature: s.nature ?? '',
  description: s.description ?? '',
});

/**
 * Register freight: create, or edit the shipment given (Update and Cancel). The server checks the AWB
 * (spelling, check digit, duplicates) and answers field by field; the form shows each under its field.
 */
export function ShipmentForm({ editing, onDone }: { editing?: Shipment; onDone: () => void }) {
  const { LL } = useI18nContext();
  const user = useUser();
  const airports = useAirports();
  const airportId = user.airport?.id ?? null;
  const validate = useSchemaValidation(editing ? updateSchema : createSchema, (v: Values) =>
    toInput(v, airportId, editing),
  );
  const form = useForm<Values>({ initialValues: EMPTY, validate });
  useEffect(() => {
    form.setValues(
      editing ? valuesOf(editing) : { ...EMPTY, departure_airport_id: user.airport ? String(user.airport.id) : '' },
    );
    form.resetDirty();
    form.clearErrors();
  }, [editing?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const { create, update } = useSaveShipment({
    onSuccess: () => {
      notifySuccess(editing ? LL.freight.updated() : LL.freight.added());
      form.setValues({ ...EMPTY, departure_airport_id: user.airport ? String(user.airport.id) : '' });
      onDone();
    },
    onError: (err) => {
      form.setErrors(fieldErrors(err));
      notifyError(LL.freight.saveFailed({ message: errorMessage(err, LL.app.unexpectedError()) }));
    },
  });

  const onSubmit = form.onSubmit((v) => {
    const input = toInput(v, airportId, editing);
    if ('id' in input) update.mutate(input);
    else create.mutate(input);
  });

  const busy = create.isPending || update.isPending;
  return (
    <Card withBorder padding="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Title order={2} size="h4">
            {editing ? LL.freight.editShipment({ awb: editing.awb_number }) : LL.freight.newShipment()}
          </Title>
          <Grid>
            <Grid.Col span={THIRD}>
              <TextInput
                label={LL.scan.awb()}
                description={LL.freight.awbHelp()}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                required
                autoComplete="off"
                placeholder="057-12345675"
                styles={{ input: { fontFamily: 'monospace' } }}
                {...form.getInputProps('awb_number')}
              />
            </Grid.Col>
            <Grid.Col span={THIRD}>
              <TextInput label={LL.freight.shipper()} required maxLength={160} {...form.getInputProps('shipper')} />
            </Grid.Col>
            <Grid.Col span={THIRD}>
              <TextInput label={LL.freight.consignee()} required maxLength={160} {...form.getInputProps('consignee')} />
            </Grid.Col>
            <Grid.Col span={THIRD}>
              <AirportSelect
                label={LL.freight.origin()}
                required
                airports={airports.data}
                value={Number(form.values.departure_airport_id) || null}
                onChange={(id) => form.setFieldValue('departure_airport_id', id ? String(id) : '')}
                error={form.errors.departure_airport_id}
              />
            </Grid.Col>
            <Grid.Col span={THIRD}>
              <AirportSelect
                label={LL.freight.destination()}
                required
                airports={airports.data}
                value={Number(form.values.arrival_airport_id) || null}
                onChange={(id) => form.setFieldValue('arrival_airport_id', id ? String(id) : '')}
                error={form.errors.arrival_airport_id}
              />
            </Grid.Col>
            <Grid.Col span={THIRD}>
              <TextInput
                type="number"
                inputMode="decimal"
                label={LL.freight.weight()}
                required
                min={0}
                step={0.01}
                {...form.getInputProps('weight')}
              />
            </Grid.Col>
            <Grid.Col span={THIRD}>
              <TextInput label={LL.freight.nature()} maxLength={120} {...form.getInputProps('nature')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Textarea
                label={LL.freight.description()}
                autosize
                minRows={1}
                maxLength={1000}
                {...form.getInputProps('description')}
              />
            </Grid.Col>
          </Grid>
          <Group justify="flex-end">
            {editing && (
              <Button variant="default" onClick={onDone}>
                {LL.app.cancel()}
              </Button>
            )}
            <Button type="submit" loading={busy}>
              {editing ? LL.freight.update() : LL.freight.add()}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
