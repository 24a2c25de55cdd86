import { said, message } from '../i18n/message';
import type { LabelId } from '../i18n/message';
import * as z from 'zod/mini';

/**
 * An id in the address (a room type's, a user's). Ids are opaque; this only refuses what no id can
 * look like, so a malformed one is a 400 and a well-formed unknown one a 404.
 */
export function entityId(label: LabelId) {
  return z
    .string(said('field.labelRequired', { label: message(label) }))
    .check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, said('field.labelNotValid', { label: message(label) })));
}
