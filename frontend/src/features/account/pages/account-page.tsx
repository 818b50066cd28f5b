import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { selectDisplayName } from '../../auth/index.ts';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { AccountPageLayout } from '../components/account-page-layout.tsx';
import { useMessages } from '../../region/index.ts';
import { useServerDrawing } from '../../../lib/server-drawing.ts';
import { accountText } from '../account-messages.ts';

// The member's profile, lists and counts need the API layer and their own code: the welcome (the page's largest
// text) shows as soon as the page's frame has loaded, and they follow, their loader in their place meanwhile.
const AccountDashboard = lazy(() => import('../components/account-dashboard.tsx'));

/** /account, the member's dashboard (spec 2.2): the member, an upgrade hint when not paid, open orders and comics. */
export function AccountPage() {
  const displayName = useSelector(selectDisplayName);
  const text = useMessages(accountText);
  const loader = <PageLoader label={text.loadingProfile} />;
  return (
    <AccountPageLayout title={text.welcome(displayName ?? '')} documentTitle={text.myAccount}>
      {/* The server draws the loader itself (a lazy part it cannot wait for), as the browser first draws it. */}
      {useServerDrawing() ? loader : (
        <Suspense fallback={loader}>
          <AccountDashboard />
        </Suspense>
      )}
    </AccountPageLayout>
  );
}
