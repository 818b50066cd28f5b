import { useDeferredValue } from 'react';
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
import { useDashboardComics, useDashboardCounts, useDashboardOrders, useDashboardReadsStarted } from '../hooks/use-dashboard-lists.ts';
import { BoxIcon, SlabIcon } from '../../../components/ui/icons.tsx';
import { useMemberProfile } from '../hooks/use-member-profile.ts';
import { useMessages } from '../../region/index.ts';
import { accountText } from '../account-messages.ts';

/** The counts, once they come: their own subscription. */
function CountsSection() {
  const counts = useDashboardCounts();
  return counts ? <DashboardCounts counts={counts} /> : null;
}

/** Up to 10 open orders, with where to start when there are none. */
function OpenOrdersPanel() {
  const orders = useDashboardOrders();
  const text = useMessages(accountText);
  return (
    <DashboardPanel
      title={text.openOrders}
      emptyIcon={BoxIcon}
      load={orders.load}
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
      {orders.items.length > 0 ? <OpenOrdersList orders={orders.items} /> : null}
    </DashboardPanel>
  );
}

/** Up to 20 graded comics. */
function GradedComicsPanel() {
  const comics = useDashboardComics();
  const text = useMessages(accountText);
  return (
    <DashboardPanel
      title={text.gradedComics}
      emptyIcon={SlabIcon}
      empty={text.comicsEmpty}
      load={comics.load}
      more={{ to: '/account/comics', label: text.seeAllComics }}
    >
      {comics.items.length > 0 ? <ComicLinksList comics={comics.items} /> : null}
    </DashboardPanel>
  );
}

/**
 * What the dashboard shows below its heading (spec 2.2): the member, an upgrade hint when not paid, open orders
 * and comics. Its own chunk, with the API layer and the lists' code: the heading shows without them. Each list
 * is a section of its own that reads its own data, so one answer redraws one section.
 */
export default function AccountDashboard() {
  const state = useMemberProfile();
  // The profile's answer mounts the whole dashboard. Redux's update is a synchronous render (one long task on a
  // phone: issue [2/7]); the deferred member is drawn in a transition, which yields to the browser as it goes.
  // The loader stays until then.
  const member = useDeferredValue(state.profile?.member);
  const drawing = !member && state.profile !== undefined;
  useDashboardReadsStarted();

  return (
    <>
      <ProfileLoadState state={drawing ? { ...state, loading: true } : state} />
      {member ? (
        <Stack gap="lg">
          {/* Spec 6: paid means any membership other than Free; spec 4: renewal offered under 15 days. */}
          {isPaidMembership(member.membership) ? <MembershipExpiryAlert member={member} /> : <UpgradeHint />}
          <MemberSummary member={member} />
          <CountsSection />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <OpenOrdersPanel />
            <GradedComicsPanel />
          </SimpleGrid>
        </Stack>
      ) : null}
    </>
  );
}
