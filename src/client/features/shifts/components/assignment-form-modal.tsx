import { Modal, NativeSelect, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormActions } from '../../../components/form-actions';
import { useSchemaValidation } from '../../../lib/forms';
import { useI18nContext } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useZones } from '../../../lib/reference';
import { useAvailableUsers, useSaveAssignment, type Assignment } from '../api/shifts';
import { FailureAlert, useFormFailure } from '../../../components/form-failure';

const createSchema = () => import('../../../../shared/schemas/shifts').then((m) => m.CreateAssignmentSchema);
const updateSchema = () => import('../../../../shared/schemas/shifts').then((m) => m.UpdateAssignmentSchema);

type Values = { user_id: string; zone_id: string; is_active: boolean };

/**
 * The assignment dialog: a user of the shift's service not yet in it (name and role), a zone (name and airport
 * code) and the Active switch. Editing offers the assignment's own user too (isEdit).
 */
export function AssignmentFormModal({
  shift,
  assignment,
  onClose,
}: {
  shift: { id: number; service_id: number };
  assignment?: Assignment;
  onClose: () => void;
}) {
  const { LL } = useI18nContext();
  const users = useAvailableUsers(shift.service_id, shift.id, assignment?.id);
  const zones = useZones();
  const toInput = (v: Values) => {
    const input = {
      shift_id: shift.id,
      user_id: v.user_id ? Number(v.user_id) : undefined,
      zone_id: v.zone_id ? Number(v.zone_id) : undefined,
      is_active: v.is_active,
    };
    return assignment ? { ...input, id: assignment.id } : input;
  };
  const validate = useSchemaValidation(assignment ? updateSchema : createSchema, toInput);
  const form = useForm<Values>({
    validate,
    initialValues: {
      user_id: assignment ? String(assignment.user_id) : '',
      zone_id: assignment ? String(assignment.zone_id) : '',
      is_active: assignment?.is_active ?? true,
    },
  });
  const failure = useFormFailure(form.setErrors);
  const { create, update } = useSaveAssignment({
    onSuccess: () => {
      notifySuccess(assignment ? LL.shifts.assignmentUpdated() : LL.shifts.assignmentAdded());
      onClose();
    },
    onError: (err) => failure.fail(err, assignment ? LL.shifts.updateAssignmentFailed : LL.shifts.addUserFailed),
  });
  const userOptions = [
    { value: '', label: LL.shifts.chooseUser(), disabled: true },
    ...(users.data ?? []).map((u) => ({ value: String(u.id), label: `${u.name} (${LL.roles[u.role]()})` })),
  ];
  const zoneOptions = [
    { value: '', label: LL.shifts.chooseZone(), disabled: true },
    ...(zones.data ?? []).map((z) => ({ value: String(z.id), label: `${z.name} · ${z.airport.code}` })),
  ];

  const onSubmit = form.onSubmit((v) => {
    failure.clear();
    const input = { ...toInput(v), user_id: Number(v.user_id), zone_id: Number(v.zone_id) };
    if ('id' in input) update.mutate(input);
    else create.mutate(input);
  });

  return (
    <Modal opened onClose={onClose} title={assignment ? LL.shifts.editAssignmentTitle() : LL.shifts.addUserTitle()}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <FailureAlert failure={failure.failure} />
          <NativeSelect
            label={LL.shifts.user()}
            required
            data={userOptions}
            description={users.data?.length === 0 ? LL.shifts.noUserLeft() : undefined}
            {...form.getInputProps('user_id')}
          />
          <NativeSelect label={LL.shifts.zone()} required data={zoneOptions} {...form.getInputProps('zone_id')} />
          <Switch label={LL.shifts.active()} {...form.getInputProps('is_active', { type: 'checkbox' })} />
          <FormActions
            onCancel={onClose}
            loading={create.isPending || update.isPending}
            submitLabel={LL.shifts.saveAssignment()}
          />
        </Stack>
      </form>
    </Modal>
  );
}
