import type { InputHTMLAttributes, ReactNode } from 'react';
import { useFieldIds } from './field-ids';
import { FieldNote } from './field-note';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled input whose hint and error are announced with it (aria-describedby). */
export function TextField({ label, name, error, hint, id, ...input }: TextFieldProps) {
  const { id: inputId, hintId, errorId, describedBy } = useFieldIds(name, id, { hint, error });
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      <FieldNote kind="hint" id={hintId}>
        {hint}
      </FieldNote>
      <FieldNote kind="error" id={errorId}>
        {error}
      </FieldNote>
    </div>
  );
}
