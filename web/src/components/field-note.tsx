import type { ReactNode } from 'react';

/** A field's hint or error under its control, shown when it has the id the control's aria-describedby names. */
export function FieldNote({ kind, id, children }: { kind: 'hint' | 'error'; id: string | undefined; children: ReactNode }) {
  return id ? (
    <p className={kind === 'hint' ? 'field-hint' : 'field-error'} id={id}>
      {children}
    </p>
  ) : null;
}
