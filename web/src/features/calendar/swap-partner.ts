import { overlaps, type PlacedStay } from './bed-placement';
import { displayedState } from './stay-layout';

// Whom a stay could swap beds with when it is dropped on a taken bed (or the move dialog lists a taken
// bed): the one stay holding that bed on the dragged stay's nights, of the same type, holding as many
// beds, with beds of its own (not placed for display only) and not over. The server checks it again.

export function swapPartner(stay: PlacedStay, toBed: string, placed: readonly PlacedStay[], today: string): PlacedStay | undefined {
  if (stay.provisional) return undefined;
  const holders = placed.filter(
    (other) =>
      other.reservation._id !== stay.reservation._id && other.beds.includes(toBed) && overlaps(other.reservation, stay.reservation),
  );
  const [partner] = holders;
  if (holders.length !== 1 || !partner || partner.provisional) return undefined;
  if (partner.reservation.room_type_id !== stay.reservation.room_type_id) return undefined;
  if (partner.beds.length !== stay.beds.length || displayedState(partner.reservation, today) === 'checked-out') return undefined;
  return partner;
}

/** The stays the move dialog offers to swap with, each once (at its first bed), in the type's bed order. */
export function swapChoices(stay: PlacedStay, typeBeds: readonly string[], placed: readonly PlacedStay[], today: string) {
  const seen = new Set<string>();
  return typeBeds.flatMap((bed) => {
    if (stay.beds.includes(bed)) return [];
    const partner = swapPartner(stay, bed, placed, today);
    if (!partner || seen.has(partner.reservation._id)) return [];
    seen.add(partner.reservation._id);
    return [{ bed, partner }];
  });
}
