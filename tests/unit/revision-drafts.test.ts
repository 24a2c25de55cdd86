import { describe, expect, it } from 'vitest';
import { channelSource, guestNames, roomPrice, stayNotes } from '../../functions/src/channel-manager/revision-drafts';

// What a channel booking's room becomes at the desk: its source, price, notes and guest names.

describe('a channel booking at the desk', () => {
  it("takes the spec's source where the channel is one, else names the channel", () => {
    expect(channelSource('booking.com')).toBe('booking.com');
    expect(channelSource('Hostelworld')).toBe('hostelworld.com');
    expect(channelSource('airbnb')).toBe('channel:airbnb');
    expect(channelSource('Expedia')).toBe('channel:expedia');
    expect(channelSource(' ')).toBe('channel:unknown');
  });

  it("keeps the channel's price in its own currency when the desk keeps that currency", () => {
    expect(roomPrice({ currency: 'eur' }, { amountCents: 12345 }, 'USD')).toEqual({ currency: 'EUR', totalCents: 12345 });
  });

  it('prices from the rates in the type currency, and notes the channel price, for a currency the desk does not keep', () => {
    const price = roomPrice({ currency: 'GBP' }, { amountCents: 12345 }, 'USD');
    expect(price).toEqual({ currency: 'USD', totalCents: undefined, unkeptPrice: '123.45 GBP' });
    expect(stayNotes({ channel: 'booking.com', otaReservationCode: 'BDC-9', notes: ' late arrival ' }, price)).toBe(
      'booking.com BDC-9 · 123.45 GBP\nlate arrival',
    );
  });

  it("names the guest from the channel's customer, or by the OTA's code when it sent no name", () => {
    const customer = { email: undefined, phone: undefined, country: undefined };
    expect(guestNames({ ...customer, name: ' Ana ', surname: 'Pérez' }, 'X')).toEqual({ firstName: 'Ana', lastName: 'Pérez' });
    expect(guestNames({ ...customer, name: '', surname: 'Pérez' }, 'X')).toEqual({ firstName: 'Pérez', lastName: '' });
    expect(guestNames({ ...customer, name: '', surname: '' }, 'BDC-1')).toEqual({ firstName: 'BDC-1', lastName: '' });
  });
});
