import type { MessageId } from '@hostel/shared/i18n/message';
import { ConditionFailed } from '../data/data-errors';
import type { GuestRecord } from '../data/guest-repository';
import type { Decision } from './change-runner';

// Whether a guest as read may be edited or erased (guest-changes.ts runs it).

export const GUEST_ERASED = 'stay.guestSPersonalData' satisfies MessageId;

/** An erased guest is not edited: it is added again as a new one. */
export function decideGuestUpdate(current: GuestRecord): Decision<GuestRecord, GuestRecord> {
  if (current.erased) throw new ConditionFailed(GUEST_ERASED);
  return { change: current, result: current };
}

/** Erasing an erased guest changes nothing. */
export function decideGuestErase(current: GuestRecord): Decision<GuestRecord, void> {
  return current.erased ? { done: undefined } : { change: current, result: undefined };
}
