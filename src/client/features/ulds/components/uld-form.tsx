import { Button, Grid, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { ULD_STATUSES, ULD_TYPES, type UldStatus, type UldType } from '../../../../shared/codes';
import { AirportSelect } from '../../../components/airport-select';
import { useI18nContext } from '../../../lib/i18n';
import { errorMessage, fieldErrors } from '../../../lib/trpc';
import { useUser } from '../../../lib/session/use-current-user';
import { AuditHistoryButton } from '../../../components/audit-history';
import { useAirports } from '../../../lib/reference';
import { useFlightChoices, useSaveUld, type Uld } from '../api/ulds';
import { statusOptions, typeOptions } from './uld-words';

type Values = {
  code: string;
  label: string;
  type: UldType;
  status: UldStatus;
  capacity: string | number;
  tare_kg: string | number;
  airport_id: number | null;
  flight_id: string;
};

// two fields a row from a tablet up, one on a phone
const HALF = { base: 12, sm: 6 };

/**
 * A ULD's fields (the ULD page and the Add ULD to Flight dialog): type and status from the screen's
 * choices, code (empty: the next free one), label, maximum gross weight and tare (empty: the type's published
 * figures), airport and flight. Creates, or edits `editing`.
 */
export function UldForm({
  editing,
  flightId,
  types = ULD_TYPES,
  statuses = ULD_STATUSES,
  defaults,
  submitLabel,
  onSaved,
  onCancel,
  onFailed,
}: {
  editing?: Uld;
  /** The flight the ULD goes on, fixed (ULDs by flight); otherwise chosen in the form. */
  flightId?: number;
  types?: readonly UldType[];
  statuses?: readonly UldStatus[];
  defaults: { type: UldType; status: UldStatus };
  submitLabel: string;
  onSaved: (uld: Uld) => void;
  onCancel?: () => void;
  onFailed: (message: string) => void;
}) {
  const { LL } = useI18nContext();
  const user = useUser();
  const airports = useAirports();
  const flights = useFlightChoices();
  const blank = (): Values => ({
    code: '',
    label: '',
    type: defaults.type,
    status: defaults.status,
    capacity: '',
    tare_kg: '',
    airport_id: user.airport?.id ?? null,
    flight_id: '',
  });
  const form = useForm<Values>({ initialValues: blank() });
  useEffect(() => {
    form.setValues(
      editing
        ? {
            code: editing.code,
            label: editing.label ?? '',
            type: editing.type,
            status: editing.status,
            capacity: editing.capacity ?? '',
            // only a tare read off the plate is the ULD's own: the type's figure stays the type's
            tare_kg: editing.tare_source === 'PLATE' ? (editing.tare_kg ?? '') : '',
            airport_id: editing.airport_id,
            flight_id: editing.flight_id ? String(editing.flight_id) : '',
          }
        : blank(),
    );
    form.clearErrors();
  }, [editing?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const { create, update } = useSaveUld({
    onSuccess: () => undefined,
    onError: (err) => {
      form.setErrors(fieldErrors(err));
      onFailed(errorMessage(err, LL.app.unexpectedError()));
    },
  });

  const onSubmit = form.onSubmit(async (v) => {
    const input = {
      code: v.code.trim() || null,
      label: v.label.trim() || null,
      type: v.type,
      status: v.status,
      capacity: v.capacity === '' ? null : Number(v.capacity),
      tare_kg: v.tare_kg === '' ? null : Number(v.tare_kg),
      airport_id: v.airport_id,
      flight_id: flightId ?? (v.flight_id ? Number(v.flight_id) : null),
    };
    const saved = editing
      ? await update.mutateAsync({ ...input, id: editing.id }).catch(() => null)
      : await create.mutateAsync(input).catch(() => null);
    if (!saved) return;
    form.setValues(blank());
    onSaved(saved);
  });

  // a ULD's own flight stays offered when it is no longer on the list's first page
  const flightOptions = [
    { value: '', label: LL.uld.noFlight() },
    ...(editing?.flight && !flights.data?.data.some((f) => f.id === editing.flight_id)
      ? [{ value: String(editing.flight.id), label: editing.flight.flight_number }]
      : []),
    ...(flights.data?.data ?? []).map((f) => ({
      value: String(f.id),
      label: `${f.flight_number} · ${f.departure_airport_code ?? '—'} → ${f.arrival_airport_code ?? '—'} · ${f.departure_time.slice(0, 16).replace('T', ' ')}`,
    })),
  ];

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Grid>
          <Grid.Col span={HALF}>
            <NativeSelect
              label={LL.uld.type()}
              required
              data={typeOptions(LL, types)}
              {...form.getInputProps('type')}
            />
          </Grid.Col>
          <Grid.Col span={HALF}>
            <NativeSelect
              label={LL.uld.status()}
              required
              data={statusOptions(LL, statuses)}
              {...form.getInputProps('status')}
            />
          </Grid.Col>
          <Grid.Col span={HALF}>
            <TextInput
              label={LL.uld.code()}
              description={LL.uld.codeHelp()}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              autoComplete="off"
              placeholder="AKE84103LH"
              styles={{ input: { fontFamily: 'monospace', textTransform: 'uppercase' } }}
              {...form.getInputProps('code')}
            />
          </Grid.Col>
          <Grid.Col span={HALF}>
            <TextInput label={LL.uld.label()} maxLength={80} {...form.getInputProps('label')} />
          </Grid.Col>
          <Grid.Col span={HALF}>
            <TextInput
              type="number"
              inputMode="decimal"
              label={LL.uld.capacity()}
              description={LL.uld.capacityHelp()}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              min={1}
              step={0.1}
              {...form.getInputProps('capacity')}
            />
          </Grid.Col>
          <Grid.Col span={HALF}>
            <TextInput
              type="number"
              inputMode="decimal"
              label={LL.uld.tare()}
              description={LL.uld.tareHelp()}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              min={1}
              max={1000}
              step={0.1}
              {...form.getInputProps('tare_kg')}
            />
          </Grid.Col>
          <Grid.Col span={HALF}>
            <AirportSelect
              label={LL.uld.airport()}
              airports={airports.data}
              value={form.values.airport_id}
              onChange={(id) => form.setFieldValue('airport_id', id)}
              error={form.errors.airport_id}
            />
          </Grid.Col>
          {flightId === undefined && (
            <Grid.Col span={12}>
              <NativeSelect label={LL.uld.flight()} data={flightOptions} {...form.getInputProps('flight_id')} />
            </Grid.Col>
          )}
        </Grid>
        <Group justify="flex-end">
          {editing && <AuditHistoryButton entity="uld" id={editing.id} record={editing.code} />}
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {LL.app.cancel()}
            </Button>
          )}
          <Button type="submit" loading={create.isPending || update.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
