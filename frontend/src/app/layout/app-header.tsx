import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ActionIcon, Anchor, Box, Burger, Button, Container, Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useAppSelector } from '../hooks.ts';
import { selectDisplayName, selectRole } from '../../features/auth/index.ts';
import { selectRegionProfile, useLanguage, useMessages, type Language } from '../../features/region/index.ts';
import { accountLinks, currentLink, editorMenu, isAt, publicMenus, staffMenuFor, type NavEntry, type NavGroup, type SiteLink } from './site-links.ts';
import { NavDisclosure } from './nav-disclosure.tsx';
import { NavSearch } from './nav-search.tsx';
import { SearchIcon } from './icons.tsx';
import { useNarrowScreen } from '../../components/ui/use-narrow-screen.ts';
import { RegionSwitch } from './region-switch.tsx';
import { LogoMark } from './logo-mark.tsx';
import { useLogoutOnDemand } from './use-logout-on-demand.ts';
import { useCloseOnNavigation } from './use-close-on-navigation.ts';
import { useInertUntilLive } from '../../lib/server-drawing.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { linkLabel, navLabel, shellMessages } from './shell-messages.ts';
import classes from './app-header.module.css';

// The drawer (narrow screens) and the tracker form are loaded when first wanted: with their Modal, focus trap
// and scroll lock they would otherwise weigh on every page's first load. For the same reason the header's
// groups are disclosures positioned by CSS (nav-disclosure.tsx), not Mantine menus with floating-ui.
const loadDrawer = () => import('./header-drawer.tsx');
const HeaderDrawer = lazy(async () => ({ default: (await loadDrawer()).HeaderDrawer }));
const loadTracker = () => import('./track-order-dialog.tsx');
const TrackOrderDialog = lazy(async () => ({ default: (await loadTracker()).TrackOrderDialog }));

const entryLinks = (entries: readonly NavEntry[]) => entries.flatMap((entry) => (entry.kind === 'link' ? [entry] : []));

/** The group's entry the visitor is at, if any (the tracker counts for its form). */
function isGroupActive(group: NavGroup, pathname: string) {
  return group.entries.some((entry) => (entry.kind === 'link' ? isAt(pathname, entry.to, false) : isAt(pathname, '/tracker', false)));
}

/** Which header group is open: at most one at a time. */
interface OpenState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A link of a group; the page the visitor is at is bold with a bar (not colour alone, WCAG 1.4.1) and aria-current. */
function GroupLink({ link, current, language }: { link: SiteLink; current: SiteLink | undefined; language: Language }) {
  const { label, lang } = linkLabel(language, link);
  return (
    <li>
      <Link to={link.to} className={classes.disclosureItem} aria-current={link === current ? 'page' : undefined} lang={lang}>
        {label}
      </Link>
    </li>
  );
}

interface NavMenuProps extends OpenState {
  group: NavGroup;
  pathname: string;
  /** Opens the tracker form; focus comes back to this group's button when the form closes. */
  onTrackOrder: (returnFocusTo: HTMLElement | null) => void;
}

/** A public or the staff group. */
function NavMenu({ group, pathname, onTrackOrder, open, onOpenChange }: NavMenuProps) {
  const language = useLanguage();
  const text = useMessages(shellMessages);
  const groupName = navLabel(language, group.label, group.label);
  const current = currentLink(pathname, entryLinks(group.entries));
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hasTracker = group.entries.some((entry) => entry.kind === 'track-order');
  const inert = useInertUntilLive();
  useEffect(() => {
    if (open && hasTracker) void loadTracker();
  }, [open, hasTracker]);
  return (
    <NavDisclosure
      label={<span lang={groupName.lang}>{groupName.label}</span>}
      open={open}
      onOpenChange={onOpenChange}
      active={isGroupActive(group, pathname)}
      buttonRef={buttonRef}
    >
      {group.entries.map((entry) =>
        entry.kind === 'link' ? (
          <GroupLink key={entry.to} link={entry} current={current} language={language} />
        ) : (
          <li key={entry.kind}>
            <UnstyledButton className={classes.disclosureItem} inert={inert} onClick={() => onTrackOrder(buttonRef.current)}>
              {text.trackOrder}
            </UnstyledButton>
          </li>
        ),
      )}
    </NavDisclosure>
  );
}

/** The member area's pages; logging out is the button next to it. */
function AccountMenu({ displayName, pathname, open, onOpenChange }: OpenState & { displayName: string; pathname: string }) {
  const language = useLanguage();
  const text = useMessages(shellMessages);
  const current = currentLink(pathname, accountLinks);
  return (
    <NavDisclosure
      label={<span data-testid="signed-in-as">{displayName}</span>}
      ariaLabel={text.accountMenuSignedInAs(displayName)}
      open={open}
      onOpenChange={onOpenChange}
      active={current !== undefined}
      align="end"
    >
      {accountLinks.map((link) => (
        <GroupLink key={link.to} link={link} current={current} language={language} />
      ))}
    </NavDisclosure>
  );
}

export function AppHeader() {
  const text = useMessages(shellMessages);
  // The name and role, not the whole sign-in: once the page the server drew is hydrated, the tab's own sign-in
  // takes the place of the one it was drawn for, and the header (the site's largest part) stays as it is.
  const displayName = useAppSelector(selectDisplayName);
  const role = useAppSelector(selectRole);
  const member = useMemo(() => (displayName === null || role === null ? null : { displayName, role }), [displayName, role]);
  const office = useAppSelector(selectRegionProfile).office;
  const [logout, { isLoading: signingOut }] = useLogoutOnDemand();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [trackerOpened, tracker] = useDisclosure(false);
  // Mounted from the first opening on, so the closing transition can play.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const [trackerWanted, setTrackerWanted] = useState(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const inert = useInertUntilLive();
  const trackerReturnFocus = useRef<HTMLElement | null>(null);

  // The header group that is open, by label: opening one closes the other.
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const groupState = (key: string): OpenState => ({
    open: openGroup === key,
    onOpenChange: (open) => setOpenGroup((now) => (open ? key : now === key ? null : now)),
  });

  // Going to another page (a link, the search, the tracker, Back) closes the drawer and the open group.
  useCloseOnNavigation(drawerOpened, drawer.close);
  useCloseOnNavigation(openGroup !== null, () => setOpenGroup(null));

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

  const staffMenu = staffMenuFor(role ?? undefined);
  const isEditor = role === 'editor';
  // Below md the menus go into the drawer; below sm the search field leaves the bar for a row opened on demand.
  const compact = useNarrowScreen('md');
  const phone = useNarrowScreen('sm');
  const [searchOpened, search] = useDisclosure(false);
  const searchRowId = useId();
  useCloseOnNavigation(searchOpened, search.close);

  return (
    <Box component="header" className={classes.header}>
      <div className={classes.topBar}>
        <Container size="lg" className={classes.topBarInner}>
          <Text size="sm">
            <span className={classes.callPrompt}>{text.questionsCall}</span>
            <Anchor href={`tel:${office.phone.replace(/[^\d+]/g, '')}`} c="inherit" fw={600} className={classes.phoneNumber}>
              {office.phone}
            </Anchor>
          </Text>
          <div className={classes.siteChoices}>
            <LanguageSwitch />
            <RegionSwitch />
          </div>
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
          inert={inert}
          aria-label={text.openNavigation}
          aria-expanded={drawerOpened}
        />
        <Anchor component={Link} to="/" className={classes.brand} underline="never" aria-label={text.home}>
          <LogoMark />
          Certus
        </Anchor>
        <Group component="nav" aria-label={text.mainNav} gap={4} visibleFrom="md" wrap="nowrap">
          {publicMenus.map((group) => (
            <NavMenu key={group.label} group={group} pathname={pathname} onTrackOrder={openTracker} {...groupState(group.label)} />
          ))}
          {staffMenu ? <NavMenu group={staffMenu} pathname={pathname} onTrackOrder={openTracker} {...groupState(staffMenu.label)} /> : null}
          {isEditor ? <NavMenu group={editorMenu} pathname={pathname} onTrackOrder={openTracker} {...groupState(editorMenu.label)} /> : null}
        </Group>
        {phone ? null : <NavSearch className={classes.headerSearch} />}
        {compact ? (
          // On a phone or small tablet the search and the way in stay in the bar, not only in the drawer.
          <Group gap={6} wrap="nowrap" className={classes.compactSession}>
            {phone ? (
              <ActionIcon
                variant="subtle"
                color="ink"
                size="lg"
                aria-label={text.openSearch}
                inert={inert}
                aria-expanded={searchOpened}
                aria-controls={searchRowId}
                onClick={search.toggle}
              >
                <SearchIcon size={20} />
              </ActionIcon>
            ) : null}
            {member ? (
              <Button component={Link} to="/account" variant="default" size="xs" aria-label={text.myAccountSignedInAs(member.displayName)}>
                {text.myAccount}
              </Button>
            ) : (
              <Button component={Link} to="/login" variant="outline" size="xs">
                {text.logIn}
              </Button>
            )}
          </Group>
        ) : null}
        {compact ? null : (
          <Group gap="sm" visibleFrom="md" wrap="nowrap" className={classes.session}>
            {member ? (
              <>
                <nav aria-label={text.accountNav}>
                  <AccountMenu displayName={member.displayName} pathname={pathname} {...groupState('account')} />
                </nav>
                <Button variant="outline" size="xs" onClick={onLogout} loading={signingOut}>
                  {text.logOut}
                </Button>
              </>
            ) : (
              <>
                <Anchor component={NavLink} to="/login" end className={classes.link} underline="never">
                  {text.logIn}
                </Anchor>
                <Button component={Link} to="/register" size="xs">
                  {text.register}
                </Button>
              </>
            )}
          </Group>
        )}
      </Container>
      {phone && searchOpened ? (
        <Container size="lg" id={searchRowId} className={classes.searchRow}>
          <NavSearch onNavigate={search.close} autoFocus />
        </Container>
      ) : null}

      {drawerWanted ? (
        <Suspense fallback={null}>
          <HeaderDrawer
            opened={drawerOpened}
            onClose={drawer.close}
            member={member}
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
