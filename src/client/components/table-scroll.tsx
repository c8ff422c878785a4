import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table wider than the screen scrolls inside its own box (a phone on the ramp, a narrow column at
 * 1024 px) instead of pushing the page sideways. The box takes focus, so a keyboard can scroll it too.
 */
export function TableScroll({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <Table.ScrollContainer type="native" minWidth={minWidth} tabIndex={0} role="region" aria-label={label}>
      {children}
    </Table.ScrollContainer>
  );
}
