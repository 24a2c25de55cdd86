import { Navigate, Outlet } from 'react-router-dom';
import { useVisitorStatus } from '../lib/session/use-visitor-status';

/**
 * Sign-in and sign-up are for visitors without a session: a signed-in one goes to the app instead.
 * The form shows while the check runs (the check the public header makes anyway, shared with it).
 */
export function SignedOutOnly() {
  const status = useVisitorStatus();
  if (status === 'signed-in') return <Navigate to="/app" replace />;
  return <Outlet />;
}
