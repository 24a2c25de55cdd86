import { MAX_GUESTS_FOUND } from '@hostel/shared/api/guest-schemas';
import { guestSearchPlan, matchesGuestName } from '@hostel/shared/domain/guest-search';
import { guestIdsByToken } from '../data/guest-search-index';
import { guests, type GuestRecord } from '../data/guest-repository';
import type { TenantId } from '../data/tenant';

// Finding guests as the desk types: the index items whose token begins with the text (a few Queries of a
// few dozen small items), then the guests they name (one BatchGet). Its cost grows with the guests that
// match, never with the guests of the property.

/** Index items read per kind of token: enough to fill a page of finds after the checks below. */
const CANDIDATES = 25;

/** The property's live guests whose name, email, phone or document begins with the search, by name, at most 10. */
export async function findGuests(tenant: TenantId, search: string): Promise<GuestRecord[]> {
  const plan = guestSearchPlan(search);
  const ids = (await Promise.all(plan.prefixes.map((prefix) => guestIdsByToken(tenant, prefix, CANDIDATES)))).flat();
  if (ids.length === 0) return [];
  const found = await guests.many(tenant, ids);
  // A name of several words was read by its longest word: every word must begin a word of the name.
  const matching = found.filter(
    (guest) => !guest.erased && (plan.nameWords.length === 0 || matchesGuestName(search, guest.firstName, guest.lastName)),
  );
  return matching
    .sort((a, b) => `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`) || a.id.localeCompare(b.id))
    .slice(0, MAX_GUESTS_FOUND);
}
