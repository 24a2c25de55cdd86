import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  name: string;
  label: ReactNode;
  error?: string | undefined;
}

export function CheckboxField({ name, label, error, id, ...input }: CheckboxFieldProps) {
  const generated = useId();
  const inputId = id ?? `${generated}-${name}`;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className="field field-checkbox">
      <input type="checkbox" id={inputId} name={name} aria-invalid={error ? true : undefined} aria-describedby={errorId} {...input} />
      <label htmlFor={inputId}>{label}</label>
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
