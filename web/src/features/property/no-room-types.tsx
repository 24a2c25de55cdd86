import { Link } from 'react-router-dom';

/** The room types' empty text (spec §2); away from the room types page it links there. */
export function NoRoomTypes({ withLink = false }: { withLink?: boolean }) {
  return (
    <div className="empty-block">
      <p className="empty-state">No room types found. Please Create a room type</p>
      {withLink ? <Link to="/app/property/room-types">Go to room types</Link> : null}
    </div>
  );
}
