import { createElement, useEffect, useMemo } from 'react';
import { useStore } from 'react-redux';
import { createActor, fromPromise } from 'xstate';
import { useSelector } from '@xstate/react';
import type { UserProfileResponse } from '@certus/contracts';
import type { AppDispatch, RootState } from '../../../app/store.ts';
import { notifyError } from '../../../components/ui/toast.ts';
import { useGetUserProfileQuery } from '../../account/api/get-user-profile.ts';
import { localToday, useSubmissionCart } from '../../submission/index.ts';
import { checkoutEndpoints, useGetCheckoutDataQuery } from '../api/checkout-api.ts';
import type { CheckoutMember } from '../machine/checkout-context.ts';
import { SUBMIT_FALLBACK_MESSAGE, checkoutMachine, type CheckoutActor } from '../machine/checkout-machine.ts';
import { checkoutMessages } from '../checkout-messages.ts';

/** Spec 8 'Order submit failure: toast with the server message'. */
export const SUBMIT_FAILURE_TITLE = 'Your order was not submitted';

type Store = { dispatch: AppDispatch; getState: () => RootState };

/**
 * One checkout actor per store: the checkout pages are separate routes, and the machine (its step, its rate
 * quote, the idempotency key of the attempt) must outlive each of them. A reload starts a new one, which
 * resumes from the cart kept in local storage.
 */
const actors = new WeakMap<object, CheckoutActor>();

function checkoutActorFor(store: Store): CheckoutActor {
  const known = actors.get(store);
  if (known) return known;
  const { dispatch } = store;
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        fetchRates: fromPromise(({ input }) => dispatch(checkoutEndpoints.fetchShippingRates.initiate(input)).unwrap()),
        lookUpPromo: fromPromise(({ input }: { input: { code: string } }) =>
          dispatch(checkoutEndpoints.lookUpPromo.initiate(input.code, { subscribe: false, forceRefetch: true })).unwrap(),
        ),
        submitOrder: fromPromise(({ input }) => dispatch(checkoutEndpoints.submitOrder.initiate(input)).unwrap()),
      },
      actions: {
        persistCart: (_, { action }) => void dispatch(action),
        notifySubmitFailure: (_, { message }) => {
          // In the language read when it fails; the server's sentence as sent (only the fallback is ours).
          const t = checkoutMessages[store.getState().region.language];
          const said = message === SUBMIT_FALLBACK_MESSAGE ? t.submitFallback : t === checkoutMessages.en ? message : createElement('span', { lang: 'en' }, message);
          void notifyError(t.submitFailureTitle, said);
        },
      },
    }),
    { input: { today: localToday() } },
  ).start();
  actors.set(store, actor);
  return actor;
}

/** What the machine needs of GET /api/userprofile. */
function checkoutMemberOf(profile: UserProfileResponse): CheckoutMember {
  const { member } = profile;
  return {
    id: member.id,
    membership: member.membership,
    isWelcomePromo: member.isWelcomePromo,
    rewardsAvailableCents: profile.rewards.availableCents,
    accounts: { fedExAccount: member.fedExAccount, upsAccount: member.upsAccount, dhlAccount: member.dhlAccount },
    addresses: profile.addresses,
    payMethods: profile.payMethods,
  };
}

/**
 * The checkout of this store, fed with the stored cart, its catalogue, the member's profile and the checkout
 * data as they load or change. Returns the actor and whether loading failed.
 */
export function useCheckout() {
  const store = useStore<RootState>() as Store;
  const actor = checkoutActorFor(store);
  const submission = useSubmissionCart();
  const profile = useGetUserProfileQuery();
  const checkoutData = useGetCheckoutDataQuery();
  const member = useMemo(() => (profile.data ? checkoutMemberOf(profile.data) : undefined), [profile.data]);

  // submitData is known only once the stored cart is loaded and fits its catalogue: then the cart is the member's.
  const { cart, submitData } = submission;
  useEffect(() => {
    actor.send({ type: 'SYNC', ...(submitData ? { cart, catalogue: submitData } : {}), ...(member ? { member } : {}), ...(checkoutData.data ? { checkoutData: checkoutData.data } : {}) });
  }, [actor, cart, submitData, member, checkoutData.data]);

  const failed = submission.isError || (profile.isError && !profile.data);
  return {
    actor,
    failed,
    retry: () => {
      submission.retry();
      if (profile.isError) void profile.refetch();
    },
    retrying: submission.retrying || profile.isFetching,
  };
}

export const useCheckoutSnapshot = (actor: CheckoutActor) => useSelector(actor, (snapshot) => snapshot);
