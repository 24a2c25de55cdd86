import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useProfile } from '../../lib/session/get-profile';
import { DeleteAccountSection } from './delete-account-section';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { panelId, ProfileTabs, tabId, type ProfileTab } from './profile-tabs';
import './profile.css';

/** /app/users/profile/edit: the Profile and Password tabs; the tab is kept in ?tab= so it can be linked. */
export function Component() {
  // useLocation rather than useSearchParams: the latter would add to the entry chunk every visit loads.
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const tab: ProfileTab = new URLSearchParams(search).get('tab') === 'password' ? 'password' : 'profile';
  const { data: profile, isPending } = useProfile();

  function select(next: ProfileTab) {
    navigate(next === 'profile' ? '.' : '?tab=password', { replace: true });
  }

  return (
    <div className="profile-page">
      <h1>{t('profile.title')}</h1>
      <div className="profile-layout">
        <ProfileTabs selected={tab} onSelect={select} />
        <div
          className="profile-panel"
          role="tabpanel"
          id={panelId('profile')}
          aria-labelledby={tabId('profile')}
          hidden={tab !== 'profile'}
        >
          {isPending ? (
            <p className="loading" role="status">
              {t('profile.loading')}
            </p>
          ) : !profile ? (
            <p className="form-messages form-messages-error" role="alert">
              {t('profile.loadFailed')}
            </p>
          ) : (
            <>
              <section className="card" aria-labelledby="profile-title">
                <h2 id="profile-title">{t('profile.profileTitle')}</h2>
                <ProfileForm key={profile.user_info._id} profile={profile} />
              </section>
              <DeleteAccountSection role={profile.user_info.role} propertyName={profile.property_name} />
            </>
          )}
        </div>
        <div
          className="profile-panel"
          role="tabpanel"
          id={panelId('password')}
          aria-labelledby={tabId('password')}
          hidden={tab !== 'password'}
        >
          <section className="card" aria-labelledby="password-title">
            <h2 id="password-title">{t('profile.changePassword')}</h2>
            <PasswordForm />
          </section>
        </div>
      </div>
    </div>
  );
}
