import { Avatar, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { orDash } from '../../../lib/format';
import { useI18nContext } from '../../../lib/i18n';
import type { CurrentUser } from '../../../lib/session/use-current-user';

export function ProfileDetails({ user }: { user: CurrentUser }) {
  const { LL } = useI18nContext();
  const initials = user.name
    .split(/\s+/)
    .map((p) => p[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const rows: [string, string][] = [
    [LL.profile.name(), user.name],
    [LL.profile.email(), user.email],
    [LL.profile.username(), user.username],
    [LL.profile.service(), user.service.name],
    [LL.profile.role(), LL.roles[user.role]()],
    [LL.profile.airport(), orDash(user.airport ? `${user.airport.code} - ${user.airport.name}` : null)],
  ];
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Group>
          <Avatar src={user.avatar_url} size="lg" color="indigo" alt={user.name}>
            {initials}
          </Avatar>
          <Title order={2} size="h3">
            {LL.profile.details()}
          </Title>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {rows.map(([label, value]) => (
            <div key={label}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text style={{ overflowWrap: 'anywhere' }}>{value}</Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
