import type { CreatedProperty } from './stand-in-control';
import type { ChannexStandIn } from './stand-in-server';

// `npm start`'s demo Channex account: one hostel with a dorm and a private room, each with a rate plan,
// and one booking waiting in the feed, so an owner can try "Connect" and a first sync on their machine.

export function seedDemoProperty(standIn: ChannexStandIn): CreatedProperty {
  const created = standIn.control.createProperty({
    title: 'Demo Hostel (Channex stand-in)',
    currency: 'USD',
    roomTypes: [
      { title: 'Mixed Dorm 6 Beds', units: 6, kind: 'dorm', occAdults: 1, ratePlans: ['Bed - Standard'] },
      { title: 'Private Double Room', units: 2, kind: 'room', occAdults: 2, ratePlans: ['Room - Standard'] },
    ],
  });
  const dorm = created.roomTypes[0]!;
  const today = new Date();
  const inDays = (days: number) => new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  standIn.control.addRevision({
    propertyId: created.propertyId,
    status: 'new',
    otaName: 'Hostelworld',
    customer: { name: 'Demo', surname: 'Traveller', mail: 'traveller@example.com', country: 'DE' },
    rooms: [
      { roomTypeId: dorm.id, ratePlanId: dorm.ratePlans[0]!.id, checkIn: inDays(7), checkOut: inDays(9), adults: 1, nightly: '18.50' },
    ],
  });
  return created;
}
