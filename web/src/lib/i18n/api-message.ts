import { type Message, messageOfIssue } from '@hostel/shared/i18n/message';
import { hasMessage, renderMessage } from '@hostel/shared/i18n/render-message';
import { currentLanguage } from './i18n';

/** A message by id (an answer's `messageId` and `values`, the web's own fallbacks) in the screens' language. */
export function apiMessage(said: Message): string {
  return renderMessage(said, currentLanguage());
}

/** An answer's message by its id and values, when this build knows the id (an older build says the answer's words). */
export function answerMessage(said: { id: string; values?: unknown }): string | undefined {
  if (!hasMessage(said.id)) return undefined;
  try {
    return apiMessage(said as Message);
  } catch {
    // Values of a shape this build cannot say: the answer's own words stand.
    return undefined;
  }
}

/** A form check's issue (a shared schema's message, a reference by id: shared/src/i18n/message.ts) in the screens' language. */
export function issueMessage(text: string): string {
  return apiMessage(messageOfIssue(text));
}
