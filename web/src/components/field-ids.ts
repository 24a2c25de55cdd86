import { type ReactNode, useId } from 'react';

/** A line under a field that its control names in aria-describedby. */
export type FieldNoteKind = 'hint' | 'error' | 'echo';

export interface FieldIds {
  /** The control's id, which its label's htmlFor names. */
  id: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** The number field's line saying the value understood. */
  echoId: string | undefined;
  /** The shown lines' ids in the field's reading order, or undefined when none is shown. */
  describedBy: string | undefined;
}

export interface FieldNotes {
  hint?: ReactNode;
  error?: string | undefined;
  /** Whether the number field's echo line is shown. */
  echo?: boolean;
}

const HINT_FIRST: readonly FieldNoteKind[] = ['hint', 'error', 'echo'];

/**
 * The ids of a field's control and of the lines under it, from its base id: a line gets an id only when it is
 * shown, and a hint that the error repeats (a weak password) is not shown, so the rule is said once.
 */
export function fieldIds(id: string, notes: FieldNotes, order: readonly FieldNoteKind[] = HINT_FIRST): FieldIds {
  const shown: Record<FieldNoteKind, boolean> = {
    hint: Boolean(notes.hint) && notes.hint !== notes.error,
    error: Boolean(notes.error),
    echo: Boolean(notes.echo),
  };
  const noteId = (kind: FieldNoteKind) => (shown[kind] ? `${id}-${kind}` : undefined);
  const describedBy = order.map(noteId).filter(Boolean).join(' ');
  return { id, hintId: noteId('hint'), errorId: noteId('error'), echoId: noteId('echo'), describedBy: describedBy || undefined };
}

/** fieldIds for a field rendered by React: its own id when given, else one unique to this field and its name. */
export function useFieldIds(name: string, id: string | undefined, notes: FieldNotes, order?: readonly FieldNoteKind[]): FieldIds {
  const generated = useId();
  return fieldIds(id ?? `${generated}-${name}`, notes, order);
}
