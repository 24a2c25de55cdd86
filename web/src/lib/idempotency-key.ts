// `Idempotency-Key` for creates that must never run twice (a double click, a retry after a lost
// answer): one key per submission of a body, the same key while the same body is sent again, a new key
// once the body changed (the server refuses a known key with another body).

export interface Submission {
  key: string;
  /** The body the key was made for, as sent. */
  body: string;
}

export function submissionFor(
  previous: Submission | undefined,
  body: unknown,
  newKey: () => string = () => crypto.randomUUID(),
): Submission {
  const sent = JSON.stringify(body);
  return previous && previous.body === sent ? previous : { key: newKey(), body: sent };
}
