import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The room types' empty text (spec §2); away from the room types page it links there. */
export function NoRoomTypes({ withLink = false }: { withLink?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="empty-block">
      <p className="empty-state">{t('property.noRoomTypes')}</p>
      {withLink ? <Link to="/app/property/room-types">{t('property.goToRoomTypes')}</Link> : null}
    </div>
  );
}
