import { Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormActions } from '../../../components/form-actions';
import { AIRLINE_CODES, FLIGHT_STATUSES } from '../../../../shared/schemas/flights';
import { useSchemaValidation } from '../../../lib/forms';
import { useI18nContext } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { errorMessage, fieldErrors, type RouterOutputs } from '../../../lib/trpc';
import { useUser } from '../../../lib/session/use-current-user';
import { useAirports } from '../../../lib/reference';
import { useSaveFlight } from '../api/flights';
import { LOCAL_DATETIME, localToInstant, utcOffset } from '../../../../shared/time';

type Flight = RouterOutputs['flights']['list']['data'][number];

/** The server answers each time on its airport's clock with its offset: the first 16 characters are that clock. */
const toLocalInput = (iso: string) => iso.slice(0, 16);

const createSchema = () => import('../../../../shared/schemas/flights').then((m) => m.CreateFlightSchema);
const updateSchema = () => import('../../../../shared/schemas/flights').then((m) => m.UpdateFlightSchema);

type Values = {
  flight_number: string;
  departure_airport: string | null;
  arrival_airport: string | null;
  departure_time: string;
  arrival_time: string;
  airline_code: string | null;
  status: Flight['status'];
};

/** What the form sends: a new flight with its number, an edited one with its id and status (the number stays). */
const toInput = (v: Values, flight?: Flight) => {
  const input = {
    departure_airport: v.departure_airport ? Number(v.departure_airport) : null,
    arrival_airport: v.arrival_airport ? Number(v.arrival_airport) : null,
    departure_time: v.departure_time,
    arrival_time: v.arrival_time,
    airline_code: v.airline_code || null,
  };
  return flight ? { ...input, id: flight.id, status: v.status } : { ...input, flight_number: v.flight_number };
};

export function FlightFormModal({
  flight,
  onClose,
  onSaved,
}: {
  flight?: Flight;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { LL } = useI18nContext();
  const user = useUser();
  const airports = useAirports();
  const validate = useSchemaValidation(flight ? updateSchema : createSchema, (v: Values) => toInput(v, flight));
  const form = useForm<Values>({
    validate,
    initialValues: {
      flight_number: flight?.flight_number ?? '',
      departure_airport: flight?.departure_airport
        ? String(flight.departure_airport)
        : user.airport
          ? String(user.airport.id)
          : '',
      arrival_airport: flight?.arrival_airport ? String(flight.arrival_airport) : '',
      departure_time: flight ? toLocalInput(flight.departure_time) : '',
      arrival_time: flight ? toLocalInput(flight.arrival_time) : '',
      airline_code: flight?.airline_code ?? AIRLINE_CODES[0],
      status: flight?.status ?? 'SCHEDULED',
    },
  });
  const { create, update } = useSaveFlight({
    onSuccess: () => {
      notifySuccess(flight ? LL.flights.updated() : LL.flights.added());
      form.reset();
      onSaved();
    },
    onError: (err) => {
      form.setErrors(fieldErrors(err));
      const message = errorMessage(err, LL.app.unexpectedError());
      notifyError(flight ? LL.flights.updateFailed({ message }) : LL.flights.addFailed({ message }));
    },
  });
  const airportOptions = (airports.data ?? []).map((a) => ({ value: String(a.id), label: `${a.code} - ${a.name}` }));
  // each time is typed on its own airport's clock (this airport's when none is chosen)
  const clockOf = (id: string | null) => {
    const airport = airports.data?.find((a) => String(a.id) === id);
    return { where: airport?.code ?? null, zone: airport?.timezone ?? user.timezone };
  };
  const departureClock = clockOf(form.values.departure_airport);
  const arrivalClock = clockOf(form.values.arrival_airport);
  const hint = (clock: { where: string | null; zone: string }, local: string) =>
    clock.where &&
    LL.flights.timeZoneHint({
      where: clock.where,
      zone: clock.zone,
      offset: utcOffset(LOCAL_DATETIME.test(local) ? localToInstant(local, clock.zone) : new Date(), clock.zone),
    });
  const instant = (local: string, zone: string) => (LOCAL_DATETIME.test(local) ? localToInstant(local, zone) : null);

  const onSubmit = form.onSubmit((v) => {
    const departure = instant(v.departure_time, departureClock.zone);
    const arrival = instant(v.arrival_time, arrivalClock.zone);
    if (departure && arrival && arrival <= departure)
      return form.setErrors({ arrival_time: LL.errors.arrivalBeforeDeparture() });
    const input = toInput(v, flight);
    if ('id' in input) update.mutate(input);
    else create.mutate(input);
  });

  return (
    <Modal opened onClose={onClose} title={flight ? LL.flights.editTitle() : LL.flights.addTitle()} size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={LL.flights.flightNumber()}
              required
              readOnly={!!flight}
              placeholder="8Z101"
              {...form.getInputProps('flight_number')}
            />
            <Select
              label={LL.flights.airlineCode()}
              data={[...AIRLINE_CODES]}
              allowDeselect={false}
              {...form.getInputProps('airline_code')}
            />
            <Select
              label={LL.flights.departureAirport()}
              data={airportOptions}
              searchable
              clearable
              {...form.getInputProps('departure_airport')}
            />
            <Select
              label={LL.flights.arrivalAirport()}
              data={airportOptions}
              searchable
              clearable
              {...form.getInputProps('arrival_airport')}
            />
            <TextInput
              type="datetime-local"
              label={LL.flights.departureTime()}
              description={hint(departureClock, form.values.departure_time)}
              required
              {...form.getInputProps('departure_time')}
            />
            <TextInput
              type="datetime-local"
              label={LL.flights.arrivalTime()}
              description={hint(arrivalClock, form.values.arrival_time)}
              required
              {...form.getInputProps('arrival_time')}
            />
            {flight && (
              <Select
                label={LL.flights.status()}
                data={[...FLIGHT_STATUSES]}
                allowDeselect={false}
                {...form.getInputProps('status')}
              />
            )}
          </SimpleGrid>
          {(!departureClock.where || !arrivalClock.where) && (
            <Text size="xs" c="dimmed">
              {LL.flights.timesIn({ tz: user.timezone })}
            </Text>
          )}
          <FormActions
            onCancel={onClose}
            loading={create.isPending || update.isPending}
            submitLabel={LL.flights.save()}
          />
        </Stack>
      </form>
    </Modal>
  );
}
