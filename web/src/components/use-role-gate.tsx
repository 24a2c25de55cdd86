import type { EndpointName } from '@hostel/shared/api/endpoints';
import { useState } from 'react';
import { mayCall } from '../lib/may-call';
import { useSignedInUser } from '../lib/session/use-signed-in-user';
import { AccessDeniedDialog } from './access-denied-dialog';

/**
 * Buttons that open an editor only some roles may use (spec §6): everyone sees them, and whoever may
 * not make the editor's call gets the Access-denied dialog instead. Render `deniedDialog` once.
 */
export function useRoleGate() {
  const { role } = useSignedInUser();
  const [denied, setDenied] = useState(false);

  function attempt(call: EndpointName, open: () => void) {
    if (mayCall(role, call)) open();
    else setDenied(true);
  }

  return { attempt, deniedDialog: <AccessDeniedDialog open={denied} onClose={() => setDenied(false)} /> };
}
