import { Group, Stack, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';

/** A screen's title (its one h1) and body; every screen starts with it. */
export function Screen({ title, actions, children }: { title: string; actions?: ReactNode; children?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Tarmac`;
  }, [title]);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
