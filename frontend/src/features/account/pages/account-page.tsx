import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { selectIdentity } from '../../auth/index.ts';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { AccountPageLayout } from '../components/account-page-layout.tsx';

// The member's profile, lists and counts need the API layer and their own code: the welcome (the page's largest
// text) shows as soon as the page's frame has loaded, and they follow, their loader in their place meanwhile.
const AccountDashboard = lazy(() => import('../components/account-dashboard.tsx'));

/** /account, the member's dashboard (spec 2.2): the member, an upgrade hint when not paid, open orders and comics. */
export function AccountPage() {
  const identity = useSelector(selectIdentity);
  return (
    <AccountPageLayout title={`Welcome, ${identity?.displayName ?? ''}`.trim()} documentTitle="My account">
      <Suspense fallback={<PageLoader label="Loading your profile…" />}>
        <AccountDashboard />
      </Suspense>
    </AccountPageLayout>
  );
}
