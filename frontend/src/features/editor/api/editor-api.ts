import {
  ContentCommandResponse,
  EditorContentDetail,
  EditorContentList,
  UploadedContentImage,
  type ContentKind,
  type ContentRecordInput,
  type EditorContentRow,
} from '@certus/contracts';
import { api } from '../../../lib/api.ts';
import { CONTENT_TAG } from '../../published-content/index.ts';

/**
 * The editors' reads and commands (issue 15). Every command answers its position (lib/api.ts records it), so
 * the lists refetched through the invalidated tags are read with the change applied; the public lists of this
 * browser are invalidated too, so the editor sees the public pages change at once.
 */
const LIST_TAG = { type: 'EditorContent' as const, id: 'LIST' };
const recordTag = (kind: ContentKind, name: string) => ({ type: 'EditorContent' as const, id: `${kind}/${name}` });

export const editorPaths = {
  list: '/api/editor/content',
  record: (kind: ContentKind, name: string) => `/api/editor/content/${kind}/${encodeURIComponent(name)}`,
  images: '/api/editor/images',
};

export interface RecordArg {
  kind: ContentKind;
  name: string;
}

const touched = (_result: unknown, _error: unknown, { kind, name }: RecordArg) => [LIST_TAG, recordTag(kind, name), CONTENT_TAG];

export const editorApi = api.enhanceEndpoints({ addTagTypes: ['EditorContent', 'PublishedContent'] }).injectEndpoints({
  endpoints: (build) => ({
    getEditorContent: build.query<EditorContentRow[], void>({ query: () => editorPaths.list, responseSchema: import.meta.env.DEV ? EditorContentList : undefined, providesTags: [LIST_TAG] }),
    getEditorRecord: build.query<EditorContentDetail, RecordArg>({
      query: ({ kind, name }) => editorPaths.record(kind, name),
      responseSchema: import.meta.env.DEV ? EditorContentDetail : undefined,
      providesTags: (_r, _e, { kind, name }) => [recordTag(kind, name)],
    }),
    publishContent: build.mutation<ContentCommandResponse, RecordArg & { record: ContentRecordInput }>({
      query: ({ name, record }) => ({ url: editorPaths.list, method: 'POST', body: { name, record } }),
      responseSchema: import.meta.env.DEV ? ContentCommandResponse : undefined,
      invalidatesTags: touched,
    }),
    reviseContent: build.mutation<ContentCommandResponse, RecordArg & { record: ContentRecordInput }>({
      query: ({ kind, name, record }) => ({ url: `${editorPaths.record(kind, name)}/revise`, method: 'POST', body: { record } }),
      responseSchema: import.meta.env.DEV ? ContentCommandResponse : undefined,
      invalidatesTags: touched,
    }),
    withdrawContent: build.mutation<ContentCommandResponse, RecordArg & { reason: string }>({
      query: ({ kind, name, reason }) => ({ url: `${editorPaths.record(kind, name)}/withdraw`, method: 'POST', body: { reason } }),
      responseSchema: import.meta.env.DEV ? ContentCommandResponse : undefined,
      invalidatesTags: touched,
    }),
    /**
     * POST /api/editor/images with the file's bytes. The bytes are read first rather than the File handed over
     * (a Blob body is not sent as bytes by every fetch, jsdom's among them); the server decides what they are.
     */
    uploadContentImage: build.mutation<UploadedContentImage, { bytes: ArrayBuffer; contentType: string }>({
      query: ({ bytes, contentType }) => ({ url: editorPaths.images, method: 'POST', body: bytes, headers: { 'Content-Type': contentType || 'application/octet-stream' } }),
      responseSchema: import.meta.env.DEV ? UploadedContentImage : undefined,
    }),
  }),
});

export const { useGetEditorContentQuery, useGetEditorRecordQuery, usePublishContentMutation, useReviseContentMutation, useWithdrawContentMutation, useUploadContentImageMutation } = editorApi;
