import type { HistoryEntry } from '@hostel/shared/api/stay-lifecycle-schemas';
import { useReservationHistory } from '../api/stay-lifecycle';
import { formatList } from '../format-list';
import { useTranslation } from 'react-i18next';
import { catalogTexts } from '../../../lib/i18n/catalog-texts';
import { formatPrice } from '../../../lib/format-money';
import { i18n } from '../../../lib/i18n/i18n';
import { useDeskInstant } from '../../../lib/session/desk-instant';

type Value = HistoryEntry['changes'][number]['before'];

const HISTORY = catalogTexts('reservationDetail').history;
// The stored values a changed field shows in words (each read in the current language when shown).
const VALUE_WORDS: Record<string, Record<string, string | undefined> | undefined> = {
  reservation_status: HISTORY.statuses,
  payment_status: HISTORY.payments,
  booking_source: HISTORY.sources,
};

/** Fields holding money in the stay's currency: shown through Intl in the reader's language. */
const MONEY_FIELDS = new Set(['total_price', 'paid_total', 'ota_commission']);

interface Shown {
  bedName(id: string): string;
  currency: string;
  instant(iso: string): string;
}

function shown(field: string, value: Value, { bedName, currency, instant }: Shown): string {
  if (value === null || (Array.isArray(value) && value.length === 0)) return i18n.t('reservationDetail.history.none');
  if (MONEY_FIELDS.has(field) && typeof value === 'number') return formatPrice(value, currency);
  if (Array.isArray(value)) return formatList(value.map(bedName));
  if (field.endsWith('_At') && typeof value === 'string') return instant(value);
  return VALUE_WORDS[field]?.[String(value)] ?? String(value);
}

/** A changed field's name; a field the catalog does not know yet shows as stored. */
function fieldLabel(field: string): string {
  return (HISTORY.fields as Record<string, string | undefined>)[field] ?? field;
}

/** The reservation's changes, newest first: who, when, and each field from before to after. */
/** A payment that lowered the paid total is a refund, and is titled so. */
function actionKey(entry: HistoryEntry): string {
  const paid = entry.changes.find((change) => change.field === 'paid_total');
  const refund =
    entry.action === 'payment' && typeof paid?.before === 'number' && typeof paid.after === 'number' && paid.after < paid.before;
  return refund ? 'refund' : entry.action;
}

export function HistoryPanel({
  reservationId,
  currency,
  bedName,
}: {
  reservationId: string;
  currency: string;
  bedName(id: string): string;
}) {
  const { t } = useTranslation();
  const history = useReservationHistory(reservationId);
  const instant = useDeskInstant();
  const values: Shown = { bedName, currency, instant };
  return (
    <section className="card res-history" aria-labelledby="history-title">
      <h2 id="history-title">{t('reservationDetail.history.title')}</h2>
      {history.isError ? (
        <p className="form-messages form-messages-error" role="alert">
          {t('reservationDetail.history.failed')}
        </p>
      ) : !history.data ? null : history.data.entries.length === 0 ? (
        <p className="empty-state">{t('reservationDetail.history.empty')}</p>
      ) : (
        <ol className="res-timeline">
          {history.data.entries.map((entry) => (
            <li key={entry.at}>
              <p className="res-timeline-head">
                <strong>{t(`reservationDetail.history.actions.${actionKey(entry) as HistoryEntry['action'] | 'refund'}`)}</strong>{' '}
                <span className="res-timeline-meta">
                  <time dateTime={entry.at}>{instant(entry.at)}</time> · {entry.by.name || t('reservationDetail.history.someone')}
                </span>
              </p>
              {entry.action === 'created' ? null : (
                <ul className="res-timeline-changes">
                  {entry.changes.map((change) => (
                    <li key={change.field}>
                      {fieldLabel(change.field)}: <span className="res-before">{shown(change.field, change.before, values)}</span> →{' '}
                      <span className="res-after">{shown(change.field, change.after, values)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
