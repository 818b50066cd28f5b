import {
  CommandAccepted,
  EditorTurnaroundMessagesResponse,
  TurnaroundMessagePublishedResponse,
  turnaroundPaths,
  type PublishTurnaroundMessageBody,
} from '@certus/contracts';
import { api } from '../../../lib/api.ts';

/**
 * The editor's turnaround messages (GET/POST /api/editor/turnaround-message, POST .../{id}/withdraw). Each
 * command invalidates the list; the refetch carries this browser's written-at position (lib/api.ts), so the
 * list comes back with the change in it.
 */
const MESSAGES_TAG = { type: 'TurnaroundMessage' as const, id: 'LIST' };

const turnaroundMessageApi = api.enhanceEndpoints({ addTagTypes: ['TurnaroundMessage'] }).injectEndpoints({
  endpoints: (build) => ({
    getTurnaroundMessages: build.query<EditorTurnaroundMessagesResponse, void>({
      query: () => turnaroundPaths.editorMessages,
      responseSchema: import.meta.env.DEV ? EditorTurnaroundMessagesResponse : undefined,
      providesTags: [MESSAGES_TAG],
      keepUnusedDataFor: 0,
    }),
    publishTurnaroundMessage: build.mutation<TurnaroundMessagePublishedResponse, PublishTurnaroundMessageBody>({
      query: (body) => ({ url: turnaroundPaths.editorMessages, method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? TurnaroundMessagePublishedResponse : undefined,
      invalidatesTags: [MESSAGES_TAG],
    }),
    withdrawTurnaroundMessage: build.mutation<CommandAccepted, string>({
      query: (messageId) => ({ url: turnaroundPaths.withdraw.replace('{messageId}', encodeURIComponent(messageId)), method: 'POST' }),
      responseSchema: import.meta.env.DEV ? CommandAccepted : undefined,
      invalidatesTags: [MESSAGES_TAG],
    }),
  }),
});

export const { useGetTurnaroundMessagesQuery, usePublishTurnaroundMessageMutation, useWithdrawTurnaroundMessageMutation } = turnaroundMessageApi;
