import type { MessageId } from '@hostel/shared/i18n/message';
import {
  BOOKING_SOURCES,
  createReservationBody,
  LIVE_STATUSES,
  MAX_SPECIAL_REQUEST,
  PAYMENT_STATUSES,
  type Reservation,
} from '@hostel/shared/api/reservation-schemas';
import type { RoomType } from '@hostel/shared/api/room-type-schemas';
import { CURRENCIES } from '@hostel/shared/domain/money';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { SelectField } from '../../../components/select-field';
import { NumberField } from '../../../components/number-field';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { numberInputText } from '../../../lib/number-fields';
import { submissionFor, type Submission } from '../../../lib/idempotency-key';
import { useForm } from '../../../lib/use-form';
import { useCreateReservation } from '../api/create-reservation';
import { useRatesAndAvailability } from '../../../api/get-rates-and-availability';
import { NightsForSale } from '../nights-for-sale';
import { RestrictionNotice } from '../../../components/restriction-notice';
import { PAYMENT_LABELS, sourceLabels, STATUS_LABELS } from '../reservation-view';
import { formatPrice } from '../../../lib/format-money';
import { estimateBasis, guestCount, quoteStay, stayWindow } from '../stay-quote';
import { guestsHint, type BookingValues } from './booking-values';
import { ChosenBedNote, type ChosenBed } from './chosen-bed-note';
import { roomTypeLabel } from './room-type-label';

interface BookingStepProps {
  roomTypes: readonly RoomType[];
  values: BookingValues;
  bed?: ChosenBed | undefined;
  /** The desk let the chosen bed go (it was taken meanwhile): the booking takes the first free beds. */
  bedDropped: boolean;
  onDropBed(): void;
  /** The price was typed by hand: the estimate no longer overwrites it. */
  priceTouched: boolean;
  onPriceTouched(): void;
  submission: Submission | undefined;
  onSubmission(submission: Submission): void;
  onBooked(reservation: Reservation): void;
  onBack(values: BookingValues): void;
  onBusy(busy: boolean): void;
}

const options = <T extends string>(values: readonly T[], labels?: { [K in T]: string }) =>
  values.map((value) => ({ value, label: labels?.[value] ?? value }));

/** The refusals that name the chosen bed (taken on some night, or free while the rest of the group has none), by id. */
const BED_REFUSALS = new Set<MessageId>(['stay.bedTakenDates', 'stay.namesVerbFreeBut']);

/**
 * Step 2: the stay. The nights for sale and the price estimate (each night's rate, custom where a range
 * set one) show before anything is sent; a refused booking keeps every field and names the full nights.
 */
export function BookingStep({
  roomTypes,
  values,
  bed,
  bedDropped,
  onDropBed,
  priceTouched,
  onPriceTouched,
  submission,
  onSubmission,
  onBooked,
  onBack,
  onBusy,
}: BookingStepProps) {
  const { t } = useTranslation();
  const form = useForm(createReservationBody, values, (typed) => ({
    total_price: { money: typed.currency },
    number_of_guest: 'count',
  }));
  const create = useCreateReservation();
  // Before the next key press the dialog knows whether Escape may close it; leaving ends the busy state.
  useLayoutEffect(() => {
    onBusy(form.submitting);
    return () => onBusy(false);
  }, [form.submitting, onBusy]);

  const v = form.values;
  const roomType = roomTypes.find((type) => type._id === v.room_type_id);
  const stay = stayWindow(v.check_in, v.check_out);
  // Through the departure day: its closing to departures is the stay's (restriction-notice.tsx).
  const nights = useRatesAndAvailability(stay && { from: stay.first, to: v.check_out });
  const quote = quoteStay({
    rates: nights.data,
    roomTypeId: v.room_type_id,
    checkIn: v.check_in,
    checkOut: v.check_out,
    guests: guestCount(v.number_of_guest),
  });

  // The estimate fills the price until the desk types one of its own.
  const estimate = quote && numberInputText(quote.estimate, { money: quote.currency });
  const setRef = useRef(form.set);
  setRef.current = form.set;
  useEffect(() => {
    if (!priceTouched && estimate !== undefined) setRef.current('total_price', estimate);
  }, [estimate, priceTouched]);

  // The chosen bed goes with the booking only for its own room type; another type gets the first free beds.
  const onBed = bed && !bedDropped && bed.roomTypeId === v.room_type_id ? bed : undefined;
  const refusedBed = onBed !== undefined && create.error instanceof ApiError && BED_REFUSALS.has(create.error.messageId as MessageId);
  const submit = form.onSubmit(async (fields) => {
    const body = onBed ? { ...fields, assigned_beds: [onBed.id] } : fields;
    const next = submissionFor(submission, body);
    onSubmission(next);
    try {
      onBooked(await create.mutateAsync({ body, idempotencyKey: next.key }));
    } catch (error) {
      // The nights may have sold meanwhile: what is left is read again beside the message.
      void nights.refetch();
      throw error;
    }
  });

  const price = form.bind('total_price');
  const roomTypeField = form.bind('room_type_id');
  return (
    <form noValidate onSubmit={submit}>
      <h3 className="res-step-title">{t('newReservation.stepNames.booking')}</h3>
      {bed ? (
        <ChosenBedNote
          bed={bed}
          onBed={onBed !== undefined}
          dropped={bedDropped}
          refused={refusedBed}
          othersPlaced={roomType?.type === 'dorm' && (guestCount(v.number_of_guest) ?? 1) > 1}
          onDrop={() => {
            form.setMessages([]);
            onDropBed();
          }}
          disabled={form.submitting}
        />
      ) : null}
      <div className="form-grid">
        <SelectField
          label={t('newReservation.booking.roomType')}
          required
          options={roomTypes.map((type) => ({
            value: type._id,
            label: roomTypeLabel(type),
          }))}
          {...roomTypeField}
          onChange={(event) => {
            roomTypeField.onChange(event);
            const chosen = roomTypes.find((type) => type._id === event.target.value);
            if (chosen) form.set('currency', chosen.currency);
          }}
          autoFocus
        />
        <NumberField
          label={t('newReservation.booking.guests')}
          kind="count"
          required
          hint={roomType ? guestsHint(roomType) : undefined}
          {...form.bind('number_of_guest')}
        />
      </div>
      <div className="form-grid">
        <TextField label={t('newReservation.checkIn')} type="date" required {...form.bind('check_in')} />
        <TextField label={t('newReservation.checkOut')} type="date" required min={v.check_in || undefined} {...form.bind('check_out')} />
      </div>

      <NightsForSale quote={quote} noStay={!stay} loading={nights.isFetching} error={nights.error} onRetry={() => void nights.refetch()} />
      <RestrictionNotice rates={nights.data} roomTypeId={v.room_type_id} checkIn={v.check_in} checkOut={v.check_out} />

      <div className="form-grid">
        <NumberField
          label={t('newReservation.booking.totalPrice')}
          kind={{ money: v.currency }}
          required
          hint={
            quote
              ? t('newReservation.booking.estimate', { price: formatPrice(quote.estimate, quote.currency), basis: estimateBasis(quote) })
              : undefined
          }
          {...price}
          onChange={(event) => {
            onPriceTouched();
            price.onChange(event);
          }}
        />
        <SelectField
          label={t('newReservation.booking.currency')}
          required
          options={[{ value: '', label: t('newReservation.booking.chooseCurrency') }, ...options(CURRENCIES)]}
          {...form.bind('currency')}
        />
      </div>
      {quote && priceTouched && v.total_price !== estimate ? (
        <p>
          <button
            type="button"
            className="link-button"
            onClick={() => form.set('total_price', numberInputText(quote.estimate, { money: quote.currency }))}
          >
            {t('newReservation.booking.useEstimate', { price: formatPrice(quote.estimate, quote.currency) })}
          </button>
        </p>
      ) : null}
      <div className="form-grid">
        <SelectField
          label={t('newReservation.booking.bookingSource')}
          options={options(BOOKING_SOURCES, sourceLabels())}
          {...form.bind('booking_source')}
        />
        <SelectField
          label={t('newReservation.booking.reservationStatus')}
          options={options(LIVE_STATUSES, STATUS_LABELS)}
          {...form.bind('reservation_status')}
        />
        <SelectField
          label={t('newReservation.booking.paymentStatus')}
          options={options(PAYMENT_STATUSES, PAYMENT_LABELS)}
          {...form.bind('payment_status')}
        />
      </div>
      <TextField
        label={t('newReservation.booking.specialRequest')}
        autoComplete="off"
        maxLength={MAX_SPECIAL_REQUEST}
        hint={t('newReservation.booking.requestMax', { max: MAX_SPECIAL_REQUEST })}
        {...form.bind('special_request')}
      />
      <FormActions
        form={form}
        label={t('newReservation.booking.submit')}
        busyLabel={t('newReservation.booking.booking')}
        cancelLabel={t('newReservation.back')}
        onCancel={() => onBack(form.values)}
      />
    </form>
  );
}
