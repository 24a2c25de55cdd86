import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/format-money';
import { formatList } from './format-list';
import { type StayQuote, unitsLabel } from './stay-quote';

interface NightsForSaleProps {
  quote: StayQuote | undefined;
  /** The dates do not make a stay yet. */
  noStay: boolean;
  loading: boolean;
  error: Error | null;
  onRetry(): void;
}

/** Each night's units still for sale and rate, before anything is sent; the nights that cannot take the stay stand out. */
export function NightsForSale({ quote, noStay, loading, error, onRetry }: NightsForSaleProps) {
  const { t } = useTranslation();
  const short = quote?.nights.filter((night) => night.short) ?? [];
  let status: ReactNode;
  if (noStay) status = <p className="muted">{t('reservations.nights.noStay')}</p>;
  else if (error && !quote) status = <p className="res-warning">{t('reservations.nights.failed', { message: error.message })}</p>;
  else if (!quote) status = <p className="muted">{loading ? t('reservations.nights.checking') : t('reservations.nights.chooseType')}</p>;
  else if (short.length) {
    status = (
      <p className="res-warning">
        {t('reservations.nights.short', {
          dates: formatList(short.map((night) => night.date)),
          units: unitsLabel(quote.kind, quote.needed),
        })}
      </p>
    );
  } else status = <p className="res-ok">{t('reservations.nights.enough', { units: unitsLabel(quote.kind, quote.needed) })}</p>;

  const scrolls = (quote?.nights.length ?? 0) > 7;
  return (
    <section className="res-nights-panel" aria-labelledby="nights-for-sale-title">
      <h4 id="nights-for-sale-title">{t('reservations.nights.title')}</h4>
      <div aria-live="polite">{status}</div>
      {error && !quote && !noStay ? (
        <button type="button" className="button" onClick={onRetry}>
          {t('common.tryAgain')}
        </button>
      ) : null}
      {quote ? (
        // A long stay scrolls inside its box; the box is focusable so the keyboard can scroll it too.
        // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label comes with the region role, both only while the box scrolls
        <div
          className="res-nights-scroll"
          tabIndex={scrolls ? 0 : undefined}
          role={scrolls ? 'region' : undefined}
          aria-label={scrolls ? t('reservations.nights.scroll') : undefined}
        >
          <table className="res-nights">
            <thead>
              <tr>
                <th scope="col">{t('reservations.nights.night')}</th>
                <th scope="col">{t('reservations.nights.left')}</th>
                <th scope="col">{t('reservations.nights.rate')}</th>
              </tr>
            </thead>
            <tbody>
              {quote.nights.map((night) => {
                return (
                  <tr key={night.date} className={night.short ? 'res-night-short' : undefined}>
                    <th scope="row">{night.date}</th>
                    <td>
                      {unitsLabel(quote.kind, night.availability)}
                      {night.short ? <strong> · {t('reservations.nights.full')}</strong> : null}
                    </td>
                    <td>{formatPrice(night.rate, quote.currency)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
