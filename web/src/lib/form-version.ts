import { ApiError } from './api-client';

// A change that sends every field of a stay names the version it was read at (the server's form-version.ts), so a
// copy read before another desk's change is refused rather than put that change's fields back.

/** The header naming the `updated_At` the stay was read at. */
export const formVersionHeader = (version: string) => ({ 'If-Match': `"${version}"` });

/** The server's refusal of such a change: the stay changed since that version. */
export const changedSinceRead = (error: unknown): boolean => error instanceof ApiError && error.messageId === 'stay.changedSinceOpened';
