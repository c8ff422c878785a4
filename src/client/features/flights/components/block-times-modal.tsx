import { Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormActions } from '../../../components/form-actions';
import { useSchemaValidation } from '../../../lib/forms';
import { useI18nContext } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { fieldErrors, trpc, type RouterOutputs } from '../../../lib/trpc';

type Flight = RouterOutputs['flights']['get'];
const FIELDS = ['estimated_off_block_at', 'off_block_at', 'estimated_on_block_at', 'on_block_at'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const schema = () => import('../../../../shared/schemas/flights').then((m) => m.BlockTimesSchema);

/** The answer's time with its offset → the datetime-local value on the same clock (its first 16 characters). */
const toLocal = (iso: string | null) => (iso ? iso.slice(0, 16) : '');

/**
 * A flight's estimated and actual block times, each typed on its airport's clock (off-block at departure, on-block
 * at arrival); an emptied field clears the time.
 */
export function BlockTimesModal({ flight, onClose }: { flight: Flight; onClose: () => void }) {
  const { LL } = useI18nContext();
  const utils = trpc.useUtils();
  const toInput = (v: Values) => ({
    id: flight.id,
    ...Object.fromEntries(FIELDS.map((f) => [f, v[f] || null])),
  });
  const validate = useSchemaValidation(schema, toInput);
  const form = useForm<Values>({
    initialValues: Object.fromEntries(FIELDS.map((f) => [f, toLocal(flight[f])])) as Values,
    validate,
  });
  const save = trpc.flights.setBlockTimes.useMutation({
    onSuccess: () => {
      notifySuccess(LL.flights.blockTimesSaved());
      void utils.flights.invalidate();
      void utils.tracking.invalidate();
      onClose();
    },
    onError: (err) => form.setErrors(fieldErrors(err)),
  });
  const at = (code: string | null, zone: string) => LL.flights.localTimeAt({ where: code ?? zone, zone });
  const departure = at(flight.departure_code, flight.departure_timezone);
  const arrival = at(flight.arrival_code, flight.arrival_timezone);
  return (
    <Modal opened onClose={onClose} title={LL.flights.editBlockTimes()} size="lg">
      <form noValidate onSubmit={form.onSubmit((v) => save.mutate(toInput(v)))}>
        <Stack>
          <Text size="sm">{LL.flights.blockTimesHelp()}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="datetime-local"
              label={LL.flights.estimatedOffBlock()}
              description={departure}
              {...form.getInputProps('estimated_off_block_at')}
            />
            <TextInput
              type="datetime-local"
              label={LL.flights.actualOffBlock()}
              description={departure}
              {...form.getInputProps('off_block_at')}
            />
            <TextInput
              type="datetime-local"
              label={LL.flights.estimatedOnBlock()}
              description={arrival}
              {...form.getInputProps('estimated_on_block_at')}
            />
            <TextInput
              type="datetime-local"
              label={LL.flights.actualOnBlock()}
              description={arrival}
              {...form.getInputProps('on_block_at')}
            />
          </SimpleGrid>
          <FormActions onCancel={onClose} loading={save.isPending} submitLabel={LL.app.save()} />
        </Stack>
      </form>
    </Modal>
  );
}
