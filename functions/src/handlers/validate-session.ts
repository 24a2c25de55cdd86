import { defineHandler } from '../http/define-handler';

// The pipeline has already checked the session; reaching here means it is valid.
export const handler = defineHandler('validateSession', async () => ({ msg: 'Session is valid' }));
