import { Badge, Button, Table, Text } from '@mantine/core';
import { EmptyRow } from '../../../components/empty-row';
import { TableScroll } from '../../../components/table-scroll';
import { formatDateTime, orDash } from '../../../lib/format';
import { useI18nContext } from '../../../lib/i18n';
import type { Claim } from '../api/claims';
import { useBagWords } from './bag-words';
import { ClaimStatusBadge } from '../../../components/claim-status-badge';
import { NextDeadline } from './claim-deadline';

/** The claim tables: Ref. N, BTN, Passenger, Flight, Status, Bag brand, colour, type, Date, Reported by (and View). */
export function ClaimsTable({
  rows,
  caption,
  onView,
}: {
  rows: Claim[] | undefined;
  caption: string;
  onView?: (c: Claim) => void;
}) {
  const { LL, locale } = useI18nContext();
  const words = useBagWords();
  const columns = onView ? 11 : 10;
  return (
    <TableScroll minWidth={900} label={caption}>
      <Table striped verticalSpacing={6} horizontalSpacing={8} fz="sm" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{LL.claims.ref()}</Table.Th>
            <Table.Th>{LL.claims.btn()}</Table.Th>
            <Table.Th>{LL.claims.passenger()}</Table.Th>
            <Table.Th>{LL.claims.flight()}</Table.Th>
            <Table.Th>{LL.claims.status()}</Table.Th>
            <Table.Th>{LL.claims.brand()}</Table.Th>
            <Table.Th>{LL.claims.color()}</Table.Th>
            <Table.Th>{LL.claims.type()}</Table.Th>
            <Table.Th>{LL.claims.date()}</Table.Th>
            <Table.Th>{LL.claims.reportedBy()}</Table.Th>
            {onView && <Table.Th>{LL.app.actions()}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows?.length === 0 && <EmptyRow columns={columns} text={LL.claims.empty()} />}
          {rows?.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                {c.reference_number}
              </Table.Td>
              <Table.Td ff="monospace">{orDash(c.bag?.bag_tag_number ?? c.bag_tag_number)}</Table.Td>
              <Table.Td>
                {orDash(c.passenger?.name ?? c.contact_name)}
                {/* the contact who filed, when the flight's list names someone else */}
                {c.passenger && (
                  <Text size="xs" c="dimmed">
                    {c.contact_name}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{orDash(c.flight?.flight_number ?? c.flight_number)}</Table.Td>
              <Table.Td>
                <ClaimStatusBadge status={c.status} />
                <NextDeadline claim={c} />
              </Table.Td>
              <Table.Td>{orDash(c.bag_brand)}</Table.Td>
              <Table.Td>{words.colour(c.bag_color)}</Table.Td>
              <Table.Td>{words.type(c.bag_type)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(c.created_at, locale)}</Table.Td>
              <Table.Td>
                {c.filed_by === 'passenger' ? (
                  <>
                    {LL.claims.thePassenger()}
                    {!c.confirmed_at && (
                      <Badge ml={4} size="sm" color="yellow" variant="light">
                        {LL.claims.toConfirm()}
                      </Badge>
                    )}
                  </>
                ) : (
                  orDash(c.user?.name)
                )}
              </Table.Td>
              {onView && (
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() => onView(c)}
                    aria-label={LL.claims.viewLabel({ ref: c.reference_number })}
                  >
                    {LL.claims.view()}
                  </Button>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
