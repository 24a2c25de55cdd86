import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** A bed chosen on the calendar: the booking takes it while its room type is the one chosen. */
export interface ChosenBed {
  id: string;
  /** "Dorm 6 · Room 1, bed 2" */
  name: string;
  roomTypeId: string;
}

interface ChosenBedNoteProps {
  bed: ChosenBed;
  /** The booking sends the bed: the form's room type is the bed's own and the desk has not let it go. */
  onBed: boolean;
  /** The desk chose any free bed instead. */
  dropped: boolean;
  /** The server refused the bed (taken meanwhile): only then is letting it go offered. */
  refused: boolean;
  /** Guests beyond the first, in a dorm, get beds of their own. */
  othersPlaced: boolean;
  onDrop(): void;
  disabled: boolean;
}

/**
 * Says which bed the booking takes. Letting the bed go is offered only once the server refused it, so a
 * lost answer is never followed by a second booking under a new key; focus then lands on what changed.
 */
export function ChosenBedNote({ bed, onBed, dropped, refused, othersPlaced, onDrop, disabled }: ChosenBedNoteProps) {
  const { t } = useTranslation();
  const note = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (dropped) note.current?.focus();
  }, [dropped]);
  if (dropped) {
    return (
      <p ref={note} tabIndex={-1} className="muted">
        {t('newReservation.bedNote.dropped', { bed: bed.name })}
      </p>
    );
  }
  if (!onBed) return <p className="muted">{t('newReservation.bedNote.otherType', { bed: bed.name })}</p>;
  return (
    <p>
      {t(othersPlaced ? 'newReservation.bedNote.takesWithOthers' : 'newReservation.bedNote.takes', { bed: bed.name })}{' '}
      {refused ? (
        <button type="button" className="link-button" onClick={onDrop} disabled={disabled}>
          {t('newReservation.bedNote.anyBed')}
        </button>
      ) : null}
    </p>
  );
}
