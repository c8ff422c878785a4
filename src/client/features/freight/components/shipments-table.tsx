import { Button, Stack, Table, Text } from '@mantine/core';
import { EmptyRow } from '../../../components/empty-row';
import { Link } from 'wouter';
import { TableScroll } from '../../../components/table-scroll';
import { formatDateTime, orDash } from '../../../lib/format';
import { useI18nContext } from '../../../lib/i18n';
import type { Shipment } from '../api/freight';
import { ShipmentStatus } from './shipment-status';

/** The edit form of a shipment: Register freight with its id. */
export const editHref = (id: number) => `/register-freight?editId=${id}`;

/**
 * Shipment list: row number, AWB (and under it when it was created), shipper, consignee, weight,
 * nature, from → to, status, and Detail and Edit: within the kiosk's width beside the menu, no scrolling. `firstNumber` is the row number of the first row (pages go on counting).
 */
export function ShipmentsTable({
  rows,
  firstNumber = 1,
  caption,
  onDetail,
}: {
  rows: Shipment[] | undefined;
  firstNumber?: number;
  caption: string;
  onDetail: (s: Shipment) => void;
}) {
  const { LL, locale } = useI18nContext();
  const kg = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { maximumFractionDigits: 2 });
  return (
    <TableScroll minWidth={700} label={caption}>
      <Table striped highlightOnHover verticalSpacing={6} horizontalSpacing={6} fz="sm" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{LL.freight.number()}</Table.Th>
            <Table.Th>
              {LL.scan.awb()}
              <Text span display="block" size="xs" fw={400}>
                {LL.freight.created()}
              </Text>
            </Table.Th>
            <Table.Th>{LL.freight.shipper()}</Table.Th>
            <Table.Th>{LL.freight.consignee()}</Table.Th>
            <Table.Th ta="right">{LL.freight.weight()}</Table.Th>
            <Table.Th>{LL.freight.natureShort()}</Table.Th>
            <Table.Th>{LL.freight.route()}</Table.Th>
            <Table.Th>{LL.freight.status()}</Table.Th>
            <Table.Th>{LL.app.actions()}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows?.length === 0 && <EmptyRow columns={9} text={LL.freight.empty()} />}
          {rows?.map((s, i) => (
            <Table.Tr key={s.id}>
              <Table.Td>{firstNumber + i}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text span ff="monospace" size="sm" display="block">
                  {s.awb_number}
                </Text>
                <Text span size="xs" c="dimmed">
                  {formatDateTime(s.created_at, locale)}
                </Text>
              </Table.Td>
              <Table.Td>{s.shipper}</Table.Td>
              <Table.Td>{s.consignee}</Table.Td>
              <Table.Td ta="right">{kg.format(s.weight)}</Table.Td>
              <Table.Td>{orDash(s.nature)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {s.departure_airport} → {s.arrival_airport}
              </Table.Td>
              <Table.Td>
                <ShipmentStatus shipment={s} />
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="stretch">
                  <Button
                    size="compact-xs"
                    variant="light"
                    onClick={() => onDetail(s)}
                    aria-label={`${LL.freight.detail()} ${s.awb_number}`}
                  >
                    {LL.freight.detail()}
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="default"
                    component={Link}
                    href={editHref(s.id)}
                    aria-label={`${LL.app.edit()} ${s.awb_number}`}
                  >
                    {LL.app.edit()}
                  </Button>
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
