import { roomTypes } from '../data/room-type-repository';
import { defineHandler } from '../http/define-handler';
import { propertyOf, roomTypeOf, todayAt } from '../property/property-of';
import { message } from '@hostel/shared/i18n/message';

/** Refused while any night from today on (property time zone) has a sale; past nights keep their history. */
export const handler = defineHandler('deleteRoomType', async ({ params, session }) => {
  const current = await roomTypeOf(session.propertyId, params.id);
  await roomTypes.remove(session.propertyId, current, todayAt(await propertyOf(session.propertyId)));
  return { msg: message('stay.roomTypeDeletedSuccessfully') };
});
