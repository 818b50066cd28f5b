import { Anchor, Box, Button, Drawer, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link, NavLink } from 'react-router';
import type { Identity } from '../../features/auth/index.ts';
import { accountLinks, editorMenu, publicMenus, staffMenuFor, type NavEntry } from './site-links.ts';
import { NavSearch } from './nav-search.tsx';
import { useLanguage, useMessages } from '../../features/region/index.ts';
import { navLabel, shellMessages } from './shell-messages.ts';
import classes from './app-header.module.css';

/** One group of the drawer: a heading and its links; the current page is bold with a bar (aria-current). */
function DrawerGroup({ label, entries, onTrackOrder }: { label: string; entries: readonly NavEntry[]; onTrackOrder: () => void }) {
  const language = useLanguage();
  const text = useMessages(shellMessages);
  const heading = navLabel(language, label, label);
  return (
    <Box component="section" aria-label={heading.label} lang={heading.lang}>
      <Text component="h2" fw={700} size="sm" mb={4}>
        {heading.label}
      </Text>
      <ul className={classes.drawerList}>
        {entries.map((entry) => (
          <li key={entry.kind === 'link' ? entry.to : entry.kind}>
            {entry.kind === 'link' ? (
              <Anchor component={NavLink} to={entry.to} end className={classes.drawerLink} underline="never" lang={navLabel(language, entry.to, entry.label).lang}>
                {navLabel(language, entry.to, entry.label).label}
              </Anchor>
            ) : (
              <UnstyledButton onClick={onTrackOrder} className={classes.drawerLink}>
                {text.trackOrder}
              </UnstyledButton>
            )}
          </li>
        ))}
      </ul>
    </Box>
  );
}

interface HeaderDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** The signed-in member's name and role; null for a visitor. */
  member: Pick<Identity, 'displayName' | 'role'> | null;
  onTrackOrder: () => void;
  onLogout: () => void;
  signingOut: boolean;
}

/**
 * The narrow-screen navigation: the search and the header's menus as plain link lists. Its own chunk,
 * loaded when the burger is first used, so wide screens never download the drawer.
 */
export function HeaderDrawer({ opened, onClose, member, onTrackOrder, onLogout, signingOut }: HeaderDrawerProps) {
  const staffMenu = staffMenuFor(member?.role);
  const text = useMessages(shellMessages);
  return (
    <Drawer opened={opened} onClose={onClose} title={text.menu} size="xs" padding="md" closeButtonProps={{ 'aria-label': text.closeMenu }}>
      <Stack gap="lg">
        <NavSearch onNavigate={onClose} />
        <nav aria-label={text.mainNav}>
          <Stack gap="lg">
            {publicMenus.map((group) => (
              <DrawerGroup key={group.label} label={group.label} entries={group.entries} onTrackOrder={onTrackOrder} />
            ))}
            {staffMenu ? <DrawerGroup label={staffMenu.label} entries={staffMenu.entries} onTrackOrder={onTrackOrder} /> : null}
            {member?.role === 'editor' ? <DrawerGroup label={editorMenu.label} entries={editorMenu.entries} onTrackOrder={onTrackOrder} /> : null}
            {member ? (
              <DrawerGroup
                label={text.drawerAccount(member.displayName)}
                entries={accountLinks.map((link) => ({ kind: 'link', ...link }))}
                onTrackOrder={onTrackOrder}
              />
            ) : null}
          </Stack>
        </nav>
        {member ? (
          <Button variant="outline" onClick={onLogout} loading={signingOut}>
            {text.logOut}
          </Button>
        ) : (
          <Group grow>
            <Button component={Link} to="/login" variant="outline">
              {text.logIn}
            </Button>
            <Button component={Link} to="/register">
              {text.register}
            </Button>
          </Group>
        )}
      </Stack>
    </Drawer>
  );
}
