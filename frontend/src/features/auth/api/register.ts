import type { CommandAccepted, RegisterBody } from '@certus/contracts';
import { api } from '../../../lib/api.ts';

const registerApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/account/register: 200 {message} or 400 {message, modelState} (spec 7.1, 5 Forms). */
    register: build.mutation<CommandAccepted, RegisterBody>({
      query: (body) => ({ url: '/api/account/register', method: 'POST', body }),
    }),
  }),
});

export const { useRegisterMutation } = registerApi;
