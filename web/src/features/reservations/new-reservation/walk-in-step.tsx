import { guestBody } from '@hostel/shared/api/guest-schemas';
import { MAX_STAY_NIGHTS, type Reservation } from '@hostel/shared/api/reservation-schemas';
import type { RoomType } from '@hostel/shared/api/room-type-schemas';
import { wholeNumber } from '@hostel/shared/api/number-fields';
import { addDays } from '@hostel/shared/domain/dates';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { FormStatus } from '../../../components/form-status';
import { SelectField } from '../../../components/select-field';
import { SubmitButton } from '../../../components/submit-button';
import { NumberField } from '../../../components/number-field';
import { TextField } from '../../../components/text-field';
import { useRatesAndAvailability } from '../../../api/get-rates-and-availability';
import { RestrictionNotice } from '../../../components/restriction-notice';
import { useStayAction } from '../../../api/stay-actions';
import { priceInputValue, formatPrice } from '../../../lib/format-money';
import { submissionFor, type Submission } from '../../../lib/idempotency-key';
import { useForm } from '../../../lib/use-form';
import { useCreateGuest } from '../api/create-guest';
import { useCreateReservation } from '../api/create-reservation';
import { estimateBasis, guestCount, quoteStay } from '../stay-quote';
import { formatList } from '../format-list';
import { walkInTypeOption } from './room-type-label';
import { said } from '@hostel/shared/i18n/message';

// A guest at the desk with no booking: their name, a bed from tonight, booked and checked in with one
// press. The guest has no email (they can get one later on their page); source direct, confirmed, unpaid.

const walkInForm = z.strictObject({
  firstName: guestBody.shape.firstName,
  lastName: guestBody.shape.lastName,
  room_type_id: z.string().check(z.minLength(1, said('web.chooseRoomType'))),
  nights: wholeNumber('label.nights', 1, MAX_STAY_NIGHTS),
});

interface WalkInStepProps {
  roomTypes: readonly RoomType[];
  /** The property's today, as Home read it. */
  today: string;
  onDone(reservation: Reservation, checkInFailed: string | undefined): void;
  onFullForm(): void;
  onBusy(busy: boolean): void;
}

/** Tonight's free units per type, and the type to offer first: a dorm with a bed free, else any type with a unit free. */
function tonightChoice(roomTypes: readonly RoomType[], free: Map<string, number>) {
  const open = (type: RoomType) => (free.get(type._id) ?? 0) > 0;
  return roomTypes.find((type) => type.type === 'dorm' && open(type)) ?? roomTypes.find(open) ?? roomTypes[0];
}

export function WalkInStep({ roomTypes, today, onDone, onFullForm, onBusy }: WalkInStepProps) {
  const { t } = useTranslation();
  const tonight = useRatesAndAvailability({ from: today, to: today });
  const free = new Map((tonight.data?.room_types ?? []).map((type) => [type._id, type.nights[0]?.availability ?? 0]));
  const form = useForm(walkInForm, { firstName: '', lastName: '', room_type_id: '', nights: '1' }, () => ({ nights: 'count' }));
  const createGuest = useCreateGuest();
  const createReservation = useCreateReservation();
  const checkIn = useStayAction();
  // A guest made by a try whose booking was refused is booked by the next try, never made twice.
  const [guestId, setGuestId] = useState<string | undefined>(undefined);
  const guestSubmission = useRef<Submission | undefined>(undefined);
  const bookingSubmission = useRef<Submission | undefined>(undefined);
  useLayoutEffect(() => {
    onBusy(form.submitting);
    return () => onBusy(false);
  }, [form.submitting, onBusy]);

  const v = form.values;
  // Once tonight is read, the type to offer first is chosen for the desk (it can still pick another).
  const offered = tonight.data ? (tonightChoice(roomTypes, free)?._id ?? '') : '';
  const latest = useRef({ set: form.set, chosen: v.room_type_id });
  latest.current = { set: form.set, chosen: v.room_type_id };
  useEffect(() => {
    if (offered && !latest.current.chosen) latest.current.set('room_type_id', offered);
  }, [offered]);
  const roomTypeId = v.room_type_id;
  const checkOut = addDays(today, guestCount(v.nights) ?? 1);
  // Through the departure day: its closing to departures is the stay's (restriction-notice.tsx).
  const stay = useRatesAndAvailability({ from: today, to: checkOut });
  const quote = quoteStay({ rates: stay.data, roomTypeId, checkIn: today, checkOut, guests: 1 });

  const submit = form.onSubmit(async (fields) => {
    const roomType = roomTypes.find((type) => type._id === roomTypeId);
    if (!quote || !roomType) throw new Error(t('newReservation.walkIn.noPrice'));
    let guest = guestId;
    if (!guest) {
      const body = { firstName: fields.firstName, lastName: fields.lastName };
      guestSubmission.current = submissionFor(guestSubmission.current, body);
      guest = (await createGuest.mutateAsync({ body, idempotencyKey: guestSubmission.current.key }))._id;
      setGuestId(guest);
    }
    const body = {
      guest_id: guest,
      room_type_id: roomTypeId,
      check_in: today,
      check_out: checkOut,
      number_of_guest: '1',
      total_price: priceInputValue(quote.estimate, quote.currency),
      currency: roomType.currency,
      booking_source: 'direct',
      reservation_status: 'confirmed',
      payment_status: 'pending',
    } as const;
    bookingSubmission.current = submissionFor(bookingSubmission.current, body);
    const booked = await createReservation.mutateAsync({ body, idempotencyKey: bookingSubmission.current.key });
    // The stay is booked whatever the check-in answers: a refusal is said on the next screen, never lost.
    try {
      onDone(await checkIn.mutateAsync({ action: 'checkIn', id: booked._id }), undefined);
    } catch (error) {
      onDone(booked, error instanceof Error ? error.message : t('newReservation.walkIn.checkInFailed'));
    }
  });

  const full = quote?.shortNights.length ? quote.shortNights : undefined;
  return (
    <form noValidate onSubmit={submit}>
      <h3 className="res-step-title">{t('newReservation.walkIn.title')}</h3>
      <p className="muted">{t('newReservation.walkIn.intro')}</p>
      <div className="form-grid">
        <TextField label={t('guests.fields.firstName')} autoComplete="off" required autoFocus {...form.bind('firstName')} />
        <TextField label={t('guests.fields.lastName')} autoComplete="off" required {...form.bind('lastName')} />
      </div>
      <div className="form-grid">
        <SelectField
          label={t('newReservation.booking.roomType')}
          required
          // Until tonight is read and a type offered, the select says so rather than show a type it has not chosen.
          options={[
            ...(roomTypeId ? [] : [{ value: '', label: t('newReservation.walkIn.chooseType') }]),
            ...roomTypes.map((type) => ({ value: type._id, label: walkInTypeOption(type, free.get(type._id)) })),
          ]}
          {...form.bind('room_type_id')}
        />
        <NumberField label={t('newReservation.walkIn.nights')} kind="count" required {...form.bind('nights')} />
      </div>
      <p className="walk-in-price" aria-live="polite">
        {quote
          ? t('newReservation.walkIn.price', { price: formatPrice(quote.estimate, quote.currency), basis: estimateBasis(quote), checkOut })
          : stay.isError
            ? t('newReservation.walkIn.noPrice')
            : t('newReservation.walkIn.pricing')}
      </p>
      <RestrictionNotice rates={stay.data} roomTypeId={roomTypeId} checkIn={today} checkOut={checkOut} />
      {full ? (
        <p className="form-messages form-messages-error" role="alert">
          {t('newReservation.walkIn.full', { nights: formatList(full) })}
        </p>
      ) : null}
      <FormStatus form={form} />
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onFullForm} disabled={form.submitting}>
          {t('newReservation.walkIn.fullForm')}
        </button>
        <SubmitButton busy={form.submitting} busyLabel={t('newReservation.walkIn.booking')}>
          {t('newReservation.walkIn.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
