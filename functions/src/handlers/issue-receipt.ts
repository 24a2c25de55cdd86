import { DEFAULT_LANGUAGE } from '@hostel/shared/domain/languages';
import { requestedLanguage } from '../http/answer-language';
import { defineHandler } from '../http/define-handler';
import { issueReceipt } from '../reservations/receipts';

/** A payment's receipt: numbered the first time it is asked for (in the guest's language, else the desk's), the same receipt every time after. */
export const handler = defineHandler('issueReceipt', async ({ params, session, headers }) =>
  issueReceipt(session.propertyId, params.id, params.paymentId, requestedLanguage(headers) ?? DEFAULT_LANGUAGE),
);
