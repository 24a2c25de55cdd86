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
  amount: {
    understood: '= {{value}}',
    ambiguous: 'Unclear: here “{{group}}” separates thousands ({{thousands}}) and “{{decimal}}” starts the decimals ({{decimals}})',
    markOrder: 'Marks in the wrong order: thousands with “{{group}}”, decimals after “{{decimal}}”, as in {{example}}',
    grouping: 'Group thousands by three, as in {{example}}',
    twoDecimals: 'At most two decimals, as in {{example}}',
    noDecimals: '{{currency}} has no decimals',
    wholeNumber: 'Type a whole number',
    tooLarge: 'That number is too large',
    notANumber: 'Type a number, as in {{example}}',
  },
  // Restrictions set in Rates & availability that a stay typed at the desk breaks (a warning: the desk may still save).
  restrictions: {
    lead: 'This stay breaks restrictions set in Rates & availability. You can still save it; the booking page would refuse it.',
    minStay_one: 'Stays arriving on {{date}} must be at least {{count}} night.',
    minStay_other: 'Stays arriving on {{date}} must be at least {{count}} nights.',
    closedToArrival: 'No arrivals on {{date}}.',
    closedToDeparture: 'No departures on {{date}}.',
    stopSell: 'Stop-sell on {{dates}}.',
  },
  // What a guest typed on the booking page, where the desk reads it (reservation, Home's arrivals, the guest's stays).
  heldStay: {
    badge: 'Held until {{time}}: the guest has not confirmed by email yet',
  },
  guestWords: {
    title: 'From the guest',
    arrivalTime: 'Arrival time',
    note: "Guest's note",
    email: 'Email typed',
    phone: 'Phone typed',
  },
};
