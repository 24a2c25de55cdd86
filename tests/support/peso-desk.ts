import { todayIn } from '../../shared/src/domain/dates';
import { type ApiUser, propertyIdOf, signedInOwner } from './api';
import { book, guest, roomType, stay } from './front-desk';

// An Argentine hostel: pesos as its currency, a dorm priced in pesos, a guest, and a stay to pay for.

export async function pesoDesk(total = 50_000) {
  const { user } = await signedInOwner();
  const currency = await user.call('PUT', '/properties/update', { propertyName: 'Hostel del Sur', countryCode: 'AR', currency: 'ARS' });
  if (currency.status !== 200) throw new Error(`property: ${currency.status} ${JSON.stringify(currency.body)}`);
  const today = todayIn('UTC');
  const dorm = await roomType(user, {
    description: 'Dorm 8',
    type: 'dorm',
    max_occupancy: 8,
    inventory: 1,
    base_rate: 25_000,
    currency: 'ARS',
  });
  const ana = await guest(user, { firstName: 'Ana', lastName: 'Paz' });
  const reservation = await book(user, stay(ana._id, dorm._id, today, 2, 1, { total_price: total, currency: 'ARS' }));
  return {
    user,
    pid: propertyIdOf(user),
    today,
    dorm,
    ana,
    reservation,
    book: (more = {}) => bookAnother(user, ana._id, dorm._id, today, more),
  };
}

function bookAnother(user: ApiUser, guestId: string, typeId: string, today: string, more: Record<string, unknown>) {
  return book(user, stay(guestId, typeId, today, 1, 1, { total_price: 10_000, currency: 'ARS', ...more }));
}
