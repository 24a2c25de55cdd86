import { QueryState } from '../../../components/query-state';
import { useFlashMessage } from '../../../components/use-flash-message';
import { useRoomTypes } from '../../../api/list-room-types';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBookingPageSettings } from '../api/booking-page-settings';
import { BookingPageForm } from '../booking-page-form';
import { BOOKING_PAGE_TEXTS as T } from '../booking-page-texts';
import { PropertySettingsNav } from '../property-settings-nav';
import '../property.css';

/** /app/property/booking-page: the hostel's own public booking page, for admins and managers. */
export function Component() {
  useDocumentTitle(`${T.title} · Dashboard`);
  const flash = useFlashMessage();
  const settings = useBookingPageSettings();
  const types = useRoomTypes();
  const both = { ...settings, data: settings.data && types.data ? { settings: settings.data, types: types.data } : undefined };
  return (
    <div className="app-page settings-page">
      <PropertySettingsNav />
      <h1>{T.title}</h1>
      <section className="card settings-section" aria-labelledby="booking-page-title">
        <h2 id="booking-page-title" className="visually-hidden">
          {T.title}
        </h2>
        <p>{T.intro}</p>
        <QueryState query={both} loading={T.loading} failed={T.failed}>
          {({ settings: saved, types: roomTypes }) => (
            <>
              {saved.enabled ? (
                <p>
                  <a href={saved.path} target="_blank" rel="noreferrer">
                    {T.open}
                  </a>
                </p>
              ) : null}
              <BookingPageForm key={saved.updated_at} settings={saved} roomTypes={roomTypes} onSaved={flash.show} />
            </>
          )}
        </QueryState>
      </section>
      {flash.dialog}
    </div>
  );
}
