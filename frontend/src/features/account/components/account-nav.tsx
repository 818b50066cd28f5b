import { NavLink, ScrollArea } from '@mantine/core';
import { Link, useLocation } from 'react-router';

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
  { label: 'Graded comics', path: '/account/comics' },
  { label: 'Profile', path: '/account/profile' },
  { label: 'Address book', path: '/account/profile/addressbook' },
  { label: 'Payment methods', path: '/account/profile/payments' },
  { label: 'Settings', path: '/account/profile/settings' },
  { label: 'Rewards', path: '/account/rewards' },
  { label: 'Gift cards', path: '/account/rewards/giftcards' },
  { label: 'Club membership', path: '/account/upgrade' },
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

/** The account sub-navigation; the current section is marked with aria-current (not colour alone). */
export function AccountNav() {
  const { pathname } = useLocation();
  const current = currentAccountSection(pathname);
  return (
    <nav aria-label="My account">
      <ScrollArea type="never">
        {accountNavItems.map((item) => {
          const active = item === current;
          return (
            <NavLink
              key={item.path}
              component={Link}
              to={item.path}
              label={item.label}
              active={active}
              aria-current={active ? 'page' : undefined}
              fw={active ? 700 : undefined}
              variant="light"
            />
          );
        })}
      </ScrollArea>
    </nav>
  );
}
