import { newChallenge } from '../accounts/captcha';
import { defineHandler } from '../http/define-handler';

export const handler = defineHandler('getCaptchaChallenge', async () => {
  const challenge = await newChallenge();
  return { parameters: { ...challenge.parameters }, signature: challenge.signature };
});
