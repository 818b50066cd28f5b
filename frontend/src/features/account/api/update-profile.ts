import { CommandAccepted, profilePaths, type ChangePasswordBody, type UpdateProfileBody, type UpdateSettingsBody } from '@certus/contracts';
import { api } from '../../../lib/api.ts';

/**
 * The member's own changes (spec 7.2). Each answers the position its events reached; the API layer sends it
 * with the next reads, so invalidating the member is enough for the refetch to show the change.
 */
const profileCommandsApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<CommandAccepted, UpdateProfileBody>({
      query: (body) => ({ url: profilePaths.update, method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? CommandAccepted : undefined,
      invalidatesTags: [{ type: 'Member', id: 'ME' }],
    }),
    updateSettings: build.mutation<CommandAccepted, UpdateSettingsBody>({
      query: (body) => ({ url: profilePaths.settings, method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? CommandAccepted : undefined,
      invalidatesTags: [{ type: 'Member', id: 'ME' }],
    }),
    // The password is not part of the member read model: nothing to refetch.
    changePassword: build.mutation<CommandAccepted, ChangePasswordBody>({
      query: (body) => ({ url: profilePaths.changePassword, method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? CommandAccepted : undefined,
    }),
  }),
});

export const { useUpdateProfileMutation, useUpdateSettingsMutation, useChangePasswordMutation } = profileCommandsApi;
