import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A value under its small label, as the detail dialogs and result cards show a record's fields. */
export function LabelledValue({
  label,
  children,
  size = 'sm',
}: {
  label: string;
  children: ReactNode;
  size?: 'sm' | 'md';
}) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="div" size={size}>
        {children}
      </Text>
    </div>
  );
}
