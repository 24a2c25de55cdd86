// Keys of the cached reads that more than one feature changes: a change invalidates exactly the reads
// it alters (e.g. a new room type adds a row to the rates page), without one feature importing another.
export const queryKeys = {
  property: ['property'] as const,
  /** The signed-in user's profile; it carries the property's name for the header. */
  profile: ['profile'] as const,
  roomTypes: ['room-types'] as const,
  users: ['users'] as const,
  /** Every window of the rates page; one window is `[...ratesAndAvailability, from, to]`. */
  ratesAndAvailability: ['rates-and-availability'] as const,
};
