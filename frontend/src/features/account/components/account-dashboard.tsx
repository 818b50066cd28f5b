import { Anchor, SimpleGrid, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { isPaidMembership } from '@certus/contracts';
import { MembershipExpiryAlert } from '../../membership/index.ts';
import { ComicLinksList } from '../../comics/index.ts';
import { OpenOrdersList } from '../../orders/index.ts';
import { DashboardCounts } from './dashboard-counts.tsx';
import { DashboardPanel } from './dashboard-panel.tsx';
import { MemberSummary } from './member-summary.tsx';
import { ProfileLoadState } from './profile-load-state.tsx';
import { UpgradeHint } from './upgrade-hint.tsx';
import { useDashboardLists } from '../hooks/use-dashboard-lists.ts';
import { BoxIcon, SlabIcon } from '../../../components/ui/icons.tsx';
import { useMemberProfile } from '../hooks/use-member-profile.ts';
import { useMessages } from '../../region/index.ts';
import { accountText } from '../account-messages.ts';

/**
 * What the dashboard shows below its heading (spec 2.2): the member, an upgrade hint when not paid, open orders
 * and comics. Its own chunk, with the API layer and the lists' code: the heading shows without them.
 */
export default function AccountDashboard() {
  const state = useMemberProfile();
  const member = state.profile?.member;
  const lists = useDashboardLists();
  const text = useMessages(accountText);

  return (
    <>
      <ProfileLoadState state={state} />
      {member ? (
        <Stack gap="lg">
          {/* Spec 6: paid means any membership other than Free; spec 4: renewal offered under 15 days. */}
          {isPaidMembership(member.membership) ? <MembershipExpiryAlert member={member} /> : <UpgradeHint />}
          <MemberSummary member={member} />
          {lists.counts ? <DashboardCounts counts={lists.counts} /> : null}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <DashboardPanel
              title={text.openOrders}
              emptyIcon={BoxIcon}
              load={lists.orders.load}
              more={{ to: '/account/orders', label: text.seeAllOrders }}
              empty={
                <>
                  {text.ordersEmpty}{' '}
                  <Anchor component={Link} to="/submit">
                    {text.submitBooks}
                  </Anchor>
                </>
              }
            >
              {lists.orders.items.length > 0 ? <OpenOrdersList orders={lists.orders.items} /> : null}
            </DashboardPanel>
            <DashboardPanel
              title={text.gradedComics}
              emptyIcon={SlabIcon}
              empty={text.comicsEmpty}
              load={lists.comics.load}
              more={{ to: '/account/comics', label: text.seeAllComics }}
            >
              {lists.comics.items.length > 0 ? <ComicLinksList comics={lists.comics.items} /> : null}
            </DashboardPanel>
          </SimpleGrid>
        </Stack>
      ) : null}
    </>
  );
}
