import { Modal, NativeSelect, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormActions } from '../../../components/form-actions';
import { useSchemaValidation } from '../../../lib/forms';
import { useI18nContext } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useUser } from '../../../lib/session/use-current-user';
import { useServices } from '../../../lib/reference';
import { useSaveShift, type Shift } from '../api/shifts';
import { FailureAlert, useFormFailure } from '../../../components/form-failure';

/** The server answers times in airport time with an offset: the first 16 characters are the wall clock. */
const toLocalInput = (iso: string) => iso.slice(0, 16);

const createSchema = () => import('../../../../shared/schemas/shifts').then((m) => m.CreateShiftSchema);
const updateSchema = () => import('../../../../shared/schemas/shifts').then((m) => m.UpdateShiftSchema);

type Values = { label: string; started_at: string; ended_at: string; service_id: string; is_active: boolean };

/** What the form sends: a new shift, or an edited one with its id; no label lets the server name it. */
const toInput = (v: Values, shift?: Shift) => {
  const input = {
    label: v.label.trim() || null,
    started_at: v.started_at,
    ended_at: v.ended_at,
    service_id: Number(v.service_id),
    is_active: v.is_active,
  };
  return shift ? { ...input, id: shift.id } : input;
};

/**
 * The shift dialog: start and end (required, end after start), the service (an admin any, a supervisor
 * their own: the server enforces it) and the Active switch. An optional label; none: the server names it.
 */
export function ShiftFormModal({
  shift,
  onClose,
  onSaved,
}: {
  shift?: Shift;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { LL } = useI18nContext();
  const user = useUser();
  const isAdmin = user.role === 'admin';
  const services = useServices();
  const validate = useSchemaValidation(shift ? updateSchema : createSchema, (v: Values) => toInput(v, shift));
  const form = useForm<Values>({
    validate,
    initialValues: {
      label: shift?.label ?? '',
      started_at: shift ? toLocalInput(shift.started_at) : '',
      ended_at: shift ? toLocalInput(shift.ended_at) : '',
      service_id: String(shift?.service_id ?? user.service.id),
      is_active: shift?.is_active ?? true,
    },
  });
  const failure = useFormFailure(form.setErrors);
  const { create, update } = useSaveShift({
    onSuccess: () => {
      notifySuccess(shift ? LL.shifts.updated() : LL.shifts.added());
      onSaved();
    },
    onError: (err) => failure.fail(err, shift ? LL.shifts.updateFailed : LL.shifts.addFailed),
  });
  // a supervisor's list holds their own service only
  const serviceOptions = (services.data ?? [])
    .filter((s) => isAdmin || s.id === user.service.id)
    .map((s) => ({ value: String(s.id), label: s.name }));

  const onSubmit = form.onSubmit((v) => {
    failure.clear();
    if (v.ended_at <= v.started_at) return form.setErrors({ ended_at: LL.errors.shiftEndBeforeStart() });
    const input = toInput(v, shift);
    if ('id' in input) update.mutate(input);
    else create.mutate(input);
  });

  return (
    <Modal opened onClose={onClose} title={shift ? LL.shifts.editTitle() : LL.shifts.addTitle()} size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <FailureAlert failure={failure.failure} />
          <TextInput
            label={LL.shifts.label()}
            description={LL.shifts.labelHelp()}
            maxLength={120}
            {...form.getInputProps('label')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="datetime-local"
              label={LL.shifts.startedAt()}
              required
              {...form.getInputProps('started_at')}
            />
            <TextInput type="datetime-local" label={LL.shifts.endedAt()} required {...form.getInputProps('ended_at')} />
          </SimpleGrid>
          <NativeSelect
            label={LL.shifts.service()}
            data={serviceOptions}
            disabled={!isAdmin}
            {...form.getInputProps('service_id')}
          />
          <Switch label={LL.shifts.active()} {...form.getInputProps('is_active', { type: 'checkbox' })} />
          <Text size="xs" c="dimmed">
            {LL.shifts.timesIn({ tz: user.timezone })}
          </Text>
          <FormActions
            onCancel={onClose}
            loading={create.isPending || update.isPending}
            submitLabel={LL.shifts.save()}
          />
        </Stack>
      </form>
    </Modal>
  );
}
