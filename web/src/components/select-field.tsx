import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldNote } from './field-note';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[];
}

/** A labelled native select whose hint and error are announced with it. */
export function SelectField({ label, name, error, hint, options, id, ...select }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? `${generated}-${name}`;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={selectId}>{label}</label>
      <select
        id={selectId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNote kind="hint" id={hintId}>
        {hint}
      </FieldNote>
      <FieldNote kind="error" id={errorId}>
        {error}
      </FieldNote>
    </div>
  );
}
