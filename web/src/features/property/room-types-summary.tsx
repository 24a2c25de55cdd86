import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QueryState } from '../../components/query-state';
import { useRoomTypes } from '../../api/list-room-types';
import { NoRoomTypes } from './no-room-types';
import { bedsOfType, bedsSummary } from './room-type-view';
import { formatPrice } from '../../lib/format-money';
import { kindLabel } from '../../lib/unit-names';

/** General info's list of room types; they are changed on the room types page. */
export function RoomTypesSummary() {
  const { t } = useTranslation();
  const query = useRoomTypes();
  return (
    <section className="card settings-section" aria-labelledby="room-types-title">
      <div className="section-header">
        <h2 id="room-types-title">{t('pages.roomTypes')}</h2>
        <Link className="button" to="/app/property/room-types" aria-label={t('property.summary.edit')}>
          {t('property.edit')}
        </Link>
      </div>
      <QueryState query={query} loading={t('roomTypes.loading')} failed={t('roomTypes.failed')}>
        {(types) =>
          types.length === 0 ? (
            <NoRoomTypes withLink />
          ) : (
            <>
              <ul className="plain-list summary-list">
                {types.map((type) => (
                  <li key={type._id}>
                    <span className="summary-name">{type.description}</span>
                    <span className="summary-meta">
                      {kindLabel(type.type)} · {t('property.summary.rooms', { count: type.inventory })} ·{' '}
                      {t('property.summary.beds', { count: bedsOfType(type) })} · {formatPrice(type.base_rate, type.currency)}
                    </span>
                  </li>
                ))}
              </ul>
              <p className="section-note">{bedsSummary(types)}</p>
            </>
          )
        }
      </QueryState>
    </section>
  );
}
