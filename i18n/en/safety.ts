/** Sessions, concurrent edits, faults and the demo's storage (issue 14). */
export const safety = {
  wrongPassword: 'The current password is not correct',
  changePassword: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  repeatPassword: 'Repeat the new password',
  save: 'Save',
  cancel: 'Cancel',
  conflict: 'This record was changed by someone else',
  conflictChanged: 'Changed since you opened it:',
  conflictField: '%{field}: yours "%{mine}", now "%{theirs}"',
  reload: 'Reload',
  keepMine: 'Keep mine',
  draftRestored: 'Your unsaved changes were restored',
  storageTitle: 'The demo cannot keep its data',
  storageText:
    'The browser storage of this demo is full or cannot be read, so your latest changes may not be kept. Resetting the demo data frees the space.',
  storageReset: 'Reset demo data',
  storageDismiss: 'Close',
  notCsv: 'The export did not return a CSV file',
  mapAuthFailureTitle: 'AuthFailure',
  mapAuthFailure:
    'The map could not be shown: Google Maps rejected the API key (wrong API key). The address and coordinates can still be entered.',
  loggedOutDraft:
    'You were logged out while saving. What you had entered was kept and is back in the form: save it again.',
  loggedOutDraftDiscard: 'Discard it',
  uploadNotKept: 'The demo could not keep this file: the browser storage is full or refused it',
};
