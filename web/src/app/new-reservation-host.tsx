import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { NewReservationProvider, type NewReservationPreset } from '../lib/new-reservation';

// The dialog's code loads on first use, so pages that never open it do not download it.
const NewReservationDialog = lazy(() =>
  import('../features/reservations/new-reservation/new-reservation-dialog').then((module) => ({ default: module.NewReservationDialog })),
);

interface DialogState {
  open: boolean;
  /** Set once it was first asked for: from then on the dialog stays mounted (closed) and opens at once. */
  used: boolean;
  preset?: NewReservationPreset | undefined;
}

/**
 * One new-reservation dialog for the signed-in area: any page (home, reservations, the calendar) opens it
 * with `useNewReservation()`, optionally with a room type and nights. Leaving the page closes it.
 */
export function NewReservationHost({ children }: { children: ReactNode }) {
  const [state, setState] = useState<DialogState>({ open: false, used: false });
  const open = useCallback((preset?: NewReservationPreset) => setState({ open: true, used: true, preset }), []);
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the dialog: pathname is the trigger, not an input
  useEffect(close, [pathname, close]);

  return (
    <NewReservationProvider value={open}>
      {children}
      {state.used ? (
        <Suspense fallback={null}>
          <NewReservationDialog open={state.open} initial={state.preset} onClose={close} />
        </Suspense>
      ) : null}
    </NewReservationProvider>
  );
}
