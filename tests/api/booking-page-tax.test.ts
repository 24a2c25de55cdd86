import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/src/domain/dates';
import { ApiUser, propertyIdOf } from '../support/api';
import { bookOnPage, guestDetails, hostelWithPage, stayRequest } from '../support/booking-page';
import { latestMail, tokenFrom } from '../support/mailbox';
import { partition } from '../support/table';

// The tourist tax on the booking page: what the offers and the confirmation tell the guest is what the booking
// keeps, what the desk charges, what the stay page and the mail say, read back from the table.

const BOOKED = /^Your stay at .+ is booked$/;

/** A hostel in Argentina charging in US dollars (its room types' currency), its page on, its tax as given (or off). */
async function taxedPage(tax?: { amount: number; applies_to: 'everyone' | 'abroad' }) {
  const hostel = await hostelWithPage();
  const updated = await hostel.user.call('PUT', '/properties/update', { propertyName: 'Casa Azul', countryCode: 'AR', currency: 'USD' });
  expect(updated.status).toBe(200);
  if (tax) expect((await hostel.user.call('PUT', '/properties/tourist-tax/update', { enabled: true, ...tax })).status).toBe(200);
  return { ...hostel, from: addDays(hostel.today, 10) };
}

const offersOf = async (slug: string, from: string, nights: number, guests: number) => {
  const answer = await new ApiUser().call(
    'GET',
    `/booking-page/${slug}/offers?check_in=${from}&check_out=${addDays(from, nights)}&guests=${guests}`,
  );
  expect(answer.status).toBe(200);
  return answer.body.offers as { room_type_id: string; total_price: number; tourist_tax?: Record<string, unknown> }[];
};

async function storedTax(user: ApiUser, id: string) {
  const [stored] = await partition(propertyIdOf(user), `RES#${id}`);
  expect(stored?.id).toBe(id);
  return stored?.touristTax;
}

describe('the tourist tax on the booking page', () => {
  it('off: the offers, the booking and the stay carry no tax, and the total to pay is the nights', async () => {
    const { slug, dorm, from, user } = await taxedPage();
    const [offer] = (await offersOf(slug, from, 2, 2)).filter((each) => each.room_type_id === dorm._id);
    expect(offer).toMatchObject({ total_price: 80 });
    expect(offer).not.toHaveProperty('tourist_tax');
    const booked = await bookOnPage(slug, { ...stayRequest(dorm._id, from, 2, 2), ...guestDetails() });
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ total_price: 80, total_to_pay: 80 });
    expect(booked.body).not.toHaveProperty('tourist_tax');
    expect(await storedTax(user, booked.body.reservation_id)).toBeUndefined();
  });

  it('for everyone: the offer, the confirmation, the stored stay, the desk, the stay page and the mail say the same figures; a cancel leaves nothing to pay', async () => {
    const { slug, dorm, from, user } = await taxedPage({ amount: 1.5, applies_to: 'everyone' });
    const [offer] = (await offersOf(slug, from, 2, 2)).filter((each) => each.room_type_id === dorm._id);
    expect(offer).toMatchObject({
      total_price: 80,
      tourist_tax: { per_guest_night: 1.5, guests: 2, nights: 2, amount: 6, applies_to: 'everyone' },
    });
    const details = guestDetails();
    const booked = await bookOnPage(slug, { ...stayRequest(dorm._id, from, 2, 2), ...details });
    expect(booked.status).toBe(201);
    const line = { per_guest_night: 1.5, guests: 2, nights: 2, amount: 6 };
    expect(booked.body).toMatchObject({ total_price: 80, tourist_tax: line, total_to_pay: 86 });
    const id = booked.body.reservation_id;
    expect(await storedTax(user, id)).toEqual({ perGuestNightCents: 150 });
    const desk = (await user.call('GET', `/reservations/find-by-id/${id}`)).body;
    expect(desk).toMatchObject({ total_price: 80, folio_total: 86, balance_due: 86, tourist_tax: { ...line, exempt_reason: '' } });

    const token = tokenFrom(new URL(booked.body.manage_path, 'http://x'));
    const guest = new ApiUser();
    expect((await guest.call('GET', `/guest-stays/${token}`)).body).toMatchObject({ tourist_tax: line, total_to_pay: 86 });
    const mail = await latestMail(details.email, BOOKED);
    expect(mail.text).toContain('Nights: $80.00\nTourist tax: $1.50 × 2 guests × 2 nights: $6.00\nTotal: $86.00, paid at the hostel');

    const canceled = await guest.call('POST', `/guest-stays/${token}/cancel`);
    expect(canceled).toMatchObject({ status: 200, body: { reservation_status: 'canceled', total_to_pay: 0 } });
  });

  it('only from abroad: the offer says so; a guest typing the hostel country books without it, a foreign one with it, in Spanish too', async () => {
    const { slug, dorm, from, user } = await taxedPage({ amount: 2.25, applies_to: 'abroad' });
    const [offer] = (await offersOf(slug, from, 3, 1)).filter((each) => each.room_type_id === dorm._id);
    expect(offer).toMatchObject({
      total_price: 60,
      tourist_tax: { per_guest_night: 2.25, guests: 1, nights: 3, amount: 6.75, applies_to: 'abroad' },
    });

    const local = await bookOnPage(slug, {
      ...stayRequest(dorm._id, from, 3, 1),
      ...guestDetails({ first_name: 'Lucía', country_code: 'AR' }),
    });
    expect(local.status).toBe(201);
    expect(local.body).toMatchObject({ total_price: 60, total_to_pay: 60 });
    expect(local.body).not.toHaveProperty('tourist_tax');
    expect(await storedTax(user, local.body.reservation_id)).toBeUndefined();

    const details = guestDetails({ country_code: 'DE', language: 'es-AR' });
    const foreign = await bookOnPage(slug, { ...stayRequest(dorm._id, from, 3, 1), ...details });
    expect(foreign.status).toBe(201);
    expect(foreign.body).toMatchObject({ tourist_tax: { per_guest_night: 2.25, guests: 1, nights: 3, amount: 6.75 }, total_to_pay: 66.75 });
    expect(await storedTax(user, foreign.body.reservation_id)).toEqual({ perGuestNightCents: 225 });
    expect((await user.call('GET', `/reservations/find-by-id/${foreign.body.reservation_id}`)).body).toMatchObject({
      folio_total: 66.75,
      tourist_tax: { amount: offer!.tourist_tax!.amount },
    });
    const mail = await latestMail(details.email, /^Tu estadía en .+ está reservada$/);
    // Intl writes "US$ 2,25" with a no-break space.
    expect(mail.text.replaceAll('\u00a0', ' ')).toContain(
      'Tasa turística: US$ 2,25 × 1 huésped × 3 noches: US$ 6,75\nTotal: US$ 66,75, se paga en el hostel',
    );
  });
});
