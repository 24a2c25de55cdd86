import { message } from '@hostel/shared/i18n/message';
import type { MessageId } from '@hostel/shared/i18n/message';
import { verifyPassword } from '../accounts/password-hasher';
import { currentUser } from '../accounts/profile-view';
import { clearedSessionCookie } from '../accounts/session';
import { limits, throttle } from '../accounts/throttle';
import { sessions } from '../data/session-repository';
import { users, type UserRecord } from '../data/user-repository';
import { BadRequest } from '../http/errors';
import { Reply } from '../http/pipeline-types';
import { defineHandler } from '../http/define-handler';
import { stopSellingOnChannels } from '../channel-manager/channel-closure';
import { closeProperty } from '../property/property-closure';
import { propertyOf } from '../property/property-of';
import type { DeleteAccountBody } from '@hostel/shared/api/account-schemas';

export const NAME_MISMATCH = 'validation.typePropertySName' satisfies MessageId;
export const WRONG_PASSWORD = 'account.passwordNotCorrect' satisfies MessageId;

/** Names compared as the eye reads them: the same characters, spaces around them left out. */
const sameName = (typed: string, name: string) => typed.trim().normalize('NFC') === name.trim().normalize('NFC');

/**
 * The confirmation the web's dialog sends (decisions.md: a body-less DELETE, the spec's client, is still
 * accepted). The name first, as it costs nothing; the password is throttled like sign-in, so a stolen
 * session cannot use this call to guess it.
 */
async function checkConfirmation(user: UserRecord, confirmation: NonNullable<DeleteAccountBody>, sourceIp: string): Promise<void> {
  if (user.role === 'admin' && !sameName(confirmation.propertyName, (await propertyOf(user.propertyId)).name))
    throw new BadRequest(NAME_MISMATCH);
  const attempts = await throttle.reserveAll(
    'account.tooManyWrongPasswords',
    limits.signInAccount(user.email),
    limits.signInAddress(sourceIp),
  );
  if (!(await verifyPassword(confirmation.password, user.passwordHash))) throw new BadRequest(WRONG_PASSWORD);
  await throttle.giveBack(...attempts);
}

/**
 * The admin's account is the property's: deleting it closes the property at once (no sign-in, no session,
 * no public page or feed, nothing for sale on the channel manager) and its data is purged after 30 days unless the admin restores it. Anyone else leaves alone.
 */
export const handler = defineHandler('deleteAccount', async ({ session, body, sourceIp, log }) => {
  const user = await currentUser(session);
  if (body) await checkConfirmation(user, body, sourceIp);
  if (user.role === 'admin') {
    await closeProperty(user.propertyId, new Date());
    // Its bookings are no longer pulled: the OTAs stop selling it now (Channex down: the pusher's sweep).
    await stopSellingOnChannels(user.propertyId, log);
  } else {
    // The user first: no session can be created for a removed user, so none is left behind.
    await users.remove(user);
    await sessions.removeAllForUser(user.propertyId, user.id);
  }
  return new Reply({ msg: message('account.accountDeletedSuccessfully') }, [clearedSessionCookie()]);
});
