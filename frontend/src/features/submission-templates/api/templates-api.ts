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
      responseSchema: SubmissionTemplateList,
      providesTags: [LIST],
      keepUnusedDataFor: 0,
    }),
    getTemplate: build.query<SubmissionTemplateDetail, string>({
      query: one,
      responseSchema: SubmissionTemplateDetail,
      keepUnusedDataFor: 0,
    }),
    saveTemplate: build.mutation<SubmissionTemplateSavedResponse, SaveSubmissionTemplateBody>({
      query: (body) => ({ url: submissionTemplatePaths.list, method: 'POST', body }),
      responseSchema: SubmissionTemplateSavedResponse,
      invalidatesTags: [LIST],
    }),
    renameTemplate: build.mutation<CommandAccepted, { id: string; name: string }>({
      query: ({ id, name }) => ({ url: submissionTemplatePaths.rename.replace('{id}', encodeURIComponent(id)), method: 'POST', body: { name } }),
      responseSchema: CommandAccepted,
      invalidatesTags: [LIST],
    }),
    deleteTemplate: build.mutation<CommandAccepted, string>({
      query: (id) => ({ url: one(id), method: 'DELETE' }),
      responseSchema: CommandAccepted,
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useGetTemplatesQuery, useLazyGetTemplateQuery, useSaveTemplateMutation, useRenameTemplateMutation, useDeleteTemplateMutation } = templatesApi;
