import { Clash } from '../domain-errors';

// A form that sends every field (a stay's details, its dates and guests) may say which version of the reservation
// it was filled from (`If-Match`: its `updated_At`, quoted or not). The web's forms do, so a form filled before
// another desk's change is refused rather than putting that change's fields back; without it (the spec's client),
// nothing is checked. `*` means any version.

function formVersionOf(headers: Readonly<Record<string, string | undefined>>): string | undefined {
  const version = headers['if-match']?.trim().replace(/^(W\/)?"(.*)"$/, '$2');
  return version === '*' ? undefined : version;
}

/** 409 `stay.changedSinceOpened` when the form names another version than the reservation's as read. */
export function refuseIfChangedSince(headers: Readonly<Record<string, string | undefined>>, read: { updatedAt: string }): void {
  const version = formVersionOf(headers);
  if (version !== undefined && version !== read.updatedAt) throw new Clash('stay.changedSinceOpened');
}
