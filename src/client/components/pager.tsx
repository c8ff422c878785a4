import { Button, Group, Text } from '@mantine/core';
import { useI18nContext } from '../lib/i18n';

/** Paging: Previous, Page X / Y, Next; disabled when there is no such page. */
export function Pager({ page, lastPage, onPage }: { page: number; lastPage: number; onPage: (p: number) => void }) {
  const { LL } = useI18nContext();
  return (
    <Group justify="center" gap="sm">
      <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {LL.app.previous()}
      </Button>
      <Text size="sm">{LL.app.page({ current: page, last: lastPage })}</Text>
      <Button variant="default" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        {LL.app.next()}
      </Button>
    </Group>
  );
}
