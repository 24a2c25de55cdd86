import type { RoomType } from '@hostel/shared/api/room-type-schemas';
import { UNIT_NAMES_TEXT } from './unit-names-form';
import { bedsOfType, GENDER_LABELS, KIND_LABELS } from './room-type-view';
import { formatPrice } from '../../lib/format-money';

interface RoomTypeCardProps {
  roomType: RoomType;
  onEdit(): void;
  onDelete(): void;
  /** Opens "Edit rooms and beds". */
  onRename(): void;
}

/** One room type: what it is, how many rooms and beds it has, and what a night costs. */
export function RoomTypeCard({ roomType, onEdit, onDelete, onRename }: RoomTypeCardProps) {
  const titleId = `room-type-${roomType._id}`;
  return (
    <li className="card room-type-card">
      <h2 id={titleId} className="room-type-name">
        {roomType.description}
      </h2>
      <p className="room-type-badges">
        <span className="badge">{KIND_LABELS[roomType.type]}</span> <span className="badge">{GENDER_LABELS[roomType.gender]}</span>
      </p>
      <dl className="details-list details-compact">
        <div>
          <dt>Max occupancy</dt>
          <dd>{roomType.max_occupancy === 1 ? '1 guest' : `${roomType.max_occupancy} guests`}</dd>
        </div>
        <div>
          <dt>Rooms</dt>
          <dd>{roomType.inventory}</dd>
        </div>
        <div>
          <dt>Beds</dt>
          <dd>{bedsOfType(roomType)}</dd>
        </div>
        <div>
          <dt>Base rate</dt>
          <dd>{formatPrice(roomType.base_rate, roomType.currency)}</dd>
        </div>
      </dl>
      <details className="room-list">
        <summary>Rooms and beds</summary>
        <ul className="plain-list">
          {roomType.products.map((room) => (
            <li key={room.room_id}>
              {room.room_name} <span className="muted">· {room.beds.length === 1 ? '1 unit' : `${room.beds.length} beds`}</span>
            </li>
          ))}
        </ul>
      </details>
      <div className="card-actions">
        <button type="button" className="button button-small" onClick={onEdit}>
          Edit<span className="visually-hidden"> {roomType.description}</span>
        </button>
        <button type="button" className="button button-small" onClick={onRename}>
          {UNIT_NAMES_TEXT.action}
          <span className="visually-hidden"> of {roomType.description}</span>
        </button>
        <button type="button" className="button button-small button-danger-outline" onClick={onDelete}>
          Delete<span className="visually-hidden"> {roomType.description}</span>
        </button>
      </div>
    </li>
  );
}
