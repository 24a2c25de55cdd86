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
  // What a guest typed on the booking page, where the desk reads it (reservation, Home's arrivals, the guest's stays).
  guestWords: {
    title: 'From the guest',
    arrivalTime: 'Arrival time',
    note: "Guest's note",
    email: 'Email typed',
    phone: 'Phone typed',
  },
};
