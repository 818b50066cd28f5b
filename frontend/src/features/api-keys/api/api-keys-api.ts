import {
  ApiKeyCreatedResponse,
  ApiKeyList,
  CommandAccepted,
  apiKeyPaths,
  type CreateApiKeyBody,
  type RenameApiKeyBody,
} from '@certus/contracts';
import { api } from '../../../lib/api.ts';

/** The member's keys; every change refreshes them (its answer's position makes the refetch wait for the read model). */
const KEYS = { type: 'Member', id: 'API_KEYS' } as const;

const apiKeysApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/userprofile/apikeys: the member's keys, newest first, with their calls today. */
    getApiKeys: build.query<ApiKeyList, void>({
      query: () => apiKeyPaths.keys,
      responseSchema: import.meta.env.DEV ? ApiKeyList : undefined,
      providesTags: [KEYS],
    }),
    /** POST /api/userprofile/apikeys: the answer holds the key's secret, the only time it is ever sent. */
    createApiKey: build.mutation<ApiKeyCreatedResponse, CreateApiKeyBody>({
      query: (body) => ({ url: apiKeyPaths.keys, method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? ApiKeyCreatedResponse : undefined,
      invalidatesTags: [KEYS],
    }),
    renameApiKey: build.mutation<CommandAccepted, { keyId: string } & RenameApiKeyBody>({
      query: ({ keyId, name }) => ({ url: apiKeyPaths.rename(keyId), method: 'POST', body: { name } }),
      responseSchema: import.meta.env.DEV ? CommandAccepted : undefined,
      invalidatesTags: [KEYS],
    }),
    revokeApiKey: build.mutation<CommandAccepted, string>({
      query: (keyId) => ({ url: apiKeyPaths.revoke(keyId), method: 'POST' }),
      responseSchema: import.meta.env.DEV ? CommandAccepted : undefined,
      invalidatesTags: [KEYS],
    }),
  }),
});

export const { useGetApiKeysQuery, useCreateApiKeyMutation, useRenameApiKeyMutation, useRevokeApiKeyMutation } = apiKeysApi;
