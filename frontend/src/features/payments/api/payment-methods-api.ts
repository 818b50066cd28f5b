import {
  UserProfileResponse,
  paymentMethodPaths,
  type AddBankAccountBody,
  type AddCardBody,
  type ChooseDefaultPaymentMethodBody,
  type CommandAccepted,
  type PaymentMethodSaved,
  type PaymentMethodView,
} from '@certus/contracts';
import { api } from '../../../lib/api.ts';

/** The wallet is part of the member's profile: a save or delete refreshes the profile's reads. */
const PROFILE = { type: 'Member', id: 'ME' } as const;

export type SavePaymentMethodBody = AddCardBody | AddBankAccountBody | ChooseDefaultPaymentMethodBody;

const paymentMethodsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The payment methods of GET /api/userprofile (spec 7.2), default first. */
    getPaymentMethods: build.query<PaymentMethodView[], void>({
      query: () => '/api/userprofile',
      rawResponseSchema: UserProfileResponse,
      transformResponse: (profile: UserProfileResponse) => profile.payMethods,
      providesTags: [PROFILE],
    }),
    /**
     * POST /api/userprofile/paymethod: add a card or a bank account, or make a saved one the default (body
     * with its id). The answer's position makes the refetch that follows wait for the read model to include it.
     */
    savePaymentMethod: build.mutation<PaymentMethodSaved, SavePaymentMethodBody>({
      query: (body) => ({ url: paymentMethodPaths.save, method: 'POST', body }),
      invalidatesTags: [PROFILE],
    }),
    /** DELETE /api/userprofile/paymethod/{id} */
    deletePaymentMethod: build.mutation<CommandAccepted, string>({
      query: (id) => ({ url: paymentMethodPaths.remove(id), method: 'DELETE' }),
      invalidatesTags: [PROFILE],
    }),
  }),
});

export const { useGetPaymentMethodsQuery, useSavePaymentMethodMutation, useDeletePaymentMethodMutation } = paymentMethodsApi;
