import { useLayoutEffect, useState, type ReactNode } from 'react';
import { Dialog } from './dialog';

/** What a page gives a dialog that holds one form. */
export interface FormDialogControls {
  open: boolean;
  onClose(): void;
  onSaved(message: string): void;
}

/** What the dialog gives its form: where to say it is sending, how to give up, and where a save is told. */
export interface DialogFormProps {
  onBusy(busy: boolean): void;
  onCancel(): void;
  onSaved(message: string): void;
}

interface FormDialogProps extends FormDialogControls {
  title: string;
  className?: string;
  children(form: DialogFormProps): ReactNode;
}

/** A dialog holding one form: while the form is sending, Escape and close wait for the answer. */
export function FormDialog({ open, onClose, onSaved, title, className, children }: FormDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onClose={onClose} title={title} className={className} dismissible={!busy}>
      {children({ onBusy: setBusy, onCancel: onClose, onSaved })}
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
