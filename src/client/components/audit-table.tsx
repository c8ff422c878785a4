import { Anchor, Code, Table, Text } from '@mantine/core';
import { EmptyRow } from './empty-row';
import { TableScroll } from './table-scroll';
import { formatDateTime } from '../lib/format';
import { useI18nContext } from '../lib/i18n';
import type { AuditRecord } from '../lib/audit';

/** A value of a change as a person reads it: text as it is, nothing as a dash, anything else as JSON. */
const shown = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/**
 * The trail's rows, newest first: when, who and from where, which record, what was done and each field's old and new
 * value. A name or a record can be a link narrowing the list to it (the Audit screen); a record's own history has no need.
 */
export function AuditTable({
  rows,
  caption,
  onUser,
  onRecord,
  empty,
}: {
  rows: AuditRecord[];
  caption: string;
  onUser?: (userId: number, name: string) => void;
  onRecord?: (entity: AuditRecord['entity'], id: number) => void;
  empty: string;
}) {
  const { LL, locale } = useI18nContext();
  const who = (r: AuditRecord) =>
    r.actor.kind === 'system'
      ? LL.audit.system({ name: r.actor.name })
      : r.actor.kind === 'anonymous'
        ? LL.audit.anonymous({ name: r.actor.name })
        : r.actor.kind === 'token'
          ? `${r.actor.name}, ${LL.audit.byToken({ name: r.actor.token_name ?? '' })}`
          : r.actor.name;
  return (
    <TableScroll label={caption} minWidth={860}>
      <Table striped>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{LL.audit.when()}</Table.Th>
            <Table.Th>{LL.audit.who()}</Table.Th>
            <Table.Th>{LL.audit.address()}</Table.Th>
            <Table.Th>{LL.audit.entity()}</Table.Th>
            <Table.Th>{LL.audit.action()}</Table.Th>
            <Table.Th>{LL.audit.changes()}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && <EmptyRow columns={6} text={empty} />}
          {rows.map((r) => {
            const record = `${LL.audit.entities[r.entity]()}${r.entity_id ? ` #${r.entity_id}` : ''}`;
            const userId = r.actor.user_id;
            return (
              <Table.Tr key={r.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.at, locale)}</Table.Td>
                <Table.Td>
                  {onUser && userId ? (
                    <Anchor
                      component="button"
                      type="button"
                      title={LL.audit.filterUser({ name: r.actor.name })}
                      onClick={() => onUser(userId, r.actor.name)}
                    >
                      {who(r)}
                    </Anchor>
                  ) : (
                    who(r)
                  )}
                </Table.Td>
                <Table.Td>{r.ip ?? '—'}</Table.Td>
                <Table.Td>
                  {onRecord && r.entity_id ? (
                    <Anchor
                      component="button"
                      type="button"
                      title={LL.audit.filterRecord({ record })}
                      onClick={() => onRecord(r.entity, r.entity_id!)}
                    >
                      {record}
                    </Anchor>
                  ) : (
                    record
                  )}
                </Table.Td>
                <Table.Td>{LL.audit.actions[r.action]()}</Table.Td>
                <Table.Td>
                  {r.changes &&
                    Object.entries(r.changes).map(([field, change]) => (
                      <Text key={field} size="sm">
                        <Code>{field}</Code> {shown(change.old)} → {shown(change.new)}
                      </Text>
                    ))}
                  {r.note && (
                    <Text size="sm" c="dimmed">
                      {r.note}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
