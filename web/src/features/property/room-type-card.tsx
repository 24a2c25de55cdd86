import type { RoomType } from '@hostel/shared/api/room-type-schemas';
import { useTranslation } from 'react-i18next';
import { bedsOfType, genderLabel } from './room-type-view';
import { formatPrice } from '../../lib/format-money';
import { kindLabel, roomNameIn } from '../../lib/unit-names';

interface RoomTypeCardProps {
  roomType: RoomType;
  onEdit(): void;
  onDelete(): void;
  /** Opens "Edit rooms and beds". */
  onRename(): void;
}

/** One room type: what it is, how many rooms and beds it has, and what a night costs. */
export function RoomTypeCard({ roomType, onEdit, onDelete, onRename }: RoomTypeCardProps) {
  const { t } = useTranslation();
  const titleId = `room-type-${roomType._id}`;
  return (
    <li className="card room-type-card">
      <h2 id={titleId} className="room-type-name">
        {roomType.description}
      </h2>
      <p className="room-type-badges">
        <span className="badge">{kindLabel(roomType.type)}</span> <span className="badge">{genderLabel(roomType.gender)}</span>
      </p>
      <dl className="details-list details-compact">
        <div>
          <dt>{t('roomTypes.maxOccupancy')}</dt>
          <dd>{t('roomTypes.guests', { count: roomType.max_occupancy })}</dd>
        </div>
        <div>
          <dt>{t('roomTypes.rooms')}</dt>
          <dd>{roomType.inventory}</dd>
        </div>
        <div>
          <dt>{t('roomTypes.beds')}</dt>
          <dd>{bedsOfType(roomType)}</dd>
        </div>
        <div>
          <dt>{t('roomTypes.baseRate')}</dt>
          <dd>{formatPrice(roomType.base_rate, roomType.currency)}</dd>
        </div>
      </dl>
      <details className="room-list">
        <summary>{t('roomTypes.roomsAndBeds')}</summary>
        <ul className="plain-list">
          {roomType.products.map((room, index) => (
            <li key={room.room_id}>
              {roomNameIn(roomType.description, room.room_name, index)}{' '}
              <span className="muted">· {t('roomTypes.unitsOfRoom', { count: room.beds.length })}</span>
            </li>
          ))}
        </ul>
      </details>
      <div className="card-actions">
        <button type="button" className="button button-small" onClick={onEdit}>
          {t('property.edit')}
          <span className="visually-hidden"> {roomType.description}</span>
        </button>
        <button
          type="button"
          className="button button-small"
          aria-label={t('roomTypes.units.actionOf', { name: roomType.description })}
          onClick={onRename}
        >
          {t('roomTypes.units.action')}
        </button>
        <button type="button" className="button button-small button-danger-outline" onClick={onDelete}>
          {t('property.delete')}
          <span className="visually-hidden"> {roomType.description}</span>
        </button>
      </div>
    </li>
  );
}
