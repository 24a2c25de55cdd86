// The calendar's words added for compact bars, the free-units row, date drags and bed swaps, in one
// place (ready for a second language).

const plural = new Intl.PluralRules('en');
const count = (n: number, one: string, other: string) => `${n} ${plural.select(n) === 'one' ? one : other}`;

export const calendarTexts = {
  nights: (n: number) => count(n, 'night', 'nights'),
  guests: (n: number) => count(n, 'guest', 'guests'),
  freeRowLabel: (kind: 'dorm' | 'private') => (kind === 'dorm' ? 'Beds free' : 'Rooms free'),
  freeCell: (free: number, kind: 'dorm' | 'private', date: string) =>
    `${count(free, kind === 'dorm' ? 'bed' : 'room', kind === 'dorm' ? 'beds' : 'rooms')} free, ${date}`,
  closedCell: (date: string) => `Closed (no availability), ${date}`,
  closedMark: 'Closed',
  notAssigned: 'Not assigned to a bed yet',
  startHandle: (name: string) => `Change ${name}'s check-in`,
  endHandle: (name: string) => `Change ${name}'s check-out`,
  changeDates: 'Change dates…',
  changeDatesTitle: (name: string) => `Change ${name}'s dates`,
  changeDatesHint: 'Same guests and price; the beds are kept where they are free on the new nights.',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  checkOutAfterCheckIn: 'Check-out must be after check-in',
  cancel: 'Cancel',
  saveDates: 'Save dates',
  changingDates: (name: string, from: string, to: string) => `Changing ${name}'s stay to ${from}–${to}…`,
  datesChanged: (name: string, from: string, to: string) => `${name} now stays ${from}–${to}.`,
  datesRefused: (name: string, why: string) => `${name}'s dates did not change: ${why}`,
  swapOffer: (name: string) => `Swap beds with ${name}`,
  swapTitle: 'Swap beds?',
  swapExplain: (name: string, toBeds: string, other: string, otherBeds: string) =>
    `${name} moves to ${toBeds} and ${other} to ${otherBeds}, each for their whole stay.`,
  swapChoices: (type: string) => `Or swap with a guest of ${type}`,
  swapChoice: (name: string, bed: string) => `Swap beds with ${name} (${bed})`,
  dropSwap: 'Swap',
  swapping: (a: string, b: string) => `Swapping the beds of ${a} and ${b}…`,
  swapped: (a: string, b: string) => `${a} and ${b} swapped beds.`,
  swapRefused: (why: string) => `The beds were not swapped: ${why}`,
} as const;
