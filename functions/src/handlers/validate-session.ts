import { defineHandler } from '../http/define-handler';
import { message } from '@hostel/shared/i18n/message';

// The pipeline has already checked the session; reaching here means it is valid.
export const handler = defineHandler('validateSession', async () => ({ msg: message('account.sessionValid') }));
