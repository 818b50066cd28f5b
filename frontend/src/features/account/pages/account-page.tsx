import { Anchor, SimpleGrid, Stack } from '@mantine/core';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { isPaidMembership } from '@certus/contracts';
import { selectIdentity } from '../../auth/index.ts';
import { MembershipExpiryAlert } from '../../membership/index.ts';
import { ComicLinksList } from '../../comics/index.ts';
import { OpenOrdersList } from '../../orders/index.ts';
import { AccountPageLayout } from '../components/account-page-layout.tsx';
import { DashboardCounts } from '../components/dashboard-counts.tsx';
import { DashboardPanel } from '../components/dashboard-panel.tsx';
import { MemberSummary } from '../components/member-summary.tsx';
import { ProfileLoadState } from '../components/profile-load-state.tsx';
import { UpgradeHint } from '../components/upgrade-hint.tsx';
import { useDashboardLists } from '../hooks/use-dashboard-lists.ts';
import { BoxIcon, SlabIcon } from '../../../components/ui/icons.tsx';
import { useMemberProfile } from '../hooks/use-member-profile.ts';

/** /account, the member's dashboard (spec 2.2): the member, an upgrade hint when not paid, open orders and comics. */
export function AccountPage() {
  const identity = useSelector(selectIdentity);
  const state = useMemberProfile();
  const member = state.profile?.member;
  const lists = useDashboardLists();

  return (
    <AccountPageLayout title={`Welcome, ${identity?.displayName ?? ''}`.trim()} documentTitle="My account">
      <ProfileLoadState state={state} />
      {member ? (
        <Stack gap="lg">
          {/* Spec 6: paid means any membership other than Free; spec 4: renewal offered under 15 days. */}
          {isPaidMembership(member.membership) ? <MembershipExpiryAlert member={member} /> : <UpgradeHint />}
          <MemberSummary member={member} />
          {lists.counts ? <DashboardCounts counts={lists.counts} /> : null}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <DashboardPanel
              title="Open orders"
              emptyIcon={BoxIcon}
              load={lists.orders.load}
              more={{ to: '/account/orders', label: 'See all your orders' }}
              empty={
                <>
                  Your open orders appear here once you submit books for grading.{' '}
                  <Anchor component={Link} to="/submit">
                    Submit books
                  </Anchor>
                </>
              }
            >
              {lists.orders.items.length > 0 ? <OpenOrdersList orders={lists.orders.items} /> : null}
            </DashboardPanel>
            <DashboardPanel
              title="Graded comics"
              emptyIcon={SlabIcon}
              empty="Your graded comics appear here once books you submitted have been graded."
              load={lists.comics.load}
              more={{ to: '/account/comics', label: 'See all your comics' }}
            >
              {lists.comics.items.length > 0 ? <ComicLinksList comics={lists.comics.items} /> : null}
            </DashboardPanel>
          </SimpleGrid>
        </Stack>
      ) : null}
    </AccountPageLayout>
  );
}
