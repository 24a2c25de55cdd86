import type { Receipt } from '@hostel/shared/api/folio-schemas';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { formatPrice, formatRate } from '../../../lib/format-money';
import { i18n } from '../../../lib/i18n/i18n';
import { screensLocale } from '../../../lib/i18n/screens-locale';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useReceipt } from '../api/folio';
import { PrintedStayHeading } from './printed-stay-heading';
import '../folio.css';

/** A payment's numbered receipt in the guest's language, ready to print or save as PDF from the browser. */
export function Component() {
  const { id = '', paymentId = '' } = useParams();
  const { t } = useTranslation();
  const receipt = useReceipt(id, paymentId);
  useDocumentTitle(t('shell.pageTitle', { page: t('pages.receipt') }));
  return (
    <div className="app-page">
      <h1 className="receipt-page-title">{t('pages.receipt')}</h1>
      <div className="receipt-actions">
        <Link to={`/app/reservations/${id}`}>{t('folio.print.back')}</Link>
        {receipt.data ? (
          <button type="button" className="button button-primary" onClick={() => window.print()}>
            {t('folio.print.printButton')}
          </button>
        ) : null}
      </div>
      {receipt.data ? (
        <ReceiptSheet receipt={receipt.data} />
      ) : receipt.isError ? (
        <p className="form-messages form-messages-error" role="alert">
          {t('folio.print.failed')}
        </p>
      ) : (
        <p>{t('folio.print.loading')}</p>
      )}
    </div>
  );
}

/** The receipt itself, in its own language whatever the screens' (the guest's, chosen when it was issued). */
function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  const t = i18n.getFixedT(receipt.language);
  const locale = screensLocale(receipt.language);
  const money = (amount: number) => formatPrice(amount, receipt.currency, locale);
  const day = (date: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  return (
    <article className="receipt" lang={receipt.language} data-testid="receipt">
      <PrintedStayHeading
        language={receipt.language}
        issuer={{
          name: receipt.issuer.name,
          address: receipt.issuer.address,
          email: receipt.issuer.email,
          phone: receipt.issuer.phone_number,
        }}
        title={t('folio.print.number', { number: receipt.number })}
        titleTestId="receipt-number"
        subtitle={`${t('folio.print.date')}: ${day(receipt.date)}`}
        guestName={receipt.customer.name}
        guestNote={receipt.customer.id_number ? `${t('folio.print.idNumber')}: ${receipt.customer.id_number}` : undefined}
        roomType={receipt.stay.room_type}
        from={day(receipt.stay.check_in)}
        to={day(receipt.stay.check_out)}
      />
      <table>
        <thead>
          <tr>
            <th scope="col">{t('folio.description')}</th>
            <th scope="col" className="receipt-amount">
              {t('folio.quantity')}
            </th>
            <th scope="col" className="receipt-amount">
              {t('folio.unitPrice')}
            </th>
            <th scope="col" className="receipt-amount">
              {t('folio.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line, index) => (
            // Lines are frozen in the receipt: their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: a frozen list, never reordered
            <tr key={index}>
              <td>
                {line.kind === 'nights'
                  ? `${t('folio.kinds.nights')}: ${line.description}`
                  : line.kind === 'tourist_tax'
                    ? t('folio.kinds.tourist_tax')
                    : line.description}
              </td>
              <td className="receipt-amount">{line.quantity}</td>
              <td className="receipt-amount">{money(line.unit_price)}</td>
              <td className="receipt-amount">{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('folio.total')}
            </th>
            <td className="receipt-amount" data-testid="receipt-total">
              {money(receipt.folio_total)}
            </td>
          </tr>
        </tfoot>
      </table>
      <dl>
        <dt>{t('folio.print.thisPayment')}</dt>
        <dd data-testid="receipt-paid">
          {money(receipt.paid)}
          {receipt.paid_in
            ? ` (${formatPrice(receipt.paid_in.amount, receipt.paid_in.currency, locale)} · ${t('folio.statement.rate', { rate: formatRate(receipt.paid_in.exchange_rate, locale) })})`
            : ''}{' '}
          · {t(`folio.print.methods.${receipt.method as 'cash'}`)}
        </dd>
        <dt>{t('folio.print.paidTotal')}</dt>
        <dd>{money(receipt.paid_total)}</dd>
        <dt>{t('folio.print.balance')}</dt>
        <dd>{money(receipt.balance)}</dd>
      </dl>
    </article>
  );
}
