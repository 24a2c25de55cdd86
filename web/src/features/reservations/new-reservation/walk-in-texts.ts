import type { RoomType } from '@hostel/shared/api/room-type-schemas';

/** Everything the walk-in form says, in one place. */
export const WALK_IN_TEXT = {
  title: 'Walk-in',
  intro: 'A guest at the desk: their name, and they are booked from tonight and checked in.',
  chooseType: 'Choose a room type',
  typeOption: (type: Pick<RoomType, 'description' | 'type'>, free: number | undefined) =>
    `${type.description} (${type.type === 'dorm' ? 'Dorm' : 'Private'})${
      free === undefined ? '' : ` · ${free} ${type.type === 'dorm' ? 'bed' : 'room'}${free === 1 ? '' : 's'} free tonight`
    }`,
  pricing: 'Reading tonight’s price…',
  price: (price: string, basis: string, checkOut: string) => `${price} (${basis}), leaving ${checkOut}`,
  noPrice: 'The price could not be read. Try again, or use the full form.',
  full: (nights: readonly string[]) => `No room for them on ${nights.join(', ')}: choose another type or fewer nights.`,
  checkInFailed: 'The stay is booked, but the check-in failed: check them in from the reservation.',
  fullForm: 'Full form',
  submit: 'Book and check in',
  booking: 'Booking…',
  doneCheckedIn: 'Checked in',
} as const;
