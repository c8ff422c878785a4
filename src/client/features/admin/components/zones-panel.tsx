import { Button, Group, Select, Stack, Table, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSchemaValidation } from '../../../lib/forms';
import { useI18nContext } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { fieldErrors, trpc } from '../../../lib/trpc';

const schema = () => import('../../../../shared/schemas/admin').then((m) => m.CreateZoneSchema);
const toInput = (v: { name: string; airport_id: string | null }) => ({
  name: v.name,
  airport_id: v.airport_id ? Number(v.airport_id) : undefined,
});

export function ZonesPanel() {
  const { LL } = useI18nContext();
  const utils = trpc.useUtils();
  const airports = trpc.reference.airports.useQuery();
  const zones = trpc.reference.zones.useQuery({});
  const validate = useSchemaValidation(schema, toInput);
  const form = useForm<{ name: string; airport_id: string | null }>({
    initialValues: { name: '', airport_id: '' },
    validate,
  });
  const create = trpc.reference.createZone.useMutation({
    onSuccess: () => {
      notifySuccess(LL.admin.zoneCreated());
      form.setFieldValue('name', '');
      void utils.reference.zones.invalidate();
    },
    onError: (err) => form.setErrors({ name: err.message, ...fieldErrors(err) }),
  });
  return (
    <Stack>
      <form
        noValidate
        onSubmit={form.onSubmit((v) => create.mutate({ name: v.name, airport_id: Number(v.airport_id) }))}
      >
        <Group align="flex-start">
          <Select
            label={LL.admin.airport()}
            searchable
            w={260}
            data={(airports.data ?? []).map((a) => ({ value: String(a.id), label: `${a.code} - ${a.name}` }))}
            {...form.getInputProps('airport_id')}
          />
          <TextInput label={LL.admin.name()} style={{ flex: 1 }} {...form.getInputProps('name')} />
          <Button type="submit" mt={25} loading={create.isPending}>
            {LL.admin.addZone()}
          </Button>
        </Group>
      </form>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{LL.admin.airport()}</Table.Th>
            <Table.Th>{LL.admin.name()}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {zones.data?.map((z) => (
            <Table.Tr key={z.id}>
              <Table.Td>{z.airport.code}</Table.Td>
              <Table.Td>{z.name}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
