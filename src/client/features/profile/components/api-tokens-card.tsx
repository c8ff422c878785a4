import { ActionIcon, Alert, Anchor, Button, Card, Code, CopyButton, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import { useI18nContext } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { errorMessage, fieldErrors, trpc } from '../../../lib/trpc';

/** Tokens for other airport systems (CONTRACT §2): created here, shown once, revoked here. */
export function ApiTokensCard() {
  const { LL, locale } = useI18nContext();
  const utils = trpc.useUtils();
  const tokens = trpc.tokens.list.useQuery();
  const [created, setCreated] = useState<string | null>(null);
  const form = useForm({ initialValues: { name: '' } });
  const create = trpc.tokens.create.useMutation({
    onSuccess: (t) => {
      setCreated(t.token);
      form.reset();
      void utils.tokens.list.invalidate();
    },
    onError: (err) => form.setErrors(fieldErrors(err)),
  });
  const remove = trpc.tokens.delete.useMutation({
    onSuccess: () => {
      notifySuccess(LL.profile.tokenDeleted());
      void utils.tokens.list.invalidate();
    },
    onError: (err) => notifyError(errorMessage(err, LL.app.unexpectedError())),
  });

  return (
    <Card withBorder padding="lg">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h3">{LL.profile.tokens()}</Title>
          <Anchor href="/api/docs" target="_blank" size="sm">
            {LL.profile.apiDocs()}
          </Anchor>
        </Group>
        <Text size="sm" c="dimmed">
          {LL.profile.tokensHelp()}
        </Text>
        <form
          onSubmit={form.onSubmit((v) => (v.name.trim() ? create.mutate(v) : form.setErrors({ name: LL.errors.required() })))}
          noValidate
        >
          <Group align="flex-start">
            <TextInput label={LL.profile.tokenName()} placeholder="baggage-sorter" style={{ flex: 1 }} {...form.getInputProps('name')} />
            <Button type="submit" mt={25} loading={create.isPending}>
              {LL.profile.createToken()}
            </Button>
          </Group>
        </form>
        {created && (
          <Alert color="yellow" title={LL.profile.tokenCreated()} withCloseButton onClose={() => setCreated(null)}>
            <Group gap="xs" wrap="nowrap">
              <Code data-testid="new-token" style={{ wordBreak: 'break-all' }}>
                {created}
              </Code>
              <CopyButton value={created}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy}>
                    {copied ? LL.profile.copied() : LL.profile.copy()}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Alert>
        )}
        {tokens.data?.length === 0 && <Text c="dimmed">{LL.profile.noTokens()}</Text>}
        {!!tokens.data?.length && (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{LL.profile.tokenName()}</Table.Th>
                <Table.Th>{LL.profile.tokenCreatedAt()}</Table.Th>
                <Table.Th>{LL.profile.tokenLastUsed()}</Table.Th>
                <Table.Th>{LL.app.actions()}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tokens.data.map((t) => (
                <Table.Tr key={t.id}>
                  <Table.Td>{t.name}</Table.Td>
                  <Table.Td>{formatDateTime(t.created_at, locale)}</Table.Td>
                  <Table.Td>{formatDateTime(t.last_used_at, locale)}</Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`${LL.app.delete()} ${t.name}`}
                      onClick={() => window.confirm(LL.profile.deleteTokenConfirm({ name: t.name })) && remove.mutate({ id: t.id })}
                    >
                      ✕
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
