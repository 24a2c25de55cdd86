import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { AppLayout } from '../features/shell/app-layout';
import { onUnauthorized } from '../lib/api-client';
import { ProfileProvider } from '../lib/session/profile-context';
import { validateSession } from '../lib/session/validate-session';

type Check = 'checking' | 'signed-in' | 'signed-out';

/** Keeps the signed-in area out of search engines while it is shown. */
function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/** Everything under /app: the authentication check of spec §2, then the shell with the profile. */
export function Component() {
  const [check, setCheck] = useState<Check>('checking');
  const location = useLocation();
  const navigate = useNavigate();
  useNoIndex();

  useEffect(() => {
    let active = true;
    void validateSession().then((ok) => {
      if (active) setCheck(ok ? 'signed-in' : 'signed-out');
    });
    return () => {
      active = false;
    };
  }, []);

  // A session that ends while the app is open (expired, signed out elsewhere) leads back to sign-in.
  useEffect(() => onUnauthorized(() => navigate('/accounts/login', { replace: true })), [navigate]);

  if (check === 'checking') return <p className="loading" role="status">Loading</p>;
  if (check === 'signed-out') return <Navigate to="/accounts/login" replace state={{ from: location.pathname }} />;
  return (
    <ProfileProvider>
      <AppLayout />
    </ProfileProvider>
  );
}
