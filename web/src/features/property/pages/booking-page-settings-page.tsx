import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { useFlashMessage } from '../../../components/use-flash-message';
import { useRoomTypes } from '../../../api/list-room-types';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBookingPageSettings } from '../api/booking-page-settings';
import { BookingPageForm } from '../booking-page-form';
import { PropertySettingsNav } from '../property-settings-nav';
import '../property.css';

/** /app/property/booking-page: the hostel's own public booking page, for admins and managers. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('shell.pageTitle', { page: t('pages.bookingPage') }));
  const flash = useFlashMessage();
  const settings = useBookingPageSettings();
  const types = useRoomTypes();
  const both = { ...settings, data: settings.data && types.data ? { settings: settings.data, types: types.data } : undefined };
  return (
    <div className="app-page settings-page">
      <PropertySettingsNav />
      <h1>{t('pages.bookingPage')}</h1>
      <section className="card settings-section" aria-labelledby="booking-page-title">
        <h2 id="booking-page-title" className="visually-hidden">
          {t('pages.bookingPage')}
        </h2>
        <p>{t('bookingPageSettings.intro')}</p>
        <QueryState query={both} loading={t('bookingPageSettings.loading')} failed={t('bookingPageSettings.failed')}>
          {({ settings: saved, types: roomTypes }) => (
            <>
              {saved.enabled ? (
                <p>
                  <a href={saved.path} target="_blank" rel="noreferrer">
                    {t('bookingPageSettings.open')}
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
