import { addDays, parseIsoDate } from '@hostel/shared/domain/dates';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ImportConflictsNotice } from '../../components/import-conflicts-notice';
import { useProfile } from '../../lib/session/get-profile';
import { findReservationsQueryOptions } from '../../api/find-reservations';
import { useRoomTypes } from '../../api/list-room-types';
import { CalendarView } from './calendar-view';
import { fetchRange, visibleWindow } from './calendar-window';
import { usePropertyToday, useWideScreen } from './use-calendar-clock';
import './calendar.css';

// /app/calendar (spec §2 "Calendar"): every bed against the nights. The chosen date lives in the
// address (?date=yyyy-MM-dd, absent for today), so a reload or a shared link shows the same nights.

/** What a booking started from the calendar knows: the room type, the bed and the nights chosen (all optional). */
export interface NewReservationPreset {
  roomTypeId?: string;
  roomTypeName?: string;
  bedId?: string;
  /** "Dorm 6 · Room 1, bed 2" */
  bedName?: string;
  /** yyyy-MM-dd: the first night. */
  checkIn?: string;
  /** yyyy-MM-dd: the day after the last night. */
  checkOut?: string;
}

export interface CalendarPageProps {
  /**
   * The seam to the new-reservation dialog (the reservations feature), wired by web/src/app/: the
   * "New reservation" button calls it with nothing preset, a selection of free nights with its type,
   * bed and dates.
   */
  onNewReservation(preset: NewReservationPreset): void;
}

export function CalendarPage({ onNewReservation }: CalendarPageProps) {
  const { t } = useTranslation();
  const profile = useProfile();
  // Without the profile (a failed load), the browser's zone is the nearest guess of the property's.
  const zone = profile.data?.time_zone ?? (profile.isError ? Intl.DateTimeFormat().resolvedOptions().timeZone : undefined);
  const today = usePropertyToday(zone);
  const wide = useWideScreen();
  const roomTypes = useRoomTypes();
  const { search } = useLocation();
  const navigate = useNavigate();
  const asked = parseIsoDate(new URLSearchParams(search).get('date') ?? '');
  const chosen = asked ?? today;
  const queryClient = useQueryClient();

  // The window's reservations are asked for as soon as today is known, alongside the room types rather
  // than after them; the grid's own query then finds the answer (or the request) already there.
  useEffect(() => {
    if (!chosen) return;
    const { from, to } = fetchRange(visibleWindow(chosen, wide));
    void queryClient.prefetchQuery(findReservationsQueryOptions(from, to));
  }, [chosen, wide, queryClient]);

  function choose(date: string) {
    navigate(date === today ? '.' : `?date=${date}`, { replace: true });
  }

  let body: ReactNode;
  if (!today || !zone || roomTypes.isPending) {
    body = (
      <p className="loading" role="status">
        {t('calendar.loading')}
      </p>
    );
  } else if (roomTypes.isError) {
    body = (
      <div className="card calendar-problem" role="alert">
        <p>{t('calendar.roomTypesFailed', { message: roomTypes.error.message })}</p>
        <button type="button" className="button" onClick={() => void roomTypes.refetch()}>
          {t('common.tryAgain')}
        </button>
      </div>
    );
  } else if (roomTypes.data.length === 0) {
    body = (
      <div className="card calendar-empty">
        <p>
          {t('calendar.noRoomTypes')} <Link to="/app/property/room-types">{t('calendar.createRoomTypes')}</Link>
        </p>
      </div>
    );
  } else {
    body = (
      <CalendarView
        roomTypes={roomTypes.data}
        today={today}
        timeZone={zone}
        chosen={asked ?? today}
        wide={wide}
        onChoose={choose}
        onNewReservation={onNewReservation}
      />
    );
  }

  const canBook = roomTypes.isSuccess && roomTypes.data.length > 0;
  return (
    <div className="app-page calendar-page">
      <div className="calendar-title">
        <h1>{t('pages.calendar')}</h1>
        {canBook ? (
          <button type="button" className="button button-primary" onClick={() => onNewReservation({})}>
            {t('calendar.newReservation')}
          </button>
        ) : null}
      </div>
      <ImportConflictsNotice />
      {body}
    </div>
  );
}

/** The day after a selection's last night: its check-out. */
export const checkOutAfter = (lastNight: string) => addDays(lastNight, 1);
