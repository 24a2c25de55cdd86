import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { AppLayout } from '../features/shell/app-layout';
import { onUnauthorized } from '../lib/api-client';
import { ProfileProvider } from '../lib/session/profile-context';
import { useVisitorStatus } from '../lib/session/use-visitor-status';

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
  const status = useVisitorStatus();
  const location = useLocation();
  const navigate = useNavigate();
  useNoIndex();

  // A session that ends while the app is open (expired, signed out elsewhere) leads back to sign-in.
  useEffect(() => onUnauthorized(() => navigate('/accounts/login', { replace: true })), [navigate]);

  if (status === 'unknown') return <p className="loading" role="status">Loading</p>;
  if (status === 'signed-out') return <Navigate to="/accounts/login" replace state={{ from: location.pathname }} />;
  return (
    <ProfileProvider>
      <AppLayout />
    </ProfileProvider>
  );
}
