import { useLayoutEffect, useState, type ReactNode } from 'react';
import { Dialog } from './dialog';

interface FormDialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  className?: string;
  /** The form, given the function through which it says when it is sending. */
  children(onBusy: (busy: boolean) => void): ReactNode;
}

/** A dialog holding one form: while the form is sending, Escape and close wait for the answer. */
export function FormDialog({ open, onClose, title, className, children }: FormDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onClose={onClose} title={title} className={className} dismissible={!busy}>
      {children(setBusy)}
    </Dialog>
  );
}

/** Tells the FormDialog the form's sending state before paint (an Escape right after a submit is held), and clears it when the form goes. */
export function useReportBusy(submitting: boolean, onBusy: (busy: boolean) => void): void {
  useLayoutEffect(() => {
    onBusy(submitting);
    return () => onBusy(false);
  }, [submitting, onBusy]);
}
