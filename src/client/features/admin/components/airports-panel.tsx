import { Button, Group, Stack, Table, TextInput, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { TableScroll } from '../../../components/table-scroll';
import { useSchemaValidation } from '../../../lib/forms';
import { useI18nContext } from '../../../lib/i18n';
import { lazyPart } from '../../../lib/lazy';
import { notifySuccess } from '../../../lib/notify';
import { fieldErrors, trpc, type RouterOutputs } from '../../../lib/trpc';
import { TimeZoneSelect } from './time-zone-select';

const AirportFormModal = lazyPart(() => import('./airport-form-modal'), 'AirportFormModal');

type Airport = RouterOutputs['reference']['airports'][number];
type Values = { code: string; name: string; timezone: string | null };

const schema = () => import('../../../../shared/schemas/admin').then((m) => m.CreateAirportSchema);
const toInput = (v: Values) => ({ ...v, timezone: v.timezone || null });

export function AirportsPanel() {
  const { LL } = useI18nContext();
  const utils = trpc.useUtils();
  const airports = trpc.reference.airports.useQuery();
  const [editing, setEditing] = useState<Airport | null>(null);
  const validate = useSchemaValidation(schema, toInput);
  const form = useForm<Values>({ initialValues: { code: '', name: '', timezone: null }, validate });
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
      <form noValidate onSubmit={form.onSubmit((v) => create.mutate(toInput(v)))}>
        <Group align="flex-end">
          <TextInput label={LL.admin.code()} maxLength={3} w={100} {...form.getInputProps('code')} />
          <TextInput label={LL.admin.name()} style={{ flex: 1, minWidth: 200 }} {...form.getInputProps('name')} />
          <div style={{ flex: 1, minWidth: 240 }}>
            <TimeZoneSelect {...form.getInputProps('timezone')} />
          </div>
          <Button type="submit" loading={create.isPending}>
            {LL.admin.addAirport()}
          </Button>
        </Group>
      </form>
      <TableScroll minWidth={560} label={LL.admin.airports()}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{LL.admin.code()}</Table.Th>
              <Table.Th>{LL.admin.name()}</Table.Th>
              <Table.Th>{LL.admin.timeZone()}</Table.Th>
              <Table.Th>{LL.admin.ownerCode()}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{LL.app.edit()}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {airports.data?.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>{a.code}</Table.Td>
                <Table.Td>{a.name}</Table.Td>
                <Table.Td>{a.timezone_set ? a.timezone : LL.admin.timeZoneOf({ tz: a.timezone })}</Table.Td>
                <Table.Td>{a.uld_owner_code ?? '—'}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => setEditing(a)}
                    aria-label={LL.admin.editAirport({ code: a.code })}
                  >
                    {LL.app.edit()}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {editing && <AirportFormModal airport={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
