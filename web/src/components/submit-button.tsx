import type { ReactNode } from 'react';

interface SubmitButtonProps {
  busy: boolean;
  busyLabel?: string;
  children: ReactNode;
  disabled?: boolean;
}

export function SubmitButton({ busy, busyLabel = 'Please wait…', children, disabled }: SubmitButtonProps) {
  return (
    <button type="submit" className="button button-primary button-block" disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy ? busyLabel : children}
    </button>
  );
}
