import { Group, Modal, PasswordInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormActions } from '../../../components/form-actions';
import { AuditHistoryButton } from '../../../components/audit-history';
import { ROLES } from '../../../../shared/roles';
import { useSchemaValidation } from '../../../lib/forms';
import { useI18nContext } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { errorMessage, fieldErrors, trpc, type RouterOutputs } from '../../../lib/trpc';

type User = RouterOutputs['users']['list']['data'][number];

const createSchema = () => import('../../../../shared/schemas/admin').then((m) => m.CreateUserSchema);
const updateSchema = () => import('../../../../shared/schemas/admin').then((m) => m.UpdateUserSchema);

type Values = {
  name: string;
  email: string;
  username: string;
  password: string;
  role: User['role'];
  service_id: string | null;
  airport_id: string | null;
  must_change_password: boolean;
};

/** What the form sends: a new user, or an edited one with its id (an empty password keeps the one it has). */
const toInput = (v: Values, user?: User) => {
  const input = {
    name: v.name,
    email: v.email,
    username: v.username,
    role: v.role,
    service_id: v.service_id ? Number(v.service_id) : undefined,
    airport_id: v.airport_id ? Number(v.airport_id) : null,
    must_change_password: v.must_change_password,
    password: v.password,
  };
  return user ? { ...input, id: user.id } : input;
};

/** Create (user undefined) or edit a user: everything an airport needs to let someone in. */
export function UserFormModal({ user, opened, onClose }: { user?: User; opened: boolean; onClose: () => void }) {
  const { LL } = useI18nContext();
  const utils = trpc.useUtils();
  const services = trpc.reference.services.useQuery();
  const airports = trpc.reference.airports.useQuery();
  const validate = useSchemaValidation(user ? updateSchema : createSchema, (v: Values) => toInput(v, user));
  const form = useForm<Values>({
    validate,
    initialValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      username: user?.username ?? '',
      password: '',
      role: user?.role ?? 'agent',
      service_id: user ? String(user.service.id) : '',
      airport_id: user?.airport ? String(user.airport.id) : '',
      must_change_password: user?.must_change_password ?? false,
    },
  });
  const onError = (err: unknown) => {
    const fields = fieldErrors(err);
    form.setErrors(fields);
    if (!Object.keys(fields).length)
      notifyError(LL.admin.saveFailed({ message: errorMessage(err, LL.app.unexpectedError()) }));
  };
  const onSuccess = (message: string) => () => {
    notifySuccess(message);
    void utils.users.list.invalidate();
    onClose();
  };
  const create = trpc.users.create.useMutation({ onSuccess: onSuccess(LL.admin.userCreated()), onError });
  const update = trpc.users.update.useMutation({ onSuccess: onSuccess(LL.admin.userUpdated()), onError });

  const onSubmit = form.onSubmit((v) => {
    const input = { ...toInput(v, user), service_id: Number(v.service_id) };
    if ('id' in input) update.mutate(input);
    else create.mutate(input);
  });

  return (
    <Modal opened={opened} onClose={onClose} title={user ? LL.admin.editUser() : LL.admin.addUser()} size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={LL.admin.name()} required {...form.getInputProps('name')} />
            <TextInput label={LL.admin.email()} type="email" required {...form.getInputProps('email')} />
            <TextInput label={LL.admin.username()} required {...form.getInputProps('username')} />
            <PasswordInput
              label={LL.admin.password()}
              description={user ? LL.admin.passwordKeep() : undefined}
              required={!user}
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
            <Select
              label={LL.admin.role()}
              required
              data={ROLES.map((r) => ({ value: r, label: LL.roles[r]() }))}
              allowDeselect={false}
              {...form.getInputProps('role')}
            />
            <Select
              label={LL.admin.service()}
              required
              searchable
              data={(services.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
              {...form.getInputProps('service_id')}
            />
            <Select
              label={LL.admin.airport()}
              placeholder={LL.admin.noAirport()}
              searchable
              clearable
              data={(airports.data ?? []).map((a) => ({ value: String(a.id), label: `${a.code} - ${a.name}` }))}
              {...form.getInputProps('airport_id')}
            />
          </SimpleGrid>
          {/* for a password the administrator gives (a newcomer's, a forgotten one's): only its user should know the one they use.
              A switch, as the other yes/no fields of the forms: its stylesheet is in every first load already */}
          <Switch
            label={LL.admin.mustChangePassword()}
            description={LL.admin.mustChangePasswordHelp()}
            {...form.getInputProps('must_change_password', { type: 'checkbox' })}
          />
          {user && (
            <Group>
              <AuditHistoryButton entity="user" id={user.id} record={user.username} />
            </Group>
          )}
          <FormActions onCancel={onClose} loading={create.isPending || update.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
