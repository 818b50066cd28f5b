import { useEffect, useId } from 'react';
import { Button, Collapse, NavLink, Paper } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ChevronDown } from '../../../components/ui/icons.tsx';
import { Link, useLocation } from 'react-router';
import { useMessages } from '../../region/index.ts';
import { accountText } from '../account-messages.ts';

/** One entry of the account area's sub-navigation (spec 2.2 account routes). */
export interface AccountNavItem {
  label: string;
  path: string;
}

/**
 * The account area's sections. Paths are spelled here rather than looked up in app/site-states.ts because
 * features do not import from app (imports flow shared -> features -> app); the route tests keep both in step.
 */
export const accountNavItems: readonly AccountNavItem[] = [
  { label: 'Orders', path: '/account/orders' },
  { label: 'Submission templates', path: '/account/template' },
  { label: 'Graded comics', path: '/account/comics' },
  { label: 'Profile', path: '/account/profile' },
  { label: 'Address book', path: '/account/profile/addressbook' },
  { label: 'Payment methods', path: '/account/profile/payments' },
  { label: 'Settings', path: '/account/profile/settings' },
  { label: 'Rewards', path: '/account/rewards' },
  { label: 'Gift cards', path: '/account/rewards/giftcards' },
  { label: 'Club membership', path: '/account/upgrade' },
  { label: 'Report a problem', path: '/account/problem-report' },
  { label: 'API keys', path: '/account/api' },
];

const within = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * The section a path belongs to: the longest matching prefix, so /account/profile/payments is "Payment
 * methods" (not "Profile") and /account/rewards/history is still "Rewards". Routes match case-insensitively.
 */
export function currentAccountSection(pathname: string): AccountNavItem | undefined {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return accountNavItems
    .filter((item) => within(path, item.path.toLowerCase()))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

/** An item's label in the language read (the catalogue lists them in accountNavItems' order). */
function useNavLabel() {
  const text = useMessages(accountText);
  return (item: AccountNavItem) => text.navLabels[accountNavItems.indexOf(item)] ?? item.label;
}

function NavLinks() {
  const { pathname } = useLocation();
  const current = currentAccountSection(pathname);
  const labelOf = useNavLabel();
  return (
    <>
      {accountNavItems.map((item) => {
        const active = item === current;
        return (
          <NavLink
            key={item.path}
            component={Link}
            to={item.path}
            label={labelOf(item)}
            active={active}
            aria-current={active ? 'page' : undefined}
            fw={active ? 700 : undefined}
            variant="light"
          />
        );
      })}
    </>
  );
}

/**
 * The account sub-navigation; the current section is marked with aria-current (not colour alone). Beside the
 * page on wide screens; on narrow ones (`compact`) one line that opens the list, so the page's own content,
 * not nine links, fills a phone's first screen.
 */
export function AccountNav({ compact = false }: { compact?: boolean }) {
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const current = currentAccountSection(pathname);
  const listId = useId();
  const text = useMessages(accountText);
  const labelOf = useNavLabel();
  // A link followed closes the list: the next page starts with its content again.
  useEffect(close, [pathname, close]);

  if (!compact) {
    return (
      <nav aria-label={text.myAccount}>
        <NavLinks />
      </nav>
    );
  }
  return (
    <nav aria-label={text.myAccount}>
      <Button
        variant="default"
        fullWidth
        justify="space-between"
        rightSection={<span style={{ display: 'inline-flex', transform: opened ? 'rotate(180deg)' : undefined }}><ChevronDown /></span>}
        aria-expanded={opened}
        aria-controls={listId}
        onClick={toggle}
      >
        {current ? text.myAccountSection(labelOf(current)) : text.myAccount}
      </Button>
      <Collapse expanded={opened} keepMounted={false}>
        <Paper id={listId} withBorder radius="sm" mt={4} p={4}>
          <NavLinks />
        </Paper>
      </Collapse>
    </nav>
  );
}
