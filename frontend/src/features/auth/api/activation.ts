import type { ActivateBody, CommandAccepted, ResendActivationBody } from '@certus/contracts';
import { api } from '../../../lib/api.ts';

const activationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/users/activate with the code from the activation mail. */
    activate: build.mutation<CommandAccepted, ActivateBody>({
      query: (body) => ({ url: '/api/users/activate', method: 'POST', body }),
    }),
    /** POST /api/users/resend/activate: a fresh activation link, behind the bot check. */
    resendActivation: build.mutation<CommandAccepted, ResendActivationBody>({
      query: (body) => ({ url: '/api/users/resend/activate', method: 'POST', body }),
    }),
  }),
});

export const { useActivateMutation, useResendActivationMutation } = activationApi;
export const { activate } = activationApi.endpoints;
