import { Table, Text } from '@mantine/core';

/** A table's one row when it has nothing to list ("No data available" and its kin), across every column. */
export function EmptyRow({ columns, text }: { columns: number; text: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text c="dimmed" ta="center">
          {text}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
