import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SubmitButtonProps {
  busy: boolean;
  busyLabel?: string;
  children: ReactNode;
  disabled?: boolean;
}

export function SubmitButton({ busy, busyLabel, children, disabled }: SubmitButtonProps) {
  const { t } = useTranslation();
  return (
    <button type="submit" className="button button-primary button-block" disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy ? (busyLabel ?? t('controls.pleaseWait')) : children}
    </button>
  );
}
