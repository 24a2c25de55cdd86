import type { EndpointName } from '@hostel/shared/api/endpoints';
import { useEffect, useRef, useState } from 'react';
import { mayCall } from '../lib/may-call';
import { useSignedInUser } from '../lib/session/use-signed-in-user';
import { AccessDeniedDialog } from './access-denied-dialog';

interface Attempt {
  call: EndpointName;
  open(): void;
}

/**
 * Buttons that open an editor only some roles may use (spec §6): everyone sees them, and whoever may
 * not make the editor's call gets the Access-denied dialog instead. A press before the profile has
 * answered waits for it, so an employee quick off the mark does not get the editor. Render
 * `deniedDialog` once.
 */
export function useRoleGate() {
  const { role, settled } = useSignedInUser();
  const [denied, setDenied] = useState(false);
  const waiting = useRef<Attempt | undefined>(undefined);

  function decide({ call, open }: Attempt) {
    if (mayCall(role, call)) open();
    else setDenied(true);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the role settles; decide reads that render's role
  useEffect(() => {
    if (!settled || !waiting.current) return;
    const attempt = waiting.current;
    waiting.current = undefined;
    decide(attempt);
    // decide reads the role of this render, the one the effect runs for.
  }, [settled, role]);

  function attempt(call: EndpointName, open: () => void) {
    if (settled) decide({ call, open });
    else waiting.current = { call, open };
  }

  return { attempt, deniedDialog: <AccessDeniedDialog open={denied} onClose={() => setDenied(false)} /> };
}
