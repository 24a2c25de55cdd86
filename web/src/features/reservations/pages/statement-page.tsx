import type { Property } from '@hostel/shared/api/property-schemas';
import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { callApi } from '../../../lib/api-client';
import { formatDayLongIn } from '../../../lib/format-date';
import { formatPrice, formatRate } from '../../../lib/format-money';
import { currentLanguage, i18n } from '../../../lib/i18n/i18n';
import { screensLocale } from '../../../lib/i18n/screens-locale';
import { queryKeys } from '../../../lib/query-keys';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useReservation } from '../api/get-reservation';
import { PrintedStayHeading } from './printed-stay-heading';
import '../folio.css';

/** The stay's folio statement (every charge and payment, the balance) in the guest's language, ready to print or save as PDF. */
export function Component() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const reservation = useReservation(id);
  const property = useQuery({ queryKey: queryKeys.property, queryFn: (): Promise<Property> => callApi('getProperty') });
  useDocumentTitle(t('shell.pageTitle', { page: t('pages.statement') }));
  const ready = reservation.data && property.data;
  return (
    <div className="app-page">
      <h1 className="receipt-page-title">{t('pages.statement')}</h1>
      <div className="receipt-actions">
        <Link to={`/app/reservations/${id}`}>{t('folio.print.back')}</Link>
        {ready ? (
          <button type="button" className="button button-primary" onClick={() => window.print()}>
            {t('folio.print.printButton')}
          </button>
        ) : null}
      </div>
      {reservation.data && property.data ? (
        <StatementSheet reservation={reservation.data} property={property.data} />
      ) : reservation.isError || property.isError ? (
        <p className="form-messages form-messages-error" role="alert">
          {t('folio.statement.failed')}
        </p>
      ) : (
        <p>{t('folio.statement.loading')}</p>
      )}
    </div>
  );
}

/** The statement itself, in the guest's language (booked on the booking page), else the screens'. */
function StatementSheet({ reservation, property }: { reservation: Reservation; property: Property }) {
  const language = reservation.guest_language ?? currentLanguage();
  const t = i18n.getFixedT(language);
  const locale = screensLocale(language);
  const money = (amount: number, currency: string = reservation.currency) => formatPrice(amount, currency, locale);
  const day = (date: string) => formatDayLongIn(date, language);
  const nights = reservation.nightly_prices ?? [];
  const tax = reservation.tourist_tax;
  const address = [property.address.street, property.address.city, property.address.country_code].filter(Boolean).join(', ');
  return (
    <article className="receipt statement" lang={language} data-testid="statement">
      <PrintedStayHeading
        language={language}
        issuer={{ name: property.property_name, address, email: property.contact_info.email, phone: property.contact_info.phone_number }}
        title={t('folio.statement.title')}
        subtitle={t('folio.statement.reference', { reference: reservation._id.slice(-8).toUpperCase() })}
        guestName={reservation.guest_info.full_name}
        roomType={reservation.room_type_info.description}
        from={day(reservation.check_in)}
        to={day(reservation.check_out)}
        stayNote={t('folio.statement.guests', { count: reservation.number_of_guest })}
      />
      <h3>{t('folio.statement.charges')}</h3>
      <table data-testid="statement-charges">
        <thead>
          <tr>
            <th scope="col">{t('folio.description')}</th>
            <th scope="col" className="receipt-amount">
              {t('folio.quantity')}
            </th>
            <th scope="col" className="receipt-amount">
              {t('folio.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {nights.length > 0 ? (
            nights.map((night) => (
              <tr key={night.date}>
                <td>{t('folio.statement.night', { date: day(night.date) })}</td>
                <td className="receipt-amount">1</td>
                <td className="receipt-amount">{money(night.price)}</td>
              </tr>
            ))
          ) : (
            <tr>
              <td>{t('folio.kinds.nights')}</td>
              <td className="receipt-amount">1</td>
              <td className="receipt-amount">{money(reservation.total_price)}</td>
            </tr>
          )}
          {reservation.charges.map((charge) => (
            <tr key={charge._id}>
              <td>{charge.kind === 'extra' ? charge.description : `${t(`folio.kinds.${charge.kind}`)}: ${charge.description}`}</td>
              <td className="receipt-amount">{charge.quantity}</td>
              <td className="receipt-amount">{money(charge.amount)}</td>
            </tr>
          ))}
          {tax ? (
            <tr>
              <td>
                {t('folio.tax.line', { rate: money(tax.per_guest_night), guests: tax.guests, nights: tax.nights })}
                {tax.exempt_reason ? ` (${t('folio.tax.exemptBecause', { reason: tax.exempt_reason })})` : ''}
              </td>
              <td className="receipt-amount">{tax.guests * tax.nights}</td>
              <td className="receipt-amount">{money(tax.amount)}</td>
            </tr>
          ) : null}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t('folio.total')}
            </th>
            <td className="receipt-amount" data-testid="statement-total">
              {money(reservation.folio_total)}
            </td>
          </tr>
        </tfoot>
      </table>
      <h3>{t('folio.statement.payments')}</h3>
      {reservation.payments.length === 0 ? (
        <p>{t('folio.statement.noPayments')}</p>
      ) : (
        <table data-testid="statement-payments">
          <thead>
            <tr>
              <th scope="col">{t('folio.print.date')}</th>
              <th scope="col">{t('folio.statement.method')}</th>
              <th scope="col" className="receipt-amount">
                {t('folio.statement.paidIn')}
              </th>
              <th scope="col" className="receipt-amount">
                {t('folio.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {reservation.payments.map((payment) => (
              <tr key={payment._id}>
                <td>{day(payment.date)}</td>
                <td>
                  {t(`folio.print.methods.${payment.method}`)}
                  {payment.amount < 0 ? ` · ${t('folio.statement.refund')}` : ''}
                </td>
                <td className="receipt-amount">
                  {money(payment.amount_paid, payment.currency)}
                  {payment.exchange_rate === null
                    ? ''
                    : ` · ${t('folio.statement.rate', { rate: formatRate(payment.exchange_rate, locale) })}`}
                </td>
                <td className="receipt-amount">{money(payment.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <dl>
        <dt>{t('folio.print.paidTotal')}</dt>
        <dd>{money(reservation.paid_total)}</dd>
        <dt>{t('folio.print.balance')}</dt>
        <dd data-testid="statement-balance">{money(reservation.balance)}</dd>
      </dl>
    </article>
  );
}
