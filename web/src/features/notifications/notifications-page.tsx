import { useTranslation } from 'react-i18next';
import './notifications.css';

export function Component() {
  const { t } = useTranslation();
  return (
    <div className="notifications-page">
      <h1>{t('shell.notifications')}</h1>
      <div className="card notifications-empty">
        <h2>{t('profile.notifications.emptyTitle')}</h2>
        <p>{t('profile.notifications.emptyText')}</p>
      </div>
    </div>
  );
}
