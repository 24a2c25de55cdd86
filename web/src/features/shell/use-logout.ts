import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from '../../lib/session/logout';

/** Logs out and goes to the public home page; on failure keeps the user here with `failureText`. */
export function useLogout(failureText: string) {
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function run() {
    setError('');
    setBusy(true);
    try {
      await logout();
      navigate('/');
    } catch {
      setError(failureText);
    } finally {
      setBusy(false);
    }
  }

  return { run, error, busy };
}
