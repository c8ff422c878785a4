import { Box, Card, Group, Stack, Text, Title, type MantineSpacing } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { LanguageSelect } from '../../../components/language-select';
import { useI18nContext, useSwitchLocale } from '../../../lib/i18n';

/**
 * The frame of a passenger's page: no staff menu, no link into the staff app, the language choice at the top (a
 * passenger's phone may be in either), one title. Narrow and large-type: it is read on a phone at a reclaim belt.
 */
export function PassengerPage({ title, children }: { title: string; children: ReactNode }) {
  const { LL } = useI18nContext();
  const { locale, switchLocale } = useSwitchLocale();
  useEffect(() => {
    document.title = `${title} · Tarmac`;
  }, [title]);
  return (
    <Box bg="gray.0" mih="100vh">
      {/* a Box, not a Container: no stylesheet more on the first load */}
      <Box maw={560} mx="auto" px="md" py="lg">
        <Stack gap="md">
          <Group justify="space-between" align="center" wrap="wrap" gap="xs">
            <Text fw={700} c="dimmed" size="sm">
              {LL.selfService.brand()}
            </Text>
            <Box w={200}>
              <LanguageSelect value={locale} onChange={switchLocale} />
            </Box>
          </Group>
          <Title order={1} size="h2">
            {title}
          </Title>
          <main>{children}</main>
        </Stack>
      </Box>
    </Box>
  );
}

/** One titled part of a passenger's page: a card that is a region named by its title, for screen readers and tests. */
export function PassengerSection({
  id,
  title,
  gap = 'xs',
  children,
}: {
  id: string;
  title: string;
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id}>
      <Stack gap={gap}>
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
