import { ActionIcon, Badge, Box, Burger, Button, Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Fragment, useEffect, type ReactNode } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { useCurrentUser, useLogout } from '../lib/session/use-current-user';
import { can } from '../../shared/roles';
import { useI18nContext } from '../lib/i18n';
import { LogoutIcon, ScanIcon } from './icons';
import { menuFor } from '../menu';
import { activeHref, SERVICE_COLOURS } from './nav-items';
import { WaitingForServer } from './waiting-for-server';

/** The layout every screen but the login shares: sidebar by service and role, top bar, content. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { LL } = useI18nContext();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [location] = useLocation();
  const me = useCurrentUser();
  const logout = useLogout();
  useEffect(close, [location, close]); // a chosen link closes the drawer on small screens

  if (!me.data) return <WaitingForServer unreachable={me.unreachable} retrying={me.isFetching} onRetry={me.retryNow} />;
  // a password someone else chose is replaced before anything else, as the server refuses the rest: the profile
  // then shows its password form alone, without the menu, whatever address was opened
  if (me.data.must_change_password) return location === '/profile' ? children : <Redirect to="/profile" replace />;
  const user = me.data;
  const sections = menuFor(user);
  const active = activeHref(
    sections.flatMap((s) => s.items.map((i) => i.href)),
    location,
  );
  const colour = SERVICE_COLOURS[user.service.slug] ?? 'indigo';
  // the quick scan link leads to the desk the user works at: the cargo side scans shipments
  const quickScan =
    !can.passengers(user) && can.freight(user)
      ? { href: '/shipment-scan', label: LL.app.scanShipment() }
      : { href: '/luggage-scan', label: LL.app.scanBag() };

  return (
    <div className="shell" data-opened={opened || undefined}>
      {/* the class react-remove-scroll (Mantine's modals) moves aside by the scrollbar's width while it hides it */}
      <header className="shell-header right-scroll-bar-position">
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={LL.app.toggleMenu()} />
            <Text fw={700} size="lg">
              {LL.app.name()}
            </Text>
            {/* on a phone a long label ("AUCUNE BASE ASSIGNÉE") shortens with an ellipsis instead of running under
                the actions beside it; its whole text stays in the page for screen readers */}
            <Badge variant="light" color={colour} size="lg" data-testid="base-label" miw={0}>
              {user.airport ? LL.app.base({ code: user.airport.code }) : LL.app.noBase()}
            </Badge>
          </Group>
          {/* a phone shows the two actions as icons; their names stay for screen readers */}
          <Group gap="xs" wrap="nowrap">
            <Button component={Link} href={quickScan.href} variant="filled" visibleFrom="sm">
              {quickScan.label}
            </Button>
            <ActionIcon
              component={Link}
              href={quickScan.href}
              variant="filled"
              size={40}
              hiddenFrom="sm"
              aria-label={quickScan.label}
            >
              <ScanIcon />
            </ActionIcon>
            <Button
              variant="subtle"
              color="gray"
              onClick={() => logout.mutate()}
              loading={logout.isPending}
              visibleFrom="sm"
            >
              {LL.app.logout()}
            </Button>
            <ActionIcon
              variant="subtle"
              color="gray"
              size={40}
              onClick={() => logout.mutate()}
              loading={logout.isPending}
              hiddenFrom="sm"
              aria-label={LL.app.logout()}
            >
              <LogoutIcon />
            </ActionIcon>
          </Group>
        </Group>
      </header>

      <nav className="shell-navbar" aria-label="Menu">
        <Box bg={`${colour}.9`} c="white" px="md" py={8} data-testid="sidebar-header" data-service={user.service.slug}>
          <Text fw={600} size="sm" truncate>
            {user.name}
          </Text>
          <Text size="xs" truncate>
            {user.service.name} · {LL.roles[user.role]()}
          </Text>
        </Box>
        {/* compact items (25 px high, above the 24 px a touch target needs): an admin reaches every one at 1024x768
            without scrolling; a phone scrolls */}
        <Box px="xs" py={4} style={{ flex: 1, overflowY: 'auto' }} data-testid="menu-items">
          {/* the fewest elements that draw it (a kiosk styles and lays out every one before its first paint):
              a section is its title and its links, a link its label */}
          {sections.map((section) => (
            <Fragment key={section.label ?? 'home'}>
              {section.label && (
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt={2}>
                  {LL.nav[section.label]()}
                </Text>
              )}
              {section.items.map((item) => (
                <UnstyledButton
                  key={item.href}
                  component={Link}
                  href={item.href}
                  aria-current={item.href === active ? 'page' : undefined}
                  className="shell-link"
                >
                  <span className="shell-link-label">{LL.nav[item.label]()}</span>
                </UnstyledButton>
              ))}
            </Fragment>
          ))}
        </Box>
      </nav>

      <main className="shell-main">{children}</main>
    </div>
  );
}
