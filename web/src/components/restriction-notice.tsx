import type { RatesAndAvailability } from '@hostel/shared/api/rate-schemas';
import type { RestrictionBreak } from '@hostel/shared/domain/stay-restrictions';
import { useTranslation } from 'react-i18next';
import { deskRestrictionBreaks } from '../lib/desk-restrictions';
import { formatDay } from '../lib/format-date';
import { currentLanguage } from '../lib/i18n/i18n';

const listOf = (items: readonly string[]) => new Intl.ListFormat(currentLanguage(), { type: 'unit', style: 'short' }).format(items);

interface RestrictionNoticeProps {
  rates: RatesAndAvailability | undefined;
  roomTypeId: string;
  checkIn: string;
  checkOut: string;
}

/** One broken restriction in the screens' language. */
function BreakText({ rule }: { rule: RestrictionBreak }) {
  const { t } = useTranslation();
  const date = formatDay(rule.values.date);
  switch (rule.kind) {
    case 'minStay':
      return <>{t('components.restrictions.minStay', { count: rule.values.count ?? 1, date })}</>;
    case 'closedToArrival':
      return <>{t('components.restrictions.closedToArrival', { date })}</>;
    case 'closedToDeparture':
      return <>{t('components.restrictions.closedToDeparture', { date })}</>;
    case 'stopSell':
      return <>{t('components.restrictions.stopSell', { dates: listOf((rule.values.dates ?? []).map(formatDay)) })}</>;
  }
}

/**
 * A notice, before saving, of the restrictions the stay breaks (Rates & availability): the desk overrides them,
 * as in every PMS, so it never blocks the form; the booking page and the channels refuse such a stay.
 */
export function RestrictionNotice({ rates, roomTypeId, checkIn, checkOut }: RestrictionNoticeProps) {
  const { t } = useTranslation();
  const breaks = deskRestrictionBreaks(rates, roomTypeId, checkIn, checkOut) ?? [];
  return (
    <div aria-live="polite">
      {breaks.length > 0 ? (
        <div className="restriction-notice" data-testid="restriction-notice">
          <p>{t('components.restrictions.lead')}</p>
          <ul>
            {breaks.map((rule) => (
              <li key={rule.kind}>
                <BreakText rule={rule} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
