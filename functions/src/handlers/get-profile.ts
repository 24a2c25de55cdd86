import { currentUser, profileOf } from '../accounts/profile-view';
import { defineHandler } from '../http/define-handler';

export const handler = defineHandler('getProfile', async ({ session }) => profileOf(await currentUser(session)));
