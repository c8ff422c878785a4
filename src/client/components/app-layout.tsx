import { AppShell, Badge, Box, Burger, Button, Center, Group, Loader, NavLink, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useCurrentUser, useLogout } from '../features/auth/api/use-current-user';
import { useI18nContext } from '../lib/i18n';
import { activeHref, NAV_SECTIONS, roleItems, SERVICE_COLOURS } from './nav-items';

/** The shared layout of SPEC §2: sidebar by service and role, top bar, content. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { LL } = useI18nContext();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [location] = useLocation();
  const me = useCurrentUser();
  const logout = useLogout();
  useEffect(close, [location, close]); // a chosen link closes the drawer on small screens

  if (!me.data) {
    return (
      <Center h="100vh">
        <Loader aria-label={LL.app.loading()} />
      </Center>
    );
  }
  const user = me.data;
  const sections = NAV_SECTIONS.filter((s) => s.visible(user)).map((s) =>
    s.label === 'accountSection' ? { ...s, items: [...s.items, ...roleItems(user)] } : s,
  );
  const active = activeHref(sections.flatMap((s) => s.items.map((i) => i.href)), location);
  const colour = SERVICE_COLOURS[user.service.slug] ?? 'indigo';

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={LL.app.toggleMenu()} />
            <Text fw={700} size="lg">
              {LL.app.name()}
            </Text>
            <Badge variant="light" color={colour} size="lg" data-testid="base-label">
              {user.airport ? LL.app.base({ code: user.airport.code }) : LL.app.noBase()}
            </Badge>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Button component={Link} href="/luggage-scan" variant="filled">
              {LL.app.scanBag()}
            </Button>
            <Button variant="subtle" color="gray" onClick={() => logout.mutate()} loading={logout.isPending}>
              {LL.app.logout()}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar aria-label="Menu">
        <Box bg={`${colour}.7`} c="white" px="md" py="sm" data-testid="sidebar-header" data-service={user.service.slug}>
          <Text fw={600} size="sm" truncate>
            {user.name}
          </Text>
          <Text size="xs" opacity={0.85} truncate>
            {user.service.name} · {LL.roles[user.role]()}
          </Text>
        </Box>
        <ScrollArea style={{ flex: 1 }} px="xs" py="xs">
          <nav>
            <Stack gap={4}>
              {sections.map((section) => (
                <Box key={section.label ?? 'home'}>
                  {section.label && (
                    <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="sm" pb={4}>
                      {LL.nav[section.label]()}
                    </Text>
                  )}
                  {section.items.map((item) => (
                    <NavLink
                      key={item.href}
                      component={Link}
                      href={item.href}
                      label={LL.nav[item.label]()}
                      active={item.href === active}
                      aria-current={item.href === active ? 'page' : undefined}
                      variant="filled"
                      style={{ borderRadius: 6 }}
                    />
                  ))}
                </Box>
              ))}
            </Stack>
          </nav>
        </ScrollArea>
      </AppShell.Navbar>

      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}

/** A screen's title and body; every screen starts with it. */
export function Screen({ title, actions, children }: { title: string; actions?: ReactNode; children?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Tarmac`;
  }, [title]);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{title}</Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
