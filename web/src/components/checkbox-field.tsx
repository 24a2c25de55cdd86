import type { InputHTMLAttributes, ReactNode } from 'react';
import { useFieldIds } from './field-ids';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  name: string;
  label: ReactNode;
  error?: string | undefined;
}

export function CheckboxField({ name, label, error, id, ...input }: CheckboxFieldProps) {
  const { id: inputId, errorId, describedBy } = useFieldIds(name, id, { error });
  return (
    <div className="field field-checkbox">
      <input type="checkbox" id={inputId} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      <label htmlFor={inputId}>{label}</label>
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
