import { useNavigate } from 'react-router-dom';
import { useLogoutMutation } from '../../lib/session/logout';

/** Logs out and goes to the public home page; on failure keeps the user here with `failureText`. */
export function useLogout(failureText: string) {
  const navigate = useNavigate();
  const mutation = useLogoutMutation();

  function run() {
    mutation.mutate(undefined, { onSuccess: () => navigate('/') });
  }

  return { run, error: mutation.isError ? failureText : '', busy: mutation.isPending };
}
