import { Link } from 'react-router-dom';
import { QueryState } from '../../components/query-state';
import { useRoomTypes } from '../../api/list-room-types';
import { NoRoomTypes } from './no-room-types';
import { bedsOfType, bedsSummary, KIND_LABELS } from './room-type-view';
import { formatPrice } from '../../lib/format-money';

/** General info's list of room types; they are changed on the room types page. */
export function RoomTypesSummary() {
  const query = useRoomTypes();
  return (
    <section className="card settings-section" aria-labelledby="room-types-title">
      <div className="section-header">
        <h2 id="room-types-title">Room types</h2>
        <Link className="button" to="/app/property/room-types">
          Edit<span className="visually-hidden"> room types</span>
        </Link>
      </div>
      <QueryState query={query} loading="Loading room types" failed="The room types could not be loaded">
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
                      {KIND_LABELS[type.type]} · {type.inventory === 1 ? '1 room' : `${type.inventory} rooms`} ·{' '}
                      {bedsOfType(type) === 1 ? '1 bed' : `${bedsOfType(type)} beds`} · {formatPrice(type.base_rate, type.currency)}
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
