// The public face of the account feature: what other features (address book, wallet, rewards, ...) may use.
export { AccountPageLayout, type AccountPageLayoutProps } from './components/account-page-layout.tsx';
export { AccountNav, accountNavItems, currentAccountSection, type AccountNavItem } from './components/account-nav.tsx';
