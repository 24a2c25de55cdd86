import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldNote } from './field-note';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled input whose hint and error are announced with it (aria-describedby). */
export function TextField({ label, name, error, hint, id, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? `${generated}-${name}`;
  // A rule broken is said once: when the error repeats the hint (a weak password), the error replaces it.
  const showHint = hint && hint !== error;
  const hintId = showHint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      <FieldNote kind="hint" id={hintId}>
        {hint}
      </FieldNote>
      <FieldNote kind="error" id={errorId}>
        {error}
      </FieldNote>
    </div>
  );
}
