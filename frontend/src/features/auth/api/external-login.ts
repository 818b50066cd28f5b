import {
  ExternalProvidersResponse,
  externalLoginPaths,
  type CommandAccepted,
  type ExternalLinkBody,
  type ExternalRegisterBody,
} from '@certus/contracts';
import { api } from '../../../lib/api.ts';

const externalLoginApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The configured OpenID providers, for the buttons under the login form. */
    getExternalProviders: build.query<ExternalProvidersResponse, void>({
      query: () => externalLoginPaths.providers,
      responseSchema: import.meta.env.DEV ? ExternalProvidersResponse : undefined,
      keepUnusedDataFor: 300,
    }),
    /** /signup: a new account for the e-mail the provider vouched for. */
    registerExternal: build.mutation<CommandAccepted, ExternalRegisterBody>({
      query: (body) => ({ url: externalLoginPaths.register, method: 'POST', body }),
    }),
    /** /signup when an account already uses the e-mail: its password links the external sign-in to it. */
    linkExternal: build.mutation<CommandAccepted, ExternalLinkBody>({
      query: (body) => ({ url: externalLoginPaths.link, method: 'POST', body }),
    }),
  }),
});

export const { useGetExternalProvidersQuery, useRegisterExternalMutation, useLinkExternalMutation } = externalLoginApi;

/** Where the browser goes to start an external sign-in (a full navigation: the provider is another site). */
export function externalLoginStartUrl(provider: string, returnUrl: string | null): string {
  const query = returnUrl ? `?${new URLSearchParams({ returnUrl })}` : '';
  return `${externalLoginPaths.start(encodeURIComponent(provider))}${query}`;
}
