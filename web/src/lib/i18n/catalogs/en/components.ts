// The shared pieces (dialogs, forms, the error page) and the app's frame around every page.
export const components = {
  closeDialog: 'Close dialog',
  close: 'Close',
  cancel: 'Cancel',
  save: 'Save',
  saving: 'Saving…',
  deleting: 'Deleting…',
  pleaseWait: 'Please wait…',
  error: 'Error',
  message: 'Message',
  dismissMessage: 'Dismiss message',
  skipToContent: 'Skip to content',
  notSet: 'Not set',
  appError: 'Unexpected Application Error!',
  backHome: 'Back to the home page',
};
