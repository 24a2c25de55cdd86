// One night of one room type, as the rates page shows it (spec §4). A night nobody has touched has no
// record: nothing sold, the whole capacity for sale, the base rate. A custom availability ("units still
// for sale from now on") is stored as the units for sale; each later sale lowers it, so the spec's
// "override minus the reservations after it" holds without arithmetic on timestamps.

export interface NightRecord {
  sold?: number;
  /** Units still for sale, when a range or a sale has set it. */
  forSale?: number;
  customRateCents?: number;
}

export interface NightView {
  capacity: number;
  sold: number;
  availability: number;
  rateCents: number;
  customRate: boolean;
  status: 'Open' | 'Close';
}

export function nightView(capacity: number, baseRateCents: number, night: NightRecord | undefined): NightView {
  const sold = night?.sold ?? 0;
  const physicallyFree = Math.max(0, capacity - sold);
  // Never show more than is physically free, whatever a record says.
  const availability = Math.max(0, Math.min(night?.forSale ?? physicallyFree, physicallyFree));
  const customRate = night?.customRateCents !== undefined;
  return {
    capacity,
    sold,
    availability,
    rateCents: night?.customRateCents ?? baseRateCents,
    customRate,
    status: availability === 0 ? 'Close' : 'Open',
  };
}

/** Units that can still be sold at all that night: the ceiling of a custom availability. */
export function physicallyFree(capacity: number, night: NightRecord | undefined): number {
  return Math.max(0, capacity - (night?.sold ?? 0));
}
