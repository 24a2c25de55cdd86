import {
  AccountChanged,
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
import { day, type Message, message } from '@hostel/shared/i18n/message';

// The words the user reads for a data error. The data layer says what failed with types and data;
// a domain module that throws a data error with its own message keeps its words.

const NAMED_NIGHTS = 10;

const TAKEN = {
  accountEmail: () => message('data.accountEmailAlreadyExists'),
  guestEmail: () => message('data.guestEmailAlreadyExists'),
  roomTypeName: (name: string | undefined) => message('data.roomTypeNameTaken', { name: name ?? '' }),
  bookingPageSlug: () => message('data.pageAddressTakenChoose'),
} as const;

const MISSING = { user: 'data.userNotFound', roomType: 'data.roomTypeNotFound', property: 'data.propertyNoLongerExists' } as const;

function partlySaved(partly: PartlySaved | undefined): Message | string {
  return partly ? message('data.partlySaved', { saved: day(partly.savedThrough), first: day(partly.firstNotSaved) }) : '';
}

function notEnoughFree(error: NotEnoughFree): Message {
  const nights = error.short.slice(0, NAMED_NIGHTS).map((night) => message('data.nightFree', { date: day(night.date), free: night.free }));
  const more = error.short.length > NAMED_NIGHTS ? message('data.andMore', { count: error.short.length - NAMED_NIGHTS }) : '';
  return message('data.notEnoughFree', { nights, more, partly: partlySaved(error.partly) });
}

function planLimit({ limit }: PlanLimitReached): Message {
  if (limit.what === 'users') return message('data.planUsers', { max: limit.max });
  return message('data.planBeds', { max: limit.max, needed: limit.needed, count: limit.left });
}

/** What the answer to a data error says, by id. */
export function dataErrorMessage(error: DataError): Message {
  if (error instanceof UniqueValueTaken) return TAKEN[error.value](error.taken);
  if (error instanceof RecordMissing) return message(MISSING[error.item]);
  if (error instanceof AccountChanged) return message('data.accountChangedRemovedMeantime');
  if (error instanceof PropertyKeptChanging) return message('data.propertyKeptChangingWhile');
  if (error instanceof PlanLimitReached) return planLimit(error);
  if (error instanceof RoomTypeStillSold) return message('data.roomTypeReservationsToday');
  if (error instanceof NotEnoughFree) return notEnoughFree(error);
  if (error instanceof UnitsRenamedMeanwhile) return message('validation.theseRoomsBedsRenamed');
  if (error instanceof NightsChangedMeanwhile) return message('data.nightsChangedMeanwhile', { partly: partlySaved(error.partly) });
  if (error.said) return error.said;
  if (error instanceof ItemNotFound) return message('api.notFound');
  return message('data.changedSomeoneElseMeantime');
}
