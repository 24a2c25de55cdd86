import type { HistoryAction } from '@hostel/shared/api/stay-lifecycle-schemas';

// Every word of the stay's lifecycle on the reservation page (check-in and out, undo, notes, history), in one place.

export const LIFECYCLE_TEXTS = {
  checkedInBy: (when: string, name: string) => `Checked in ${when}${name ? ` by ${name}` : ''}`,
  checkedOutBy: (when: string, name: string) => `Checked out ${when}${name ? ` by ${name}` : ''}`,
  earlyTitle: 'Check out early?',
  earlyText: (checkOut: string) =>
    `The stay was booked until ${checkOut}. Checking out today frees the nights left and charges only the nights stayed.`,
  earlyConfirm: 'Check out today',
  overdueTitle: 'The check-out day has passed',
  overdueText: (checkOut: string) =>
    `The stay was booked until ${checkOut}. Record the check-out on that day, or, if the guest stayed on, extend the stay to today on the same beds.`,
  overdueConfirm: (checkOut: string) => `Check out on ${checkOut}`,
  extend: 'Extend to today and check out',
  keep: 'Keep the stay',
  undo: { canceled: 'Undo cancel', no_show: 'Undo no-show' },
  undone: 'Reservation reinstated',
  undoing: 'Reinstating…',
  notesTitle: 'Internal notes',
  notesHint: (max: number) => `For the staff only, never shown to guests. Up to ${max} characters.`,
  notesSave: 'Save notes',
  notesSaving: 'Saving…',
  notesSaved: 'Notes saved',
  historyTitle: 'History',
  historyEmpty: 'No changes recorded yet',
  historyError: 'The history could not be loaded',
  someone: 'Someone',
  none: 'none',
} as const;

export const ACTION_LABELS: Record<HistoryAction, string> = {
  created: 'Reservation created',
  edited: 'Details changed',
  status: 'Status changed',
  payment_status: 'Payment status changed',
  payment: 'Payment recorded',
  dates: 'Dates or guests changed',
  beds: 'Beds changed',
  checked_in: 'Checked in',
  checked_out: 'Checked out',
  reinstated: 'Reinstated',
  notes: 'Internal notes changed',
};

export const FIELD_LABELS: Record<string, string> = {
  check_in: 'Arrival',
  check_out: 'Departure',
  number_of_guest: 'Guests',
  total_price: 'Total price',
  currency: 'Currency',
  booking_source: 'Source',
  reservation_status: 'Status',
  payment_status: 'Payment status',
  special_request: 'Special request',
  assigned_beds: 'Beds',
  paid_total: 'Paid',
  checked_in_At: 'Checked in',
  checked_out_At: 'Checked out',
  internal_notes: 'Internal notes',
};
