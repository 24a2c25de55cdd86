import { formatPrice } from '../../lib/format-money';
import type { ReactNode } from 'react';
import type { StayQuote } from './stay-quote';

interface NightsForSaleProps {
  quote: StayQuote | undefined;
  /** The dates do not make a stay yet. */
  noStay: boolean;
  loading: boolean;
  error: Error | null;
  onRetry(): void;
}

const units = (kind: StayQuote['kind'], count: number) =>
  kind === 'dorm' ? (count === 1 ? 'bed' : 'beds') : count === 1 ? 'room' : 'rooms';

/** Each night's units still for sale and rate, before anything is sent; the nights that cannot take the stay stand out. */
export function NightsForSale({ quote, noStay, loading, error, onRetry }: NightsForSaleProps) {
  const short = quote?.nights.filter((night) => night.short) ?? [];
  let status: ReactNode;
  if (noStay) status = <p className="muted">Choose a check-in and a later check-out to see the nights for sale.</p>;
  else if (error && !quote) status = <p className="res-warning">Could not check the availability. {error.message}</p>;
  else if (!quote)
    status = <p className="muted">{loading ? 'Checking the nights for sale…' : 'Choose a room type to see the nights for sale.'}</p>;
  else if (short.length) {
    status = (
      <p className="res-warning">
        Not enough for this stay on {short.map((night) => night.date).join(', ')}: it needs {quote.needed} {units(quote.kind, quote.needed)}{' '}
        each night.
      </p>
    );
  } else
    status = (
      <p className="res-ok">
        Every night has room for this stay ({quote.needed} {units(quote.kind, quote.needed)} each night).
      </p>
    );

  const scrolls = (quote?.nights.length ?? 0) > 7;
  return (
    <section className="res-nights-panel" aria-labelledby="nights-for-sale-title">
      <h4 id="nights-for-sale-title">Nights for sale</h4>
      <div aria-live="polite">{status}</div>
      {error && !quote && !noStay ? (
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      ) : null}
      {quote ? (
        // A long stay scrolls inside its box; the box is focusable so the keyboard can scroll it too.
        // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label comes with the region role, both only while the box scrolls
        <div
          className="res-nights-scroll"
          tabIndex={scrolls ? 0 : undefined}
          role={scrolls ? 'region' : undefined}
          aria-label={scrolls ? 'Nights of the stay' : undefined}
        >
          <table className="res-nights">
            <thead>
              <tr>
                <th scope="col">Night</th>
                <th scope="col">Left for sale</th>
                <th scope="col">Rate</th>
              </tr>
            </thead>
            <tbody>
              {quote.nights.map((night) => {
                return (
                  <tr key={night.date} className={night.short ? 'res-night-short' : undefined}>
                    <th scope="row">{night.date}</th>
                    <td>
                      {night.availability} {units(quote.kind, night.availability)}
                      {night.short ? <strong> · full for this stay</strong> : null}
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
