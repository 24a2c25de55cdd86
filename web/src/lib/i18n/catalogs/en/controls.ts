// The words of the shared dialogs and form buttons, wherever a screen shows them.
export const controls = {
  closeDialog: 'Close dialog',
  cancel: 'Cancel',
  save: 'Save',
  saving: 'Saving…',
  pleaseWait: 'Please wait…',
  deleting: 'Deleting…',
  message: 'Message',
  error: 'Error',
  dismissMessage: 'Dismiss message',
};
