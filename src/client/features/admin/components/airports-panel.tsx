import { Button, Group, Stack, Table, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSchemaValidation } from '../../../lib/forms';
import { useI18nContext } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { fieldErrors, trpc } from '../../../lib/trpc';

const schema = () => import('../../../../shared/schemas/admin').then((m) => m.CreateAirportSchema);
const asIs = (v: { code: string; name: string }) => v;

export function AirportsPanel() {
  const { LL } = useI18nContext();
  const utils = trpc.useUtils();
  const airports = trpc.reference.airports.useQuery();
  const validate = useSchemaValidation(schema, asIs);
  const form = useForm({ initialValues: { code: '', name: '' }, validate });
  const create = trpc.reference.createAirport.useMutation({
    onSuccess: () => {
      notifySuccess(LL.admin.airportCreated());
      form.reset();
      void utils.reference.airports.invalidate();
    },
    onError: (err) => form.setErrors({ code: err.message, ...fieldErrors(err) }),
  });
  return (
    <Stack>
      <form noValidate onSubmit={form.onSubmit((v) => create.mutate(v))}>
        <Group align="flex-start">
          <TextInput label={LL.admin.code()} maxLength={3} w={100} {...form.getInputProps('code')} />
          <TextInput label={LL.admin.name()} style={{ flex: 1 }} {...form.getInputProps('name')} />
          <Button type="submit" mt={25} loading={create.isPending}>
            {LL.admin.addAirport()}
          </Button>
        </Group>
      </form>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{LL.admin.code()}</Table.Th>
            <Table.Th>{LL.admin.name()}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {airports.data?.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td>{a.code}</Table.Td>
              <Table.Td>{a.name}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
