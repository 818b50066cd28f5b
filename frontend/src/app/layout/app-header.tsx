import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Anchor, Box, Burger, Button, Container, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useAppSelector } from '../hooks.ts';
import { selectIdentity, type Identity } from '../../features/auth/index.ts';
import { useLogoutMutation } from '../../features/auth/api/logout.ts';
import { selectRegionProfile } from '../../features/region/index.ts';
import { accountLinks, currentLink, isAt, publicMenus, staffMenu, type NavEntry, type NavGroup } from './site-links.ts';
import { NavSearch } from './nav-search.tsx';
import { RegionSwitch } from './region-switch.tsx';
import { ChevronDownIcon } from './icons.tsx';
import classes from './app-header.module.css';

// The drawer (narrow screens) and the tracker form are loaded when first wanted: with their Modal, focus trap
// and scroll lock they would otherwise weigh on every page's first load.
const loadDrawer = () => import('./header-drawer.tsx');
const HeaderDrawer = lazy(async () => ({ default: (await loadDrawer()).HeaderDrawer }));
const loadTracker = () => import('./track-order-dialog.tsx');
const TrackOrderDialog = lazy(async () => ({ default: (await loadTracker()).TrackOrderDialog }));

// - Rendered in place, not in a portal: the dropdown stays inside its landmark and follows its trigger in
//   the tab order.
// - No initial-focus placeholder: it is a non-item child of role="menu" (axe aria-required-children).
// - The header scrolls away with the page, and its dropdowns with it, so hiding a dropdown whose target left
//   the view (Mantine's hideDetached) buys nothing; it also hides every dropdown where nothing has a layout.
const menuProps = { offset: 4, shadow: 'md', withinPortal: false, withInitialFocusPlaceholder: false, hideDetached: false } as const;

const entryLinks = (entries: readonly NavEntry[]) => entries.flatMap((entry) => (entry.kind === 'link' ? [entry] : []));

/** The group's entry the visitor is at, if any (the tracker counts for its form). */
function isGroupActive(group: NavGroup, pathname: string) {
  return group.entries.some((entry) => (entry.kind === 'link' ? isAt(pathname, entry.to, false) : isAt(pathname, '/tracker', false)));
}

interface NavMenuProps {
  group: NavGroup;
  pathname: string;
  /** Opens the tracker form; focus comes back to this menu's trigger when the form closes. */
  onTrackOrder: (returnFocusTo: HTMLElement | null) => void;
}

/** A public or staff menu. Active entries are bold with a bar (not colour alone, WCAG 1.4.1) and carry aria-current. */
function NavMenu({ group, pathname, onTrackOrder }: NavMenuProps) {
  const current = currentLink(pathname, entryLinks(group.entries));
  const targetRef = useRef<HTMLButtonElement>(null);
  const hasTracker = group.entries.some((entry) => entry.kind === 'track-order');
  return (
    <Menu position="bottom-start" {...menuProps} onOpen={hasTracker ? () => void loadTracker() : undefined}>
      <Menu.Target>
        <UnstyledButton ref={targetRef} className={classes.menuTarget} data-active={isGroupActive(group, pathname) || undefined}>
          {group.label}
          <ChevronDownIcon />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {group.entries.map((entry) =>
          entry.kind === 'link' ? (
            <Menu.Item
              key={entry.to}
              component={Link}
              to={entry.to}
              className={classes.menuItem}
              aria-current={entry === current ? 'page' : undefined}
            >
              {entry.label}
            </Menu.Item>
          ) : (
            <Menu.Item key={entry.kind} onClick={() => onTrackOrder(targetRef.current)} className={classes.menuItem}>
              {entry.label}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

function AccountMenu({ identity, pathname, onLogout }: { identity: Identity; pathname: string; onLogout: () => void }) {
  const current = currentLink(pathname, accountLinks);
  return (
    <Menu position="bottom-end" {...menuProps}>
      <Menu.Target>
        <UnstyledButton
          className={classes.menuTarget}
          data-active={current ? true : undefined}
          aria-label={`Account menu, signed in as ${identity.displayName}`}
        >
          <span data-testid="signed-in-as">{identity.displayName}</span>
          <ChevronDownIcon />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {accountLinks.map((link) => (
          <Menu.Item
            key={link.to}
            component={Link}
            to={link.to}
            className={classes.menuItem}
            aria-current={link === current ? 'page' : undefined}
          >
            {link.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item onClick={onLogout} className={classes.menuItem}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export function AppHeader() {
  const identity = useAppSelector(selectIdentity);
  const office = useAppSelector(selectRegionProfile).office;
  const [logout, { isLoading: signingOut }] = useLogoutMutation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [trackerOpened, tracker] = useDisclosure(false);
  // Mounted from the first opening on, so the closing transition can play.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const [trackerWanted, setTrackerWanted] = useState(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const trackerReturnFocus = useRef<HTMLElement | null>(null);

  // Any navigation (a link, the search, the tracker) closes the drawer.
  const closeDrawer = drawer.close;
  useEffect(() => closeDrawer(), [pathname, closeDrawer]);

  const onLogout = async () => {
    drawer.close();
    await logout();
    navigate('/login'); // spec 2.5: after logout go to /login
  };

  const openTracker = (returnFocusTo: HTMLElement | null) => {
    trackerReturnFocus.current = returnFocusTo;
    drawer.close();
    setTrackerWanted(true);
    tracker.open();
  };

  const toggleDrawer = () => {
    setDrawerWanted(true);
    drawer.toggle();
  };

  const isWorker = identity?.role === 'worker';

  return (
    <Box component="header" className={classes.header}>
      <div className={classes.topBar}>
        <Container size="lg" className={classes.topBarInner}>
          <Text size="sm">
            <span className={classes.callPrompt}>Questions? Call </span>
            <Anchor href={`tel:${office.phone.replace(/[^\d+]/g, '')}`} c="inherit" fw={600}>
              {office.phone}
            </Anchor>
          </Text>
          <RegionSwitch />
        </Container>
      </div>
      <Container size="lg" className={classes.inner}>
        <Burger
          ref={burgerRef}
          opened={drawerOpened}
          onClick={toggleDrawer}
          onPointerEnter={() => void loadDrawer()}
          hiddenFrom="md"
          size="sm"
          aria-label="Open navigation"
          aria-expanded={drawerOpened}
        />
        <Anchor component={Link} to="/" className={classes.brand} underline="never" aria-label="Certus home">
          Certus
        </Anchor>
        <Group component="nav" aria-label="Main" gap={4} visibleFrom="md" wrap="nowrap">
          {publicMenus.map((group) => (
            <NavMenu key={group.label} group={group} pathname={pathname} onTrackOrder={openTracker} />
          ))}
          {isWorker ? <NavMenu group={staffMenu} pathname={pathname} onTrackOrder={openTracker} /> : null}
        </Group>
        <NavSearch className={classes.headerSearch} />
        <Group gap="sm" visibleFrom="md" wrap="nowrap" className={classes.session}>
          {identity ? (
            <>
              <AccountMenu identity={identity} pathname={pathname} onLogout={onLogout} />
              <Button variant="outline" size="xs" onClick={onLogout} loading={signingOut}>
                Log out
              </Button>
            </>
          ) : (
            <>
              <Anchor component={NavLink} to="/login" end className={classes.link} underline="never">
                Log in
              </Anchor>
              <Button component={Link} to="/register" size="xs">
                Register
              </Button>
            </>
          )}
        </Group>
      </Container>

      {drawerWanted ? (
        <Suspense fallback={null}>
          <HeaderDrawer
            opened={drawerOpened}
            onClose={drawer.close}
            identity={identity}
            onTrackOrder={() => openTracker(burgerRef.current)}
            onLogout={onLogout}
            signingOut={signingOut}
          />
        </Suspense>
      ) : null}
      {trackerWanted ? (
        <Suspense fallback={null}>
          <TrackOrderDialog opened={trackerOpened} onClose={tracker.close} returnFocusTo={() => trackerReturnFocus.current} />
        </Suspense>
      ) : null}
    </Box>
  );
}
