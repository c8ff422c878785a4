import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { TableScroll } from '../../../components/table-scroll';
import { formatDateTime } from '../../../lib/format';
import { useI18nContext } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { errorMessage, fieldErrors, trpc } from '../../../lib/trpc';

/** Expiries offered (days); the API takes any number from 1 to 3650. None: until deleted. */
const EXPIRY_DAYS = [30, 90, 365] as const;

/** Tokens for other airport systems (Bearer tokens of the REST API): created here, shown once, revoked here. */
export function ApiTokensCard() {
  const { LL, locale } = useI18nContext();
  const utils = trpc.useUtils();
  const tokens = trpc.tokens.list.useQuery();
  const [created, setCreated] = useState<string | null>(null);
  const form = useForm({ initialValues: { name: '', expires_in_days: '' } });
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
          <Title order={2} size="h3">
            {LL.profile.tokens()}
          </Title>
          <Anchor href="/api/docs" target="_blank" size="sm">
            {LL.profile.apiDocs()}
          </Anchor>
        </Group>
        <Text size="sm" c="dimmed">
          {LL.profile.tokensHelp()}
        </Text>
        <form
          onSubmit={form.onSubmit((v) =>
            v.name.trim()
              ? create.mutate({ name: v.name, expires_in_days: v.expires_in_days ? Number(v.expires_in_days) : null })
              : form.setErrors({ name: LL.errors.required() }),
          )}
          noValidate
        >
          <Group align="flex-end">
            <TextInput
              label={LL.profile.tokenName()}
              placeholder="baggage-sorter"
              style={{ flex: 1 }}
              miw={180}
              {...form.getInputProps('name')}
            />
            <NativeSelect
              label={LL.profile.tokenExpiry()}
              data={[
                { value: '', label: LL.profile.never() },
                ...EXPIRY_DAYS.map((days) => ({ value: String(days), label: LL.profile.tokenExpiresInDays({ days }) })),
              ]}
              {...form.getInputProps('expires_in_days')}
            />
            <Button type="submit" loading={create.isPending}>
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
          <TableScroll minWidth={560} label={LL.profile.tokens()}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{LL.profile.tokenName()}</Table.Th>
                  <Table.Th>{LL.profile.tokenCreatedAt()}</Table.Th>
                  <Table.Th>{LL.profile.tokenLastUsed()}</Table.Th>
                  <Table.Th>{LL.profile.tokenExpiry()}</Table.Th>
                  <Table.Th>{LL.app.actions()}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {tokens.data.map((t) => (
                  <Table.Tr key={t.id}>
                    <Table.Td>{t.name}</Table.Td>
                    <Table.Td>{formatDateTime(t.created_at, locale)}</Table.Td>
                    <Table.Td>{t.last_used_at ? formatDateTime(t.last_used_at, locale) : LL.profile.never()}</Table.Td>
                    <Table.Td>
                      {t.expires_at ? formatDateTime(t.expires_at, locale) : LL.profile.never()}
                      {t.expires_at && new Date(t.expires_at).getTime() <= Date.now() && (
                        <Badge variant="light" color="red" ml="xs" style={{ overflow: 'visible' }} miw="fit-content">
                          {LL.profile.tokenExpired()}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`${LL.app.delete()} ${t.name}`}
                        onClick={() =>
                          window.confirm(LL.profile.deleteTokenConfirm({ name: t.name })) && remove.mutate({ id: t.id })
                        }
                      >
                        ✕
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </Stack>
    </Card>
  );
}
