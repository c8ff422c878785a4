import { Badge, Button, Code, Group, Modal, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useSearch as useQueryString } from 'wouter';
import { EmptyRow } from '../../../components/empty-row';
import { LoadState } from '../../../components/load-state';
import { NamespaceGate } from '../../../components/namespace-gate';
import { Screen } from '../../../components/screen';
import { TableScroll } from '../../../components/table-scroll';
import { MESSAGE_OUTCOMES, canReapply } from '../../../../shared/schemas/baggage-messages';
import { DASH, formatDateTime } from '../../../lib/format';
import { useI18nContext } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { errorMessage } from '../../../lib/trpc';
import {
  useMessageText,
  useMessages,
  useReapply,
  type MessageFilter,
  type StoredMessage,
} from '../api/baggage-messages';

/**
 * The airlines' baggage messages, for administrators (issue 42): what came, what each did, the refused and failed
 * ones apart, the text as received on demand, and applying one again once what stopped it is fixed.
 */
export function BaggageMessagesScreen() {
  return (
    <NamespaceGate ns="baggageMessages">
      <MessagesView />
    </NamespaceGate>
  );
}

// the badge colours of the other screens' statuses (components/status-badge.tsx), whose shades the theme keeps
// readable (decision 026); a badge never shrinks into an ellipsis
const WHOLE = { overflow: 'visible', minWidth: 'max-content' } as const;
const COLOURS: Record<StoredMessage['outcome'], string> = {
  received: 'gray',
  created: 'green',
  updated: 'blue',
  unchanged: 'gray',
  deleted: 'orange',
  offload: 'orange',
  refused: 'red',
  failed: 'red',
};

function MessagesView() {
  const { LL, locale } = useI18nContext();
  const T = LL.baggageMessages;
  // the outcome shown is in the address (?outcome=failed): it survives a reload, a remount and a shared link
  const query = new URLSearchParams(useQueryString());
  const [, navigate] = useLocation();
  const outcome = (MESSAGE_OUTCOMES as readonly string[]).includes(query.get('outcome') ?? '')
    ? (query.get('outcome') as MessageFilter['outcome'])
    : '';
  const [before, setBefore] = useState<number | undefined>();
  const filter: MessageFilter = { outcome, before };
  const setFilter = (next: MessageFilter) => {
    setBefore(undefined);
    navigate(next.outcome ? `/admin/baggage-messages?outcome=${next.outcome}` : '/admin/baggage-messages', {
      replace: true,
    });
  };
  const [shown, setShown] = useState<number | null>(null);
  const messages = useMessages(filter);
  const reapply = useReapply({
    // applied again but refused or failed once more: not a success, and the reason is what the person needs
    onSuccess: (r) =>
      r.error
        ? notifyError(T.reapplyFailed({ message: `${T.outcomes[r.outcome]()}: ${r.error}` }))
        : notifySuccess(T.reapplied({ id: r.id, outcome: T.outcomes[r.outcome]() })),
    onError: (err) => notifyError(T.reapplyFailed({ message: errorMessage(err, LL.app.unexpectedError()) })),
  });
  const rows = messages.data ?? [];
  const last = rows.at(-1);

  return (
    <Screen title={LL.titles.baggageMessages()}>
      <Text maw={760}>{T.intro()}</Text>
      <Group align="end">
        <NativeSelect
          label={T.outcome()}
          value={filter.outcome ?? ''}
          onChange={(e) => setFilter({ outcome: e.currentTarget.value as MessageFilter['outcome'] })}
          data={[{ value: '', label: T.all() }, ...MESSAGE_OUTCOMES.map((o) => ({ value: o, label: T.outcomes[o]() }))]}
        />
      </Group>
      {/* fits the kiosk's 1024 px beside the menu, the two actions one above the other; a phone scrolls it */}
      {!messages.data ? (
        <LoadState error={messages.error} failed={T.failed} />
      ) : (
        <TableScroll label={T.caption()} minWidth={720}>
          <Table striped horizontalSpacing="xs">
            <Table.Caption>{T.caption()}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{T.received()}</Table.Th>
                <Table.Th>{T.message()}</Table.Th>
                <Table.Th>{T.flight()}</Table.Th>
                <Table.Th>{T.plates()}</Table.Th>
                <Table.Th>{T.result()}</Table.Th>
                <Table.Th>{T.notes()}</Table.Th>
                <Table.Th>{T.actions()}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && <EmptyRow columns={7} text={T.empty()} />}
              {rows.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>{formatDateTime(m.received_at, locale)}</Table.Td>
                  <Table.Td>
                    #{m.id} {m.kind}
                    {m.action && m.action !== 'NEW' ? ` ${m.action}` : ''}
                  </Table.Td>
                  <Table.Td>{m.flight_number ? `${m.flight_number} ${m.flight_day ?? ''}` : DASH}</Table.Td>
                  <Table.Td ff="monospace">{m.plates.length ? m.plates.join(' ') : DASH}</Table.Td>
                  <Table.Td>
                    <Badge color={COLOURS[m.outcome]} variant="light" style={WHOLE}>
                      {T.outcomes[m.outcome]()}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      {m.error && <Text size="sm">{m.error}</Text>}
                      {m.warnings.map((w) => (
                        <Text key={w} size="sm">
                          {w}
                        </Text>
                      ))}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap="xs" align="stretch">
                      {/* short on screen, the message's number in the name a screen reader says */}
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={T.showText({ id: m.id })}
                        onClick={() => setShown(m.id)}
                      >
                        {T.showTextShort()}
                      </Button>
                      {canReapply(m.outcome) && (
                        <Button
                          size="xs"
                          loading={reapply.isPending && reapply.variables?.id === m.id}
                          aria-label={T.reapply({ id: m.id })}
                          onClick={() => reapply.mutate({ id: m.id })}
                        >
                          {T.reapplyShort()}
                        </Button>
                      )}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      {last && rows.length >= 100 && (
        <Button variant="default" onClick={() => setBefore(last.id)}>
          {T.older()}
        </Button>
      )}
      <MessageText id={shown} onClose={() => setShown(null)} />
    </Screen>
  );
}

function MessageText({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { LL } = useI18nContext();
  const T = LL.baggageMessages;
  const message = useMessageText(id);
  return (
    <Modal opened={id !== null} onClose={onClose} title={id !== null ? T.textTitle({ id }) : ''} size="lg">
      {message.data ? <Code block>{message.data.text}</Code> : <LoadState error={message.error} failed={T.failed} />}
    </Modal>
  );
}
