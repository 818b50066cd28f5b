import type { CommandAccepted, RecoverBody, ResetPasswordBody } from '@certus/contracts';
import { api } from '../../../lib/api.ts';

const passwordRecoveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/account/recover: mails a reset link, behind the bot check (spec 4 Password recovery). */
    recoverPassword: build.mutation<CommandAccepted, RecoverBody>({
      query: (body) => ({ url: '/api/account/recover', method: 'POST', body }),
    }),
    /** POST /api/account/resetPassword with the e-mail and token of the link. */
    resetPassword: build.mutation<CommandAccepted, ResetPasswordBody>({
      query: (body) => ({ url: '/api/account/resetPassword', method: 'POST', body }),
    }),
  }),
});

export const { useRecoverPasswordMutation, useResetPasswordMutation } = passwordRecoveryApi;
