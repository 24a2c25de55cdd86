import { todayIn } from '@hostel/shared/domain/dates';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QueryState } from '../../components/query-state';
import { formatRange } from '../../lib/format-date';
import { usePropertyQuery } from './api/get-property';
import { useRoomTypes } from '../../api/list-room-types';
import { activeRatePlans, availabilityText, nightsText, planStateText } from './rate-plans-view';
import { formatPrice } from '../../lib/format-money';

/** Active rate plans: per room type, the custom ranges in force now or coming, today being the property's. */
export function ActiveRatePlans() {
  const { t } = useTranslation();
  const roomTypes = useRoomTypes();
  const property = usePropertyQuery();
  // The ranges are read with the room types; "today" needs the property's time zone.
  const both = {
    data: roomTypes.data && property.data ? { types: roomTypes.data, today: todayIn(property.data.time_zone) } : undefined,
    isPending: roomTypes.isPending || property.isPending,
    isError: roomTypes.isError || property.isError,
    error: roomTypes.error ?? property.error,
    isFetching: roomTypes.isFetching || property.isFetching,
    refetch: () => Promise.all([roomTypes.refetch(), property.refetch()]),
  };

  return (
    <section className="card settings-section" aria-labelledby="rate-plans-title">
      <div className="section-header">
        <h2 id="rate-plans-title">{t('property.ratePlans.title')}</h2>
        <Link className="button" to="/app/rates-and-availability">
          {t('property.ratePlans.rates')}
        </Link>
      </div>
      <QueryState query={both} loading={t('property.ratePlans.loading')} failed={t('property.ratePlans.failed')}>
        {({ types, today }) => {
          const entries = activeRatePlans(types, today);
          if (entries.length === 0) {
            return <p className="empty-state">{t('property.ratePlans.none')}</p>;
          }
          return (
            <>
              <p className="section-note">{t('property.ratePlans.note')}</p>
              {entries.map(({ roomType, plans }) => (
                <div key={roomType._id} className="rate-plan-group">
                  <h3>{roomType.description}</h3>
                  <ul className="plain-list rate-plan-list">
                    {plans.map((active) => (
                      <li key={active.plan._id} className={active.state === 'replaced' ? 'rate-plan replaced' : 'rate-plan'}>
                        <span className="rate-plan-dates">
                          {formatRange(active.plan.start_date, active.plan.end_date)}{' '}
                          <span className="muted">({nightsText(active.nights)})</span>
                        </span>
                        <span className="rate-plan-terms">
                          {formatPrice(active.plan.custom_rate, roomType.currency)}
                          {availabilityText(active.plan, roomType.capacity)}
                        </span>
                        <span className={`badge badge-${active.state}`}>{planStateText(active)}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
