// When a repeated create may be answered from its first answer, and with what (decisions.md, reservations-api.md).

/** What a recorded answer was about: the reservation it made, and its version (`updatedAt`) when answered. */
export interface Subject {
  id: string;
  version: string;
}

/** The reservation as the table holds it now, with the answer that would tell it. */
export interface Current<T> {
  version: string;
  answer: T;
}

export type Replay<T> =
  /** Answer this: the reservation as it is now. */
  | { kind: 'answer'; answer: T }
  /** The recorded answer no longer holds: the request is a new booking, replacing the stale record. */
  | { kind: 'book-anew' }
  /** The key's reservation is gone: nothing true can be replayed. */
  | { kind: 'gone' };

/**
 * An implicit key (the body's hash) stands for the first booking only while that reservation is unchanged
 * since its answer: after a cancel or any other change the same body is a new booking. An explicit key
 * always means its first booking, told as the table holds it now (e.g. canceled), never as it was.
 */
export function replayOf<T>(implicit: boolean, recorded: Subject, current: Current<T> | undefined): Replay<T> {
  if (implicit) return current?.version === recorded.version ? { kind: 'answer', answer: current.answer } : { kind: 'book-anew' };
  return current ? { kind: 'answer', answer: current.answer } : { kind: 'gone' };
}
