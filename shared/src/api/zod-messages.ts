import type * as z from 'zod/mini';
import { said } from '../i18n/message';

// zod's own words, for a rule no schema worded, as messages by id like every schema's: a parse given this map
// (parse-input.ts, the web's forms) carries a reference for every issue. Its English is zod's own "Invalid
// input", as the API always answered; an unknown field names the fields.

/** The error map of every parse of the API's schemas. */
export const zodMessages: z.core.$ZodErrorMap = (issue) =>
  issue.code === 'unrecognized_keys'
    ? said('api.unknownFields', { count: issue.keys.length, names: issue.keys.join(', ') })
    : said('validation.invalidInput');
