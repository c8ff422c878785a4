import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FailureAlert, useFormFailure } from '../../../components/form-failure';
import { useSchemaValidation } from '../../../lib/forms';
import { useI18nContext } from '../../../lib/i18n';
import { useErasePersonalData, type PersonalDataErasure, type PersonalDataKey } from '../api/personal-data';

const schema = () => import('../../../../shared/schemas/personal-data').then((m) => m.ErasePersonalDataSchema);

type Values = { reason: string };

/**
 * The confirmation of an erasure on request: what goes, that the records and figures stay, that it is final, and
 * the reason the audit trail keeps with it. Nothing is erased until the admin gives a reason and confirms.
 */
export function EraseDialog({
  request,
  erasable,
  onClose,
  onErased,
}: {
  request: PersonalDataKey;
  erasable: { passengers: number; claims: number; found_bags: number; baggage_messages: number };
  onClose: () => void;
  onErased: (erasure: PersonalDataErasure) => void;
}) {
  const { LL } = useI18nContext();
  const toInput = (v: Values) => ({ ...request, reason: v.reason });
  const validate = useSchemaValidation(schema, toInput);
  const form = useForm<Values>({ initialValues: { reason: '' }, validate });
  const { failure, fail, clear } = useFormFailure(form.setErrors);
  const erase = useErasePersonalData({
    onSuccess: onErased,
    onError: (err) => fail(err, LL.personalData.eraseFailed),
  });
  return (
    <Modal opened onClose={onClose} title={LL.personalData.eraseTitle()} size="lg">
      <form
        noValidate
        onSubmit={form.onSubmit((v) => {
          clear();
          erase.mutate(toInput(v));
        })}
      >
        <Stack>
          <FailureAlert failure={failure} />
          <Text fw={600}>{LL.personalData.eraseWhat(erasable)}</Text>
          <Text size="sm">{LL.personalData.eraseHow()}</Text>
          <Alert color="red" variant="light">
            {LL.personalData.eraseFinal()}
          </Alert>
          <Textarea
            label={LL.personalData.reason()}
            description={LL.personalData.reasonHelp()}
            required
            autosize
            minRows={3}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {LL.app.cancel()}
            </Button>
            <Button type="submit" color="red.9" loading={erase.isPending}>
              {LL.personalData.confirm()}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
