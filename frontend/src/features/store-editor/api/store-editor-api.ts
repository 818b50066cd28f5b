import {
  EDITOR_STORES_PATH,
  EditorStoresResponse,
  editorStorePath,
  editorStorePublishPath,
  editorStoreWithdrawPath,
  type CommandAccepted,
  type StoreBody,
  type StoreSaved,
} from '@certus/contracts';
import { api } from '../../../lib/api.ts';
import { STORES_TAG } from '../../store-locator/index.ts';

/**
 * The editor's stores: GET /api/editor/stores and the four commands. Each command answers its position, which
 * the API layer keeps, so the list's refetch (the tag invalidated) waits until the read model includes it.
 */
const storeEditorApi = api.enhanceEndpoints({ addTagTypes: ['Store'] }).injectEndpoints({
  endpoints: (build) => ({
    getEditorStores: build.query<EditorStoresResponse, void>({
      query: () => EDITOR_STORES_PATH,
      responseSchema: import.meta.env.DEV ? EditorStoresResponse : undefined,
      providesTags: [STORES_TAG],
    }),
    publishStore: build.mutation<StoreSaved, StoreBody>({
      query: (body) => ({ url: EDITOR_STORES_PATH, method: 'POST', body }),
      invalidatesTags: [STORES_TAG],
    }),
    republishStore: build.mutation<StoreSaved, { storeId: string; body: StoreBody }>({
      query: ({ storeId, body }) => ({ url: editorStorePublishPath(storeId), method: 'POST', body }),
      invalidatesTags: [STORES_TAG],
    }),
    reviseStore: build.mutation<CommandAccepted, { storeId: string; body: StoreBody }>({
      query: ({ storeId, body }) => ({ url: editorStorePath(storeId), method: 'POST', body }),
      invalidatesTags: [STORES_TAG],
    }),
    withdrawStore: build.mutation<CommandAccepted, string>({
      query: (storeId) => ({ url: editorStoreWithdrawPath(storeId), method: 'POST' }),
      invalidatesTags: [STORES_TAG],
    }),
  }),
});

export const { useGetEditorStoresQuery, usePublishStoreMutation, useRepublishStoreMutation, useReviseStoreMutation, useWithdrawStoreMutation } = storeEditorApi;
