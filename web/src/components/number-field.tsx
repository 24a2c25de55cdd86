import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { readNumber, type NumberKind } from '../lib/number-fields';
import { type FieldNoteKind, useFieldIds } from './field-ids';
import { FieldNote } from './field-note';

// The value understood is read first, then what is wrong, then the standing hint.
const ECHO_FIRST: readonly FieldNoteKind[] = ['echo', 'error', 'hint'];

interface NumberFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children' | 'type' | 'value' | 'onChange'> {
  label: string;
  name: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  /** Money in a currency, or a whole count: how the entry is read and its echo written. */
  kind: NumberKind;
  error?: string | undefined;
  hint?: ReactNode;
}

/**
 * Every amount and count a person types: read with the screens' own marks (es-AR "25.000,50"), with a line
 * under it saying the value understood ("= $ 25.000,00") or why it cannot be read, both tied to the input.
 * The form (useForm's `numbers`) reads it the same way on submit and refuses what this line refuses.
 */
export function NumberField({ label, name, value, onChange, kind, error, hint, id, ...input }: NumberFieldProps) {
  // Re-renders on a language switch: the marks and the echo follow the screens.
  useTranslation();
  const reading = readNumber(value, kind);
  // A count typed as plain digits needs no echo; an amount always shows what it will save.
  const plainCount = kind === 'count' && /^\s*\d+\s*$/.test(value);
  const echo = error || reading.state === 'empty' || plainCount ? undefined : reading;
  const { id: inputId, hintId, errorId, echoId, describedBy } = useFieldIds(name, id, { hint, error, echo: Boolean(echo) }, ECHO_FIRST);
  const invalid = Boolean(error) || echo?.state === 'problem';
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        name={name}
        type="text"
        inputMode={kind === 'count' ? 'numeric' : 'decimal'}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={onChange}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {echo ? (
        <p className={echo.state === 'read' ? 'field-echo' : 'field-echo field-echo-problem'} id={echoId}>
          {echo.state === 'read' ? echo.echo : echo.message}
        </p>
      ) : null}
      <FieldNote kind="error" id={errorId}>
        {error}
      </FieldNote>
      <FieldNote kind="hint" id={hintId}>
        {hint}
      </FieldNote>
    </div>
  );
}
