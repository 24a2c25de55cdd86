import type { Guest } from '@hostel/shared/api/guest-schemas';
import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Dialog } from '../../../components/dialog';
import type { Submission } from '../../../lib/idempotency-key';
import type { NewReservationPreset } from '../../../lib/new-reservation';
import { useRoomTypes } from '../../../api/list-room-types';
import { guestFormValues, type GuestFormValues } from '../guest-form-values';
import { useDeskToday, useTodayMoved } from '../../../lib/session/desk-today';
import { followDefaults } from '../../../lib/follow-defaults';
import '../reservations.css';
import { BookingDone } from './booking-done';
import { BookingStep } from './booking-step';
import type { ChosenBed } from './chosen-bed-note';
import { effectiveRoomType, initialBookingValues, type BookingValues } from './booking-values';
import { FoundGuestStep } from './found-guest-step';
import { GuestDetailsStep } from './guest-details-step';
import { GuestLookupStep } from './guest-lookup-step';
import { WalkInStep } from './walk-in-step';

export interface NewReservationDialogProps {
  open: boolean;
  onClose(): void;
  /** A room type and nights to start from (the calendar's clicked cell); the desk can still change them. */
  initial?: NewReservationPreset | undefined;
}

/**
 * The new-reservation dialog (spec §2): step 0 the guest's email, step 1 their details, step 2 the stay.
 * Back moves one step; Escape or the close button closes it, and it opens again at step 0 (its content
 * lives only while it is open).
 */
export function NewReservationDialog({ open, onClose, initial }: NewReservationDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) setBusy(false);
  }, [open]);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={initial?.walkIn ? t('newReservation.walkIn.title') : t('newReservation.title')}
      className="dialog-wide res-dialog"
      dismissible={!busy}
    >
      <NewReservationFlow initial={initial} onBusy={setBusy} onClose={onClose} />
    </Dialog>
  );
}

type Step = 'walk-in' | 0 | 1 | 2 | 'done';
const STEP_NAMES = ['email', 'details', 'booking'] as const;

/** The calendar's chosen bed, when the preset names one with its room type. */
function chosenBed(preset: NewReservationPreset | undefined): ChosenBed | undefined {
  if (!preset?.bedId || !preset.bedName || !preset.roomTypeId) return undefined;
  return { id: preset.bedId, name: preset.bedName, roomTypeId: preset.roomTypeId };
}

interface FlowProps {
  initial: NewReservationPreset | undefined;
  onBusy(busy: boolean): void;
  onClose(): void;
}

function NewReservationFlow({ initial, onBusy, onClose }: FlowProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>(initial?.walkIn ? 'walk-in' : 0);
  const [email, setEmail] = useState('');
  const [guest, setGuest] = useState<Guest | null>(null);
  const [guestValues, setGuestValues] = useState<GuestFormValues>(() => guestFormValues(null));
  const today = useDeskToday();
  const [booking, setBooking] = useState<BookingValues>(() => initialBookingValues(initial, today));
  // Opened before the profile was read, tonight was the browser's: the nights not yet changed become the property's.
  useTodayMoved(today, (before, after) =>
    setBooking((current) => followDefaults(current, initialBookingValues(initial, before), initialBookingValues(initial, after))),
  );
  const [priceTouched, setPriceTouched] = useState(false);
  const [submission, setSubmission] = useState<Submission | undefined>(undefined);
  const [created, setCreated] = useState<Reservation | undefined>(undefined);
  /** After a walk-in: "Checked in", or why the check-in failed (the stay is booked either way). */
  const [doneNote, setDoneNote] = useState<string | undefined>(undefined);
  const [bed, setBed] = useState(() => chosenBed(initial));
  const bedName = bed?.name;
  const [bedDropped, setBedDropped] = useState(false);
  const roomTypes = useRoomTypes();
  const busy = useCallback((value: boolean) => onBusy(value), [onBusy]);

  function startAgain() {
    setStep(0);
    setEmail('');
    setGuest(null);
    setGuestValues(guestFormValues(null));
    setBooking(initialBookingValues(undefined, today));
    setPriceTouched(false);
    setSubmission(undefined);
    setCreated(undefined);
    setDoneNote(undefined);
    setBed(undefined);
    setBedDropped(false);
  }

  let content: ReactNode;
  if (step === 'walk-in') {
    content = walkInStep();
  } else if (step === 0) {
    content = (
      <GuestLookupStep
        email={email}
        onBusy={busy}
        onFound={(found, foundGuest) => {
          // Another email (or another guest behind it) starts the details afresh; the same one keeps what was typed.
          if (found !== email || foundGuest?._id !== guest?._id) {
            setGuest(foundGuest);
            setGuestValues(guestFormValues(foundGuest, found));
          }
          setEmail(found);
          setStep(1);
        }}
        onPicked={(picked) => {
          setGuest(picked);
          setGuestValues(guestFormValues(picked));
          setEmail(picked.contact_info.email);
          setStep(1);
        }}
      />
    );
  } else if (step === 1 && guest) {
    content = (
      <FoundGuestStep
        guest={guest}
        onUse={() => setStep(2)}
        onBack={() => setStep(0)}
        onLeave={onClose}
        onSomeoneElse={() => {
          // The email is the guest's on file, so the new person starts without one.
          setGuest(null);
          setGuestValues(guestFormValues(null));
        }}
      />
    );
  } else if (step === 1) {
    content = (
      <GuestDetailsStep
        values={guestValues}
        onBusy={busy}
        onBack={(values) => {
          setGuestValues(values);
          setStep(0);
        }}
        onSaved={(saved, values) => {
          setGuest(saved);
          setGuestValues(values);
          setStep(2);
        }}
      />
    );
  } else if (step === 2) {
    content = bookingStep();
  } else if (created) {
    content = (
      <BookingDone
        reservation={created}
        note={doneNote}
        roomType={roomTypes.data?.find((type) => type._id === created.room_type_id)}
        onAnother={startAgain}
        onClose={onClose}
      />
    );
  }

  // Plain functions, not components: each step's form must keep its state across renders.
  function walkInStep() {
    if (!roomTypes.data?.length) return bookingStep();
    return (
      <WalkInStep
        roomTypes={roomTypes.data}
        today={booking.check_in}
        onBusy={busy}
        onFullForm={() => setStep(0)}
        onDone={(reservation, checkInFailed) => {
          setCreated(reservation);
          setDoneNote(checkInFailed ?? t('newReservation.walkIn.checkedIn'));
          setStep('done');
        }}
      />
    );
  }

  function bookingStep() {
    const query = roomTypes;
    if (query.isPending)
      return (
        <p className="loading" role="status">
          {t('newReservation.loadingTypes')}
        </p>
      );
    if (!query.data) {
      return (
        <div className="form-messages form-messages-error load-error" role="alert">
          <p>{t('newReservation.typesFailed', { message: query.error?.message ?? '' })}</p>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {t('common.tryAgain')}
          </button>
        </div>
      );
    }
    if (query.data.length === 0) {
      return (
        <p>
          {t('newReservation.noTypes')}{' '}
          <Link to="/app/property/room-types" onClick={onClose}>
            {t('newReservation.noTypesLink')}
          </Link>
        </p>
      );
    }
    const roomType = effectiveRoomType(query.data, booking.room_type_id)!;
    const values: BookingValues = {
      ...booking,
      guest_id: guest?._id ?? '',
      room_type_id: roomType._id,
      currency: booking.room_type_id === roomType._id && booking.currency ? booking.currency : roomType.currency,
    };
    return (
      <BookingStep
        roomTypes={query.data}
        values={values}
        bed={bed}
        bedDropped={bedDropped}
        onDropBed={() => setBedDropped(true)}
        priceTouched={priceTouched}
        onPriceTouched={() => setPriceTouched(true)}
        submission={submission}
        onSubmission={setSubmission}
        onBusy={busy}
        onBack={(typed) => {
          setBooking(typed);
          setStep(1);
        }}
        onBooked={(reservation) => {
          setCreated(reservation);
          setStep('done');
        }}
      />
    );
  }

  // What the calendar's selection chose, kept in view while the guest is found or entered.
  // "Start again" drops the bed, and with it the whole selection.
  const fromCalendar = bed ? initial : undefined;
  const chosen: [string, string | undefined][] = [
    [t('newReservation.bed'), bedName],
    [t('newReservation.checkIn'), fromCalendar?.checkIn],
    [t('newReservation.checkOut'), fromCalendar?.checkOut],
  ];
  const showChosen = (step === 0 || step === 1) && chosen.some(([, value]) => value);

  return (
    <>
      {showChosen ? (
        <dl className="res-preset" aria-label={t('newReservation.chosen')}>
          {chosen
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      ) : null}
      {step === 'walk-in' || (step === 'done' && doneNote) ? null : (
        <ol className="res-steps" aria-label={t('newReservation.steps')}>
          {STEP_NAMES.map((name, index) => (
            <li
              key={name}
              aria-current={step === index ? 'step' : undefined}
              className={step === 'done' || (typeof step === 'number' && index < step) ? 'res-step-past' : undefined}
            >
              <span className="res-step-number" aria-hidden="true">
                {index + 1}
              </span>
              {t(`newReservation.stepNames.${name}`)}
            </li>
          ))}
        </ol>
      )}
      {content}
    </>
  );
}
