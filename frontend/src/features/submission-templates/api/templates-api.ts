import {
  CommandAccepted,
  SubmissionTemplateDetail,
  SubmissionTemplateList,
  SubmissionTemplateSavedResponse,
  submissionTemplatePaths,
  type SaveSubmissionTemplateBody,
} from '@certus/contracts';
import { api } from '../../../lib/api.ts';

/** The member's templates: every command invalidates the list (its refetch waits for the command's position). */
const LIST = { type: 'SubmissionTemplate' as const, id: 'LIST' };
const one = (id: string) => submissionTemplatePaths.one.replace('{id}', encodeURIComponent(id));

const templatesApi = api.enhanceEndpoints({ addTagTypes: ['SubmissionTemplate'] }).injectEndpoints({
  endpoints: (build) => ({
    getTemplates: build.query<SubmissionTemplateList, void>({
      query: () => submissionTemplatePaths.list,
      responseSchema: import.meta.env.DEV ? SubmissionTemplateList : undefined,
      providesTags: [LIST],
      keepUnusedDataFor: 0,
    }),
    getTemplate: build.query<SubmissionTemplateDetail, string>({
      query: one,
      responseSchema: import.meta.env.DEV ? SubmissionTemplateDetail : undefined,
      keepUnusedDataFor: 0,
    }),
    saveTemplate: build.mutation<SubmissionTemplateSavedResponse, SaveSubmissionTemplateBody>({
      query: (body) => ({ url: submissionTemplatePaths.list, method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? SubmissionTemplateSavedResponse : undefined,
      invalidatesTags: [LIST],
    }),
    renameTemplate: build.mutation<CommandAccepted, { id: string; name: string }>({
      query: ({ id, name }) => ({ url: submissionTemplatePaths.rename.replace('{id}', encodeURIComponent(id)), method: 'POST', body: { name } }),
      responseSchema: import.meta.env.DEV ? CommandAccepted : undefined,
      invalidatesTags: [LIST],
    }),
    deleteTemplate: build.mutation<CommandAccepted, string>({
      query: (id) => ({ url: one(id), method: 'DELETE' }),
      responseSchema: import.meta.env.DEV ? CommandAccepted : undefined,
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useGetTemplatesQuery, useLazyGetTemplateQuery, useSaveTemplateMutation, useRenameTemplateMutation, useDeleteTemplateMutation } = templatesApi;
