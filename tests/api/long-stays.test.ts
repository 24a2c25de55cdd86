import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../shared/src/domain/dates';
import { MAX_STAY_NIGHTS } from '../../shared/src/api/reservation-schemas';
import { MAX_STAY_NIGHTS_ON_PAGE } from '../../shared/src/api/booking-page-schemas';
import { bookOnPage, guestDetails, hostelWithPage, stayRequest } from '../support/booking-page';
import { book, expectInvariant, frontDesk, stay } from '../support/front-desk';
import { partition } from '../support/table';

// The longest stay each way of booking allows is one transaction: a night item per night beside the stay's own
// items, under DynamoDB's 100 per transaction. A new guest's search items (a few per word of the name) are the
// part that may not fit: they are written once the booking commits.

describe('the longest stay', () => {
  it(`is booked at the desk: ${MAX_STAY_NIGHTS} nights with an Idempotency-Key`, async () => {
    const { user, pid, today, double, ana, capacities } = await frontDesk();
    const booked = await book(user, stay(ana._id, double._id, addDays(today, 1), MAX_STAY_NIGHTS));
    const { live } = await expectInvariant(pid, capacities);
    expect(live.map((one) => [one.id, one.checkOut])).toEqual([[booked._id, addDays(today, 1 + MAX_STAY_NIGHTS)]]);
  });

  it('is booked on the booking page by a new guest with a many-worded name, found by search once booked', async () => {
    const { user, pid, slug, double, capacities } = await hostelWithPage({ max_nights: MAX_STAY_NIGHTS_ON_PAGE });
    const checkIn = addDays(todayIn('UTC'), 3);
    const names = { first_name: 'Ana María José Luisa', last_name: 'de la Cruz Pérez García Olmos' };
    const answer = await bookOnPage(slug, { ...stayRequest(double._id, checkIn, MAX_STAY_NIGHTS_ON_PAGE), ...guestDetails(names) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { live } = await expectInvariant(pid, capacities);
    expect(live).toHaveLength(1);
    expect(live[0]!.checkOut).toBe(addDays(checkIn, MAX_STAY_NIGHTS_ON_PAGE));
    const [made] = await partition(pid, 'GUEST#');
    expect(made).toMatchObject({ firstName: names.first_name, searchIndexed: 1, bookings: 1 });
    const found = await user.call('GET', `/guests/search?q=${encodeURIComponent('olmos')}`);
    expect(found.body.map((one: { _id: string }) => one._id)).toEqual([made!.id]);
  });
});
