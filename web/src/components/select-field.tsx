import type { ReactNode, SelectHTMLAttributes } from 'react';
import { useFieldIds } from './field-ids';
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
  const { id: selectId, hintId, errorId, describedBy } = useFieldIds(name, id, { hint, error });
  return (
    <div className="field">
      <label htmlFor={selectId}>{label}</label>
      <select id={selectId} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select}>
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
