import { describe, expect, it } from 'vitest';
import type { BookingRevision, RevisionRoom } from '../../functions/src/channel-manager/channel-manager-port';
import { type LinkedStay, revisionPlan, type RevisionStep } from '../../functions/src/channel-manager/revision-plan';

// A booking revision applied as one plan: each room of the booking is one reservation, booked, moved,
// moved to another type or canceled to match the booking as the revision states it; cancels first, then
// moves, then bookings; what cannot apply is a conflict, a stay the desk has begun or ended is left to it.

const MAPPING = new Map([
  ['cm-dorm', 'dorm'],
  ['cm-suite', 'suite'],
]);

const room = (over: Partial<RevisionRoom> = {}): RevisionRoom => ({
  roomTypeId: 'cm-dorm',
  ratePlanId: 'rp',
  checkIn: '2027-03-01',
  checkOut: '2027-03-03',
  guests: 2,
  amountCents: 4000,
  ...over,
});

const revision = (over: Partial<BookingRevision> = {}): BookingRevision => ({
  id: 'rev-1',
  bookingId: 'bk-1',
  status: 'new',
  otaReservationCode: 'BDC-1',
  channel: 'booking.com',
  currency: 'USD',
  amountCents: 4000,
  customer: { name: 'Ana', surname: 'Pérez', email: 'ana@example.com', phone: undefined, country: 'AR' },
  rooms: [room()],
  notes: undefined,
  receivedAt: '2027-02-01T10:00:00Z',
  ...over,
});

const live = { live: true, checkedIn: false, checkedOut: false, otaHeldCents: 0 };
const link = (index: number, over: Partial<LinkedStay> = {}): LinkedStay => ({
  index,
  reservationId: `res-${index}`,
  roomTypeId: 'dorm',
  checkIn: '2027-03-01',
  checkOut: '2027-03-03',
  guests: 2,
  amountCents: 4000,
  revisionId: 'rev-0',
  reservation: live,
  ...over,
});

const shape = (steps: RevisionStep[]) => steps.map((step) => [step.kind, step.index]);
const stepsOf = (plan: ReturnType<typeof revisionPlan>) => (plan.kind === 'apply' ? plan.steps : []);

describe('a revision plan', () => {
  it('skips a revision already applied, whatever it says', () => {
    expect(revisionPlan(revision({ status: 'cancelled' }), MAPPING, { applied: true, links: [link(0)] })).toEqual({ kind: 'skip' });
  });

  it('books each room of a new booking as its own reservation, on our mapped type', () => {
    const plan = revisionPlan(revision({ rooms: [room(), room({ roomTypeId: 'cm-suite', guests: 1 })] }), MAPPING, {
      applied: false,
      links: [],
    });
    expect(stepsOf(plan).map((step) => [step.kind, step.index, 'roomTypeId' in step ? step.roomTypeId : undefined])).toEqual([
      ['book', 0, 'dorm'],
      ['book', 1, 'suite'],
    ]);
  });

  it('needs no step for a room already as the revision says (a redelivery before its record)', () => {
    expect(stepsOf(revisionPlan(revision(), MAPPING, { applied: false, links: [link(0)] }))).toEqual([]);
  });

  it('moves a room whose dates, guests or amount changed, and retypes one moved to another mapped type', () => {
    const changed = revision({
      status: 'modified',
      rooms: [room({ checkOut: '2027-03-05' }), room({ amountCents: 5000 }), room({ roomTypeId: 'cm-suite', guests: 1 })],
    });
    const plan = revisionPlan(changed, MAPPING, { applied: false, links: [link(0), link(1), link(2)] });
    expect(shape(stepsOf(plan))).toEqual([
      ['move', 0],
      ['move', 1],
      ['retype', 2],
    ]);
  });

  it('cancels every live room of a cancelled booking, and a room the booking no longer lists, before it books', () => {
    const cancelled = revisionPlan(revision({ status: 'cancelled' }), MAPPING, { applied: false, links: [link(0), link(1)] });
    expect(shape(stepsOf(cancelled))).toEqual([
      ['cancel', 0],
      ['cancel', 1],
    ]);
    const fewer = revisionPlan(revision({ status: 'modified', rooms: [room({ checkIn: '2027-03-02' })] }), MAPPING, {
      applied: false,
      links: [link(0), link(1)],
    });
    expect(shape(stepsOf(fewer))).toEqual([
      ['cancel', 1],
      ['move', 0],
    ]);
    // A room kept in the list but marked cancelled is canceled the same; one never booked is left alone; one the
    // desk has checked in is left to the desk.
    const marked = revisionPlan(
      revision({ status: 'modified', rooms: [room({ cancelled: true }), room(), room({ cancelled: true })] }),
      MAPPING,
      { applied: false, links: [link(0), link(1)] },
    );
    expect(shape(stepsOf(marked))).toEqual([['cancel', 0]]);
    const inHouse = link(0, { reservation: { ...live, checkedIn: true } });
    const left = revisionPlan(revision({ status: 'modified', rooms: [room({ cancelled: true })] }), MAPPING, {
      applied: false,
      links: [inHouse],
    });
    expect(shape(stepsOf(left))).toEqual([['leave', 0]]);
  });

  it('does not cancel twice a room already canceled by the channel, and books it again if the channel brings it back', () => {
    const canceled = link(0, { canceled: true, reservation: { ...live, live: false } });
    expect(stepsOf(revisionPlan(revision({ status: 'cancelled' }), MAPPING, { applied: false, links: [canceled] }))).toEqual([]);
    expect(shape(stepsOf(revisionPlan(revision({ status: 'modified' }), MAPPING, { applied: false, links: [canceled] })))).toEqual([
      ['book', 0],
    ]);
  });

  it('leaves to the desk a stay checked in or out, or canceled there, and reports it', () => {
    const checkedIn = link(0, { reservation: { ...live, checkedIn: true } });
    const deskCanceled = link(1, { reservation: { ...live, live: false } });
    const plan = revisionPlan(revision({ status: 'modified', rooms: [room({ checkOut: '2027-03-09' }), room({ guests: 3 })] }), MAPPING, {
      applied: false,
      links: [checkedIn, deskCanceled],
    });
    expect(shape(stepsOf(plan))).toEqual([
      ['leave', 0],
      ['leave', 1],
    ]);
    const cancelled = revisionPlan(revision({ status: 'cancelled' }), MAPPING, { applied: false, links: [checkedIn] });
    expect(shape(stepsOf(cancelled))).toEqual([['leave', 0]]);
  });

  it('is a conflict for a room type the property has not mapped, or a stay longer than a booking may be', () => {
    const plan = revisionPlan(
      revision({ rooms: [room({ roomTypeId: 'cm-unknown' }), room({ checkIn: '2027-03-01', checkOut: '2027-06-30' }), room()] }),
      MAPPING,
      { applied: false, links: [] },
    );
    const steps = stepsOf(plan);
    expect(shape(steps)).toEqual([
      ['conflict', 0],
      ['conflict', 1],
      ['book', 2],
    ]);
    expect(steps[0]).toMatchObject({ reason: { id: 'calendar.channelRoomNotMapped', values: { id: 'cm-unknown' } } });
    // A room Channex itself has not mapped (no room type at all) is kept for the desk the same way.
    const unmappedThere = stepsOf(
      revisionPlan(revision({ rooms: [room({ roomTypeId: undefined }), room()] }), MAPPING, { applied: false, links: [] }),
    );
    expect(shape(unmappedThere)).toEqual([
      ['conflict', 0],
      ['book', 1],
    ]);
    expect(unmappedThere[0]).toMatchObject({ reason: { id: 'calendar.channelRoomNotMappedThere' } });
    expect(steps[1]).toMatchObject({ reason: { id: 'calendar.stayLongerMaxNights' } });
  });
});

describe('who collects and the commission, on every revision', () => {
  const terms = (steps: RevisionStep[]) => steps.map((step) => [step.kind, step.index, 'terms' in step ? step.terms : undefined]);
  const known = (by: 'ota' | 'property', commissionCents?: number) => ({
    by,
    ...(commissionCents === undefined ? {} : { commissionCents }),
  });
  const modified = (over: Partial<BookingRevision> = {}) => revision({ id: 'rev-2', status: 'modified', ...over });

  it('settles a room whose only change is who collects, to the OTA and back, without moving it', () => {
    const atDesk = link(0, { collect: known('property') });
    expect(terms(stepsOf(revisionPlan(modified({ paymentCollect: 'ota' }), MAPPING, { applied: false, links: [atDesk] })))).toEqual([
      ['settle', 0, { by: 'ota' }],
    ]);
    const atOta = link(0, { collect: known('ota'), reservation: { ...live, otaHeldCents: 4000 } });
    expect(terms(stepsOf(revisionPlan(modified({ paymentCollect: 'property' }), MAPPING, { applied: false, links: [atOta] })))).toEqual([
      ['settle', 0, { by: 'property' }],
    ]);
  });

  it('needs no step when the revision says what the link last applied, or says nothing of who collects', () => {
    const atOta = link(0, { collect: known('ota', 500), reservation: { ...live, otaHeldCents: 4000, otaCommissionCents: 500 } });
    const again = modified({ paymentCollect: 'ota', otaCommissionCents: 500 });
    expect(stepsOf(revisionPlan(again, MAPPING, { applied: false, links: [atOta] }))).toEqual([]);
    // null: as before; no commission sent: the share stays as it was.
    expect(stepsOf(revisionPlan(modified(), MAPPING, { applied: false, links: [atOta] }))).toEqual([]);
  });

  it('reads a link stored before it kept who collects from its stay: no step while the stay already holds the revision', () => {
    const paidToOta = link(0, { reservation: { ...live, otaHeldCents: 4000, otaCommissionCents: 500 } });
    const same = modified({ paymentCollect: 'ota', otaCommissionCents: 500 });
    expect(stepsOf(revisionPlan(same, MAPPING, { applied: false, links: [paidToOta] }))).toEqual([]);
    expect(terms(stepsOf(revisionPlan(modified({ paymentCollect: 'property' }), MAPPING, { applied: false, links: [paidToOta] })))).toEqual(
      [['settle', 0, { by: 'property', commissionCents: 500 }]],
    );
    // Before the fix a switch to the OTA alone was never applied: the stay still owes it all, so the next revision settles it.
    const owedAtDesk = link(0);
    expect(terms(stepsOf(revisionPlan(modified({ paymentCollect: 'ota' }), MAPPING, { applied: false, links: [owedAtDesk] })))).toEqual([
      ['settle', 0, { by: 'ota' }],
    ]);
    expect(stepsOf(revisionPlan(modified({ paymentCollect: 'property' }), MAPPING, { applied: false, links: [owedAtDesk] }))).toEqual([]);
  });

  it('leaves the change to the desk for a stay it checked in or out, or canceled', () => {
    const inHouse = link(0, { collect: known('property'), reservation: { ...live, checkedIn: true } });
    const deskCanceled = link(1, { collect: known('property'), reservation: { ...live, live: false } });
    const plan = revisionPlan(modified({ paymentCollect: 'ota', rooms: [room(), room()] }), MAPPING, {
      applied: false,
      links: [inHouse, deskCanceled],
    });
    expect(shape(stepsOf(plan))).toEqual([
      ['leave', 0],
      ['leave', 1],
    ]);
  });

  it("gives every live room its share of the latest commission, the rooms left as they were too, adding up to the booking's", () => {
    const links = [link(0, { collect: known('ota', 500) }), link(1, { collect: known('ota', 500) })];
    // Room 1 now costs 8000 of 12000: the commission of 1200 splits 400 / 800, so room 0's share changes though it did not.
    const plan = revisionPlan(
      modified({ paymentCollect: 'ota', otaCommissionCents: 1200, rooms: [room(), room({ amountCents: 8000 })] }),
      MAPPING,
      { applied: false, links },
    );
    expect(terms(stepsOf(plan))).toEqual([
      ['move', 1, { by: 'ota', commissionCents: 800 }],
      ['settle', 0, { by: 'ota', commissionCents: 400 }],
    ]);
    // A room added (booked with its share) or one marked cancelled (a share of 0) changes the others' shares the same way.
    const added = revisionPlan(
      modified({ paymentCollect: 'ota', otaCommissionCents: 1000, rooms: [room(), room(), room({ amountCents: 2000 })] }),
      MAPPING,
      { applied: false, links },
    );
    expect(terms(stepsOf(added))).toEqual([
      ['book', 2, { by: 'ota', commissionCents: 200 }],
      ['settle', 0, { by: 'ota', commissionCents: 400 }],
      ['settle', 1, { by: 'ota', commissionCents: 400 }],
    ]);
    const dropped = revisionPlan(
      modified({ paymentCollect: 'ota', otaCommissionCents: 1000, rooms: [room(), room({ cancelled: true })] }),
      MAPPING,
      { applied: false, links },
    );
    expect(terms(stepsOf(dropped))).toEqual([
      ['cancel', 1, undefined],
      ['settle', 0, { by: 'ota', commissionCents: 1000 }],
    ]);
  });

  it('keeps the share as it was when the price is not the channel’s own (a currency the desk does not keep)', () => {
    const links = [link(0, { collect: known('ota', 500) })];
    expect(stepsOf(revisionPlan(modified({ currency: 'GBP', otaCommissionCents: 900 }), MAPPING, { applied: false, links }))).toEqual([]);
  });

  it('books a new room with who collects it and its share, property when the channel does not say', () => {
    const two = revision({
      paymentCollect: 'ota',
      otaCommissionCents: 750,
      rooms: [room({ amountCents: 1000 }), room({ amountCents: 2000 })],
    });
    expect(terms(stepsOf(revisionPlan(two, MAPPING, { applied: false, links: [] })))).toEqual([
      ['book', 0, { by: 'ota', commissionCents: 250 }],
      ['book', 1, { by: 'ota', commissionCents: 500 }],
    ]);
    expect(terms(stepsOf(revisionPlan(revision(), MAPPING, { applied: false, links: [] })))).toEqual([['book', 0, { by: 'property' }]]);
  });
});
