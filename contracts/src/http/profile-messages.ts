// Free of zod: the account pages show these without loading a schema library (issue [2/7]).

/** Messages of the profile screens (spec 8): the success toasts and the headings above a refused form's messages. */
export const profileMessages = {
  updated: 'Member information updated successfully',
  updateFailed: 'Error updating profile',
  passwordUpdated: 'Password updated successfully',
  passwordUpdateFailed: 'Error updating password',
  settingsUpdated: 'Settings updated successfully',
  settingsUpdateFailed: 'Error updating settings',
} as const;
