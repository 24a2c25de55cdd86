import { describe, expect, it } from 'vitest';
import { centsToDecimal, decimalToCents } from '../../functions/src/channel-manager/channex-money';
import { channelOf, revisionOf } from '../../functions/src/channel-manager/channex-revisions';
import { readChannexSettings } from '../../functions/src/channel-manager/channex-settings';
import { revisionResource } from '../../functions/src/channel-manager/channex-shapes';

// Money, channel names and settings of the Channex adapter: pure, exact, and strict about where the key goes.

describe('decimal strings to cents', () => {
  it.each([
    ['100.5', 10050],
    ['100.50', 10050],
    ['100', 10000],
    ['0.05', 5],
    ['1500', 150000], // CLP: whole pesos, still hundredths in the product
    ['19.99', 1999],
    ['0.1', 10],
    ['12.345', 1235],
    ['12.344', 1234],
    ['0.995', 100],
    ['-3.456', -346],
    ['-0.001', 0],
    ['1234567.89', 123456789],
  ])('%s → %i', (text, cents) => {
    expect(decimalToCents(text)).toBe(cents);
  });

  it('is exact where a float is not (0.1 + 0.2, 1.005)', () => {
    expect(decimalToCents('0.3')).toBe(30);
    expect(decimalToCents('1.005')).toBe(101);
    expect(decimalToCents('8.675')).toBe(868);
  });

  it('refuses what is not a decimal number', () => {
    for (const bad of ['', 'abc', '1,5', '1e3', '.5', '1.', '99999999999999999999']) expect(() => decimalToCents(bad)).toThrow();
  });

  it.each([
    [10050, '100.50'],
    [150000, '1500.00'],
    [5, '0.05'],
    [0, '0.00'],
    [-250, '-2.50'],
  ])('%i → %s', (cents, text) => {
    expect(centsToDecimal(cents)).toBe(text);
    expect(decimalToCents(text)).toBe(cents);
  });

  it('takes only integers', () => {
    expect(() => centsToDecimal(10.5)).toThrow();
  });
});

describe('OTA names to channels', () => {
  it.each([
    ['BookingCom', 'booking.com'],
    ['Booking.com', 'booking.com'],
    ['Hostelworld', 'hostelworld'],
    ['HostelWorld', 'hostelworld'],
    ['Airbnb', 'airbnb'],
    ['AirBNB', 'airbnb'],
    ['Expedia', 'expedia'],
    ['Agoda', 'agoda'],
    ['OpenChannel', 'openchannel'],
    [null, 'channex'],
    ['', 'channex'],
  ])('%s → %s', (ota, channel) => {
    expect(channelOf(ota)).toBe(channel);
  });

  // channel-codes: the first three letters of `unique_id` name the OTA, whatever its name's spelling.
  it.each([
    ['Hostel World', 'HWL-123', 'hostelworld'],
    ['Hostelworld Group', 'HWL-123', 'hostelworld'],
    ['HostelBookers (HostelWorld Group)', 'HWL-9', 'hostelworld'],
    ['A-Expedia', 'EXP-1695093244', 'expedia'],
    ['BookingCom', 'BDC-1556013801', 'booking.com'],
    ['Airbnb', 'ABB-HM1', 'airbnb'],
    ['Agoda', 'AGO-77', 'agoda'],
    ['Hostelworld', null, 'hostelworld'],
  ])('%s with unique_id %s → %s', (ota, uniqueId, channel) => {
    expect(channelOf(ota, uniqueId)).toBe(channel);
  });
});

describe('a revision in the product words', () => {
  const resource = revisionResource.parse({
    id: 'rev-1',
    type: 'booking_revision',
    attributes: {
      booking_id: 'bk-1',
      property_id: 'p-1',
      status: 'modified',
      ota_name: 'BookingCom',
      ota_reservation_code: ' 4711 ',
      currency: 'EUR',
      amount: '100.5',
      customer: { name: 'Ana', surname: 'Pérez', mail: '', phone: null, country: 'ar' },
      rooms: [
        {
          room_type_id: 'rt-1',
          rate_plan_id: 'rp-1',
          checkin_date: '2026-12-01',
          checkout_date: '2026-12-03',
          days: { '2026-12-01': '50.25', '2026-12-02': '50.25' },
          occupancy: { adults: 2, children: 1, infants: 1 },
        },
        { room_type_id: 'rt-2', checkin_date: '2026-12-01', checkout_date: '2026-12-02', amount: '0', occupancy: { adults: 0 } },
        // Not mapped in Channex (bookings-collection: "Null if the room is not mapped"): read, not refused.
        {
          room_type_id: null,
          rate_plan_id: null,
          is_cancelled: true,
          checkin_date: '2026-12-01',
          checkout_date: '2026-12-02',
          amount: '20.00',
        },
      ],
      notes: null,
      inserted_at: '2026-11-27T05:00:00Z',
    },
  });

  it('maps every field the port names', () => {
    expect(revisionOf(resource)).toEqual({
      id: 'rev-1',
      bookingId: 'bk-1',
      status: 'modified',
      otaReservationCode: '4711',
      channel: 'booking.com',
      currency: 'EUR',
      amountCents: 10050,
      customer: { name: 'Ana', surname: 'Pérez', email: undefined, phone: undefined, country: 'AR' },
      rooms: [
        { roomTypeId: 'rt-1', ratePlanId: 'rp-1', checkIn: '2026-12-01', checkOut: '2026-12-03', guests: 3, amountCents: 10050 },
        { roomTypeId: 'rt-2', ratePlanId: undefined, checkIn: '2026-12-01', checkOut: '2026-12-02', guests: 1, amountCents: 0 },
        {
          roomTypeId: undefined,
          ratePlanId: undefined,
          checkIn: '2026-12-01',
          checkOut: '2026-12-02',
          guests: 1,
          amountCents: 2000,
          cancelled: true,
        },
      ],
      notes: undefined,
      receivedAt: '2026-11-27T05:00:00Z',
    });
  });

  it("reads who collects (payment_collect), how, and the OTA's commission as the docs list them", () => {
    const paid = (attributes: Record<string, unknown>) =>
      revisionOf(revisionResource.parse({ ...resource, attributes: { ...resource.attributes, ...attributes } }));
    expect(paid({ payment_collect: 'ota', payment_type: 'credit_card', ota_commission: '15.25' })).toMatchObject({
      paymentCollect: 'ota',
      paymentType: 'credit_card',
      otaCommissionCents: 1525,
    });
    expect(paid({ payment_collect: 'property', payment_type: 'bank_transfer' })).toMatchObject({ paymentCollect: 'property' });
    // null ("not specified") and a value the docs do not list are "not said", never a refused feed.
    for (const collect of [null, 'hotel']) {
      const read = paid({ payment_collect: collect, payment_type: null, ota_commission: null });
      expect(read.paymentCollect).toBeUndefined();
      expect(read.otaCommissionCents).toBeUndefined();
    }
    // A commission sent as a number reads the same; one that reads as no amount is not said, and the booking still lands.
    expect(paid({ payment_collect: 'ota', ota_commission: 15.25 }).otaCommissionCents).toBe(1525);
    for (const odd of ['fifteen', -3, { value: '1' }, '99999999999999999999']) {
      const read = paid({ payment_collect: 'ota', ota_commission: odd });
      expect(read).toMatchObject({ paymentCollect: 'ota', amountCents: expect.any(Number) });
      expect(read.otaCommissionCents).toBeUndefined();
    }
  });
});

describe('the Channex address setting', () => {
  it('is production by default, with a 10 s limit', () => {
    expect(readChannexSettings({})).toMatchObject({ baseUrl: 'https://app.channex.io/api/v1', timeoutMs: 10_000 });
  });

  it('takes staging, or the stand-in on 127.0.0.1 over http', () => {
    expect(readChannexSettings({ CHANNEX_API_URL: 'https://staging.channex.io/api/v1/' }).baseUrl).toBe(
      'https://staging.channex.io/api/v1',
    );
    expect(readChannexSettings({ CHANNEX_API_URL: 'http://127.0.0.1:4567/api/v1' }).baseUrl).toBe('http://127.0.0.1:4567/api/v1');
  });

  it('refuses http anywhere else, and a user in the address', () => {
    for (const url of ['http://app.channex.io/api/v1', 'http://localhost:4567/api/v1', 'http://10.0.0.5:80/api/v1', 'ftp://x/api', 'nope'])
      expect(() => readChannexSettings({ CHANNEX_API_URL: url }), url).toThrow(/CHANNEX_API_URL/);
    expect(() => readChannexSettings({ CHANNEX_API_URL: 'https://u:p@app.channex.io/api/v1' })).toThrow(/user name/);
  });

  it('lets a time limit be shortened, never lengthened', () => {
    expect(readChannexSettings({ CHANNEX_TIMEOUT_MS: '2000' }).timeoutMs).toBe(2000);
    expect(readChannexSettings({ CHANNEX_TIMEOUT_MS: '60000' }).timeoutMs).toBe(10_000);
  });
});
