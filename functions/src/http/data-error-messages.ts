import {
  AccountChanged,
  ConditionFailed,
  type DataError,
  ItemNotFound,
  NightsChangedMeanwhile,
  NotEnoughFree,
  type PartlySaved,
  PlanLimitReached,
  PropertyKeptChanging,
  RecordMissing,
  RoomTypeStillSold,
  UniqueValueTaken,
  UnitsRenamedMeanwhile,
} from '../data/data-errors';
import { UNIT_NAME_MESSAGES } from '@hostel/shared/domain/unit-names';

// The words the user reads for a data error. The data layer says what failed with types and data;
// a domain module that throws a data error with its own message keeps its words.

const NAMED_NIGHTS = 10;

const TAKEN = {
  accountEmail: () => 'An account with this email already exists',
  guestEmail: () => 'A guest with this email already exists',
  roomTypeName: (name: string | undefined) => `A room type named "${name}" already exists`,
  bookingPageSlug: () => 'This page address is taken: choose another one',
} as const;

const MISSING = { user: 'User not found', roomType: 'Room type not found', property: 'This property no longer exists' } as const;

function partlySaved(partly: PartlySaved | undefined): string {
  return partly ? `. The nights up to ${partly.savedThrough} were saved; nothing from ${partly.firstNotSaved} on` : '';
}

function notEnoughFree(error: NotEnoughFree): string {
  const named = error.short.slice(0, NAMED_NIGHTS).map((night) => `${night.date} has ${night.free} free`);
  const more = error.short.length > NAMED_NIGHTS ? `, and ${error.short.length - NAMED_NIGHTS} more` : '';
  return `Availability cannot be more than the units free each night: ${named.join(', ')}${more}${partlySaved(error.partly)}`;
}

function planLimit({ limit }: PlanLimitReached): string {
  if (limit.what === 'users') return `The Free plan allows up to ${limit.max} users, the admin included. Delete a user to add another`;
  const { max, needed, left } = limit;
  if (left === 0) return `The Free plan allows up to ${max} beds. This room type needs ${needed} beds and no beds are left`;
  if (left === 1) return `The Free plan allows up to ${max} beds. This room type needs ${needed} beds and 1 is left`;
  return `The Free plan allows up to ${max} beds. This room type needs ${needed} beds and ${left} are left`;
}

/** What the answer to a data error says. */
export function dataErrorMessage(error: DataError): string {
  if (error instanceof UniqueValueTaken) return TAKEN[error.value](error.taken);
  if (error instanceof RecordMissing) return MISSING[error.item];
  if (error instanceof AccountChanged) return 'Your account was changed or removed in the meantime. Please sign in again';
  if (error instanceof PropertyKeptChanging) return 'The property kept changing while it was being deleted. Please try again';
  if (error instanceof PlanLimitReached) return planLimit(error);
  if (error instanceof RoomTypeStillSold)
    return 'This room type has reservations from today on, so it cannot be deleted. Make sure no reservations exist for it, then try again';
  if (error instanceof NotEnoughFree) return notEnoughFree(error);
  if (error instanceof UnitsRenamedMeanwhile) return UNIT_NAME_MESSAGES.changedMeanwhile;
  if (error instanceof NightsChangedMeanwhile)
    return `Another change to these nights was saved at the same time. Reload and try again${partlySaved(error.partly)}`;
  if (error.message) return error.message;
  if (error instanceof ItemNotFound) return 'Not found';
  if (error instanceof ConditionFailed) return 'This was changed by someone else in the meantime. Reload and try again';
  return 'This was changed by someone else in the meantime. Reload and try again';
}
