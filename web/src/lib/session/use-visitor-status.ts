import { useEffect, useState } from 'react';
import { validateSession } from './validate-session';

export type VisitorStatus = 'unknown' | 'signed-in' | 'signed-out';

/** Whether the visitor has a session (spec §4 "Visitor"): unknown until the one check answers. The public header and the signed-in area both ask it. */
export function useVisitorStatus(): VisitorStatus {
  const [status, setStatus] = useState<VisitorStatus>('unknown');
  useEffect(() => {
    let active = true;
    void validateSession().then((ok) => {
      if (active) setStatus(ok ? 'signed-in' : 'signed-out');
    });
    return () => {
      active = false;
    };
  }, []);
  return status;
}
