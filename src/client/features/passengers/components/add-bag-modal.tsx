import { Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormActions } from '../../../components/form-actions';
import { generateBagTag } from '../../../../shared/codes';
import { useI18nContext } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { fieldErrors } from '../../../lib/trpc';
import { useAddBag } from '../api/passengers';

export function AddBagModal({
  passengerId,
  airline,
  onClose,
}: {
  passengerId: number;
  airline: string;
  onClose: () => void;
}) {
  const { LL } = useI18nContext();
  const form = useForm<{ bag_tag_number: string; weight: number | string }>({
    initialValues: { bag_tag_number: '', weight: '' },
  });
  const add = useAddBag({
    onSuccess: () => {
      notifySuccess(LL.bags.added());
      onClose();
    },
    onError: (err) => {
      form.setErrors(fieldErrors(err));
      notifyError(LL.bags.addFailed());
    },
  });
  return (
    <Modal opened onClose={onClose} title={LL.bags.addTitle()}>
      <form
        noValidate
        onSubmit={form.onSubmit((v) => {
          const errors: Record<string, string> = {};
          if (!v.bag_tag_number.trim()) errors.bag_tag_number = LL.errors.required();
          if (v.weight === '' || Number(v.weight) < 0)
            errors.weight = v.weight === '' ? LL.errors.required() : LL.errors.invalidWeight();
          if (Object.keys(errors).length) return form.setErrors(errors);
          add.mutate({ bag_tag_number: v.bag_tag_number, weight: Number(v.weight), passenger_id: passengerId });
        })}
      >
        <Stack>
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              label={LL.bags.tag()}
              description={LL.bags.tagHelp()}
              required
              data-autofocus
              style={{ flex: 1 }}
              {...form.getInputProps('bag_tag_number')}
            />
            <Button
              variant="light"
              onClick={() =>
                form.setFieldValue(
                  'bag_tag_number',
                  generateBagTag(
                    airline,
                    new Date().getFullYear(),
                    () => crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32,
                  ),
                )
              }
            >
              {LL.bags.generate()}
            </Button>
          </Group>
          <NumberInput
            label={LL.bags.weight()}
            required
            min={0}
            max={999}
            step={0.1}
            decimalScale={1}
            {...form.getInputProps('weight')}
          />
          <FormActions onCancel={onClose} loading={add.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
