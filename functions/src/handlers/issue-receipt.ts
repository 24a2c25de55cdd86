import { defineHandler } from '../http/define-handler';
import { issueReceipt } from '../reservations/receipts';

/** A payment's receipt: numbered the first time it is asked for, the same receipt every time after. */
export const handler = defineHandler('issueReceipt', async ({ params, session }) =>
  issueReceipt(session.propertyId, params.id, params.paymentId),
);
