import { pagePressure } from '../accounts/booking-page-pressure';
import { newChallenge } from '../accounts/captcha';
import { bookingPages } from '../data/booking-page-repository';
import { readOne } from '../data/read-together';
import { defineHandler } from '../http/define-handler';

export const handler = defineHandler('getCaptchaChallenge', async ({ query }) => {
  // A booking page's challenge costs what its hostel's guard asks for now; an unknown page, the usual cost.
  const page = query.page ? await bookingPages.resolve(query.page.toLowerCase()) : undefined;
  const challenge = await newChallenge(page ? pagePressure.costOf(await readOne(pagePressure.part(page.tenant))) : undefined);
  return { parameters: { ...challenge.parameters }, signature: challenge.signature };
});
