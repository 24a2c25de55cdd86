import { storedRestrictions, type RestrictionFields } from '@hostel/shared/domain/stay-restrictions';
import { queryAll } from './query-pages';
import { tableName } from './db-client';
import { tenantKey, type TenantId } from './tenant';
import type { TransactItem } from './transactions';

// Night inventory: PROP#p / NIGHT#<yyyy-mm-dd>#<roomTypeId>, one item per room type per night (DESIGN.md
// §5). Date first, so one Query reads a window of nights for every type, and its cost grows with the
// window, never with the years before it. A missing item means: nothing sold, the whole capacity for
// sale, the base rate. Every writer keeps these rules, which bookings (reservations) rely on:
//   - `forSale` (units still for sale) is present on every item, and forSale + sold ≤ capacity;
//     whoever creates the item sets it (`if_not_exists(forSale, capacity)`);
//   - a sale does SET forSale = if_not_exists(forSale, :capacity) - :n, sold = if_not_exists(sold, 0) + :n
//     on the condition attribute_not_exists(forSale) OR forSale >= :n, and adds its bed ids to `beds`;
//   - a rate range sets customRateCents (and, with a custom availability, forSale) only if it is newer
//     than what set them (`rateSetAt`, `forSaleSetAt`), so a newer range overrides an older one night by night;
//   - the range's restrictions (minStay, closedToArrival, closedToDeparture, stopSell) are written with its
//     rate, on the same condition: set where the range has them, removed where it has not (newest range wins);
//   - every sale also ADDs one element per unit to the string set `counted` (`<reservation>#<change>#<k>`),
//     and a custom availability REMOVEs the set: it then lists the units sold since the current override;
//   - a release (cancel, no-show, a stay moved away) does sold = sold - :n on the condition sold >= :n, and
//     gives units back for sale (forSale + :g) only where they were counted against the current override
//     (spec §4: the override minus the reservations after it): all n without an override, else only as
//     many as the reservation has in `counted` (deleted with it), on the condition that the override is
//     the one read (`forSaleSetAt`), so a release racing a new override is planned again, never reopens it;
//   - each bed held that night is its own attribute `bed#<bedId>` = the reservation id, taken on the
//     condition attribute_not_exists and freed (REMOVE) on the condition it still names that reservation.
//     Separate attributes (not one set) let one update free some beds and take others on the same night,
//     and say who holds each bed.

export interface NightItem extends RestrictionFields {
  date: string;
  roomTypeId: string;
  sold?: number;
  forSale?: number;
  customRateCents?: number;
  rateSetAt?: string;
  forSaleSetAt?: string;
  rangeId?: string;
  /** Units sold since the current override, one element per unit: `<reservation>#<change>#<k>`. */
  counted: string[];
  /** Bed id → the reservation holding it that night. */
  beds: Record<string, string>;
}

/** One night's part of a booking, a move or a release of one reservation. */
export interface NightChange {
  date: string;
  roomTypeId: string;
  capacity: number;
  /** Units taken (> 0) or given back (< 0) that night. */
  units: number;
  takeBeds: readonly string[];
  freeBeds: readonly string[];
  reservationId: string;
  /** The reservation's `updatedAt` after this change: tags the units it counts against an override. */
  changeTag: string;
  /** The night as read before the change: a release needs its override and `counted` (absent: never written). */
  night: NightItem | undefined;
}

const BED_PREFIX = 'bed#';
const NIGHT_PREFIX = 'NIGHT#';
const nightSk = (date: string, roomTypeId: string) => `${NIGHT_PREFIX}${date}#${roomTypeId}`;
// '~' sorts after every character of an id, so `NIGHT#<to>#~` closes the window after its last night.
const windowEnd = (date: string) => `${NIGHT_PREFIX}${date}#~`;
const nightKey = (tenant: TenantId, date: string, roomTypeId: string) => ({ pk: tenantKey(tenant), sk: nightSk(date, roomTypeId) });

function bedsOf(item: Record<string, unknown>): Record<string, string> {
  const beds: Record<string, string> = {};
  for (const [name, value] of Object.entries(item)) if (name.startsWith(BED_PREFIX)) beds[name.slice(BED_PREFIX.length)] = value as string;
  return beds;
}

function fromItem(item: Record<string, unknown>): NightItem {
  return {
    date: item.date as string,
    roomTypeId: item.roomTypeId as string,
    sold: item.sold as number | undefined,
    forSale: item.forSale as number | undefined,
    customRateCents: item.customRateCents as number | undefined,
    rateSetAt: item.rateSetAt as string | undefined,
    forSaleSetAt: item.forSaleSetAt as string | undefined,
    rangeId: item.rangeId as string | undefined,
    ...storedRestrictions(item as RestrictionFields),
    counted: [...((item.counted as Set<string> | undefined) ?? [])],
    beds: bedsOf(item),
  };
}

/** One bed's holder changing on one night: `from` undefined takes a free bed, `to` undefined frees it. */
export interface BedHandover {
  bed: string;
  from: string | undefined;
  to: string | undefined;
}

export interface RangeNight {
  roomTypeId: string;
  date: string;
  capacity: number;
  rateCents: number;
  /** Units for sale from now on; undefined leaves availability as it is. */
  availability: number | undefined;
  rangeId: string;
  /** When the range was made: it overrides only what older ranges set. */
  setAt: string;
  /** The range's restrictions: those absent are removed from the night. */
  restrictions: RestrictionFields;
}

const RESTRICTION_NAMES = ['minStay', 'closedToArrival', 'closedToDeparture', 'stopSell'] as const;

export const nightInventory = {
  /** Every room type's nights from `from` to `to`, both included: one Query (paged if large). */
  async window(tenant: TenantId, from: string, to: string): Promise<NightItem[]> {
    const items = await queryAll({
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': tenantKey(tenant), ':from': `${NIGHT_PREFIX}${from}#`, ':to': windowEnd(to) },
      ConsistentRead: true,
    });
    return items.map(fromItem);
  },

  /** One type's nights from `from` on (to `to`, both included, when given). */
  async ofType(tenant: TenantId, roomTypeId: string, from: string, to = '9999-12-31'): Promise<NightItem[]> {
    const items = await queryAll({
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      FilterExpression: 'roomTypeId = :type',
      ExpressionAttributeValues: {
        ':pk': tenantKey(tenant),
        ':from': `${NIGHT_PREFIX}${from}#`,
        ':to': windowEnd(to),
        ':type': roomTypeId,
      },
      ConsistentRead: true,
    });
    return items.map(fromItem);
  },

  key: nightKey,

  /**
   * The transaction part that takes or gives back a reservation's units and beds on one night, keeping
   * the rules above: a full night or a taken bed fails its condition, and with it the whole transaction.
   */
  changePart(tenant: TenantId, change: NightChange): TransactItem {
    const names: Record<string, string> = { '#type': 'type', '#date': 'date' };
    const values: Record<string, unknown> = { ':kind': 'night', ':roomType': change.roomTypeId, ':date': change.date };
    const set = ['#type = :kind', 'roomTypeId = :roomType', '#date = :date'];
    const remove: string[] = [];
    const conditions: string[] = [];
    let counted = '';
    if (change.units > 0) {
      set.push('forSale = if_not_exists(forSale, :capacity) - :units', 'sold = if_not_exists(sold, :zero) + :units');
      conditions.push('(attribute_not_exists(forSale) OR forSale >= :units)');
      const tags = Array.from({ length: change.units }, (_, k) => `${change.reservationId}#${change.changeTag}#${k + 1}`);
      counted = ' ADD counted :counted';
      Object.assign(values, { ':capacity': change.capacity, ':units': change.units, ':zero': 0, ':counted': new Set(tags) });
    } else if (change.units < 0) {
      const released = -change.units;
      const own = (change.night?.counted ?? []).filter((tag) => tag.startsWith(`${change.reservationId}#`));
      const overrideAt = change.night?.forSaleSetAt;
      const givenBack = overrideAt === undefined ? released : Math.min(released, own.length);
      set.push('forSale = forSale + :back', 'sold = sold - :units');
      conditions.push('sold >= :units');
      Object.assign(values, { ':units': released, ':back': givenBack });
      if (overrideAt === undefined) conditions.push('attribute_not_exists(forSaleSetAt)');
      else {
        conditions.push('forSaleSetAt = :overrideAt');
        values[':overrideAt'] = overrideAt;
      }
      const gone = overrideAt === undefined ? own : own.slice(0, givenBack);
      if (gone.length > 0) {
        counted = ' DELETE counted :counted';
        values[':counted'] = new Set(gone);
      }
    } else {
      set.push('forSale = if_not_exists(forSale, :capacity)');
      values[':capacity'] = change.capacity;
    }
    if (change.takeBeds.length + change.freeBeds.length > 0) values[':reservation'] = change.reservationId;
    change.takeBeds.forEach((bed, index) => {
      names[`#take${index}`] = `${BED_PREFIX}${bed}`;
      set.push(`#take${index} = :reservation`);
      conditions.push(`attribute_not_exists(#take${index})`);
    });
    change.freeBeds.forEach((bed, index) => {
      names[`#free${index}`] = `${BED_PREFIX}${bed}`;
      remove.push(`#free${index}`);
      conditions.push(`#free${index} = :reservation`);
    });
    return {
      Update: {
        TableName: tableName(),
        Key: nightKey(tenant, change.date, change.roomTypeId),
        UpdateExpression: `SET ${set.join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}${counted}`,
        ...(conditions.length ? { ConditionExpression: conditions.join(' AND ') } : {}),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    };
  },

  /**
   * The transaction part that hands beds over on one night with units untouched (a swap of two stays'
   * beds): each bed is set on the condition it is still held by `from` (or free), or removed on the
   * condition it names `from`. One update per night, so a bed can go from one stay to the other in it.
   */
  handoverPart(tenant: TenantId, date: string, roomTypeId: string, handovers: readonly BedHandover[]): TransactItem {
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    const set: string[] = [];
    const remove: string[] = [];
    // The night exists: a stay holding beds on it sold a unit there.
    const conditions = ['attribute_exists(sold)'];
    handovers.forEach(({ bed, from, to }, index) => {
      names[`#bed${index}`] = `${BED_PREFIX}${bed}`;
      if (from === undefined) conditions.push(`attribute_not_exists(#bed${index})`);
      else {
        conditions.push(`#bed${index} = :from${index}`);
        values[`:from${index}`] = from;
      }
      if (to === undefined) remove.push(`#bed${index}`);
      else {
        set.push(`#bed${index} = :to${index}`);
        values[`:to${index}`] = to;
      }
    });
    return {
      Update: {
        TableName: tableName(),
        Key: nightKey(tenant, date, roomTypeId),
        UpdateExpression: [set.length ? `SET ${set.join(', ')}` : '', remove.length ? `REMOVE ${remove.join(', ')}` : '']
          .filter(Boolean)
          .join(' '),
        ConditionExpression: conditions.join(' AND '),
        ExpressionAttributeNames: names,
        ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
      },
    };
  },

  /** The transaction part that sets one night of a rate range. */
  rangePart(tenant: TenantId, night: RangeNight): TransactItem {
    const setAvailability = night.availability !== undefined;
    const restrictions = storedRestrictions(night.restrictions);
    const restrictionValues = Object.fromEntries(Object.entries(restrictions).map(([name, value]) => [`:${name}`, value]));
    const setRestrictions = Object.keys(restrictions)
      .map((name) => `, ${name} = :${name}`)
      .join('');
    const removed = RESTRICTION_NAMES.filter((name) => !(name in restrictions));
    const conditions = ['(attribute_not_exists(rateSetAt) OR rateSetAt < :at)'];
    if (setAvailability) {
      // Units for sale can never exceed what is physically free: capacity minus what is sold.
      conditions.push('(attribute_not_exists(sold) OR sold <= :ceiling)', '(attribute_not_exists(forSaleSetAt) OR forSaleSetAt < :at)');
    }
    return {
      Update: {
        TableName: tableName(),
        Key: nightKey(tenant, night.date, night.roomTypeId),
        UpdateExpression:
          [
            'SET #type = :kind, roomTypeId = :roomType, #date = :date, customRateCents = :rate, rateSetAt = :at, rangeId = :range',
            setAvailability ? 'forSale = :forSale, forSaleSetAt = :at' : 'forSale = if_not_exists(forSale, :capacity)',
          ].join(', ') +
          setRestrictions +
          (setAvailability || removed.length ? ` REMOVE ${[...(setAvailability ? ['counted'] : []), ...removed].join(', ')}` : ''),
        ConditionExpression: conditions.join(' AND '),
        ExpressionAttributeNames: { '#type': 'type', '#date': 'date' },
        ExpressionAttributeValues: {
          ':kind': 'night',
          ':roomType': night.roomTypeId,
          ':date': night.date,
          ':rate': night.rateCents,
          ':at': night.setAt,
          ':range': night.rangeId,
          ...restrictionValues,
          ...(setAvailability
            ? { ':forSale': night.availability, ':ceiling': night.capacity - night.availability! }
            : { ':capacity': night.capacity }),
        },
      },
    };
  },
};
