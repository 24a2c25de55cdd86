import { useState, type ChangeEvent, type FormEvent } from 'react';
import type * as z from 'zod/mini';
import { ApiError } from './api-client';
import { zodMessages } from '@hostel/shared/api/zod-messages';
import { message } from '@hostel/shared/i18n/message';
import { apiMessage, issueMessage } from './i18n/api-message';
import { followDefaults } from './follow-defaults';
import { readNumberFields, type NumberKind } from './number-fields';

export const FALLBACK_FORM_ERROR = 'Unexpected error occurred';

type Values = Record<string, string | boolean>;
type StringKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;
type BooleanKeys<V> = { [K in keyof V]: V[K] extends boolean ? K : never }[keyof V] & string;

/**
 * Form state validated with the same zod schemas the API uses: field messages on submit, server
 * messages listed under the form (spec §8), and nothing the user typed is lost on a failed call.
 * `numbers` names the fields typed as amounts or counts (NumberField): they reach the schema in the
 * API's plain form, read with the screens' marks, and one that cannot be read is refused with its reason.
 */
export function useForm<V extends Values, S extends z.ZodMiniType>(
  schema: S,
  initial: V,
  numbers?: (values: V) => Partial<Record<StringKeys<V>, NumberKind>>,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [messages, setMessages] = useState<string[]>([]);
  /** What the last successful submit said, e.g. "Password updated successfully". */
  const [success, setSuccess] = useState('');
  const [submitting, setSubmitting] = useState(false);

  function set<K extends keyof V>(name: K, value: V[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name as string]: _removed, ...rest } = current;
      return rest;
    });
  }

  /** Fields still at their `before` default take the `after` one (followDefaults): what the user typed stays. */
  function follow(before: Partial<V>, after: Partial<V>) {
    setValues((current) => followDefaults(current, before, after));
  }

  /** Props for a text input, select or textarea bound to a string field. */
  function bind(name: StringKeys<V>) {
    return {
      name,
      value: values[name] as string,
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
        set(name, event.target.value as V[typeof name]),
    };
  }

  /** Props for a checkbox bound to a boolean field. */
  function bindCheckbox(name: BooleanKeys<V>) {
    return {
      name,
      checked: values[name] as boolean,
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.target.checked as V[typeof name]),
    };
  }

  /** Runs the action with valid data; a string it returns is shown as the success message. */
  function onSubmit(action: (data: z.output<S>) => Promise<string | void> | string | void) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (submitting) return;
      setMessages([]);
      setSuccess('');
      const typed = numbers ? readNumberFields(values, numbers(values)) : { values, errors: {} };
      const result = schema.safeParse(typed.values, { error: zodMessages });
      if (!result.success || Object.keys(typed.errors).length > 0) {
        // An entry that cannot be read says why; the schema's message would speak of its plain form.
        const fieldErrors: Record<string, string> = { ...typed.errors };
        for (const issue of result.error?.issues ?? []) {
          const path = issue.path.map(String).join('.') || '_form';
          // The shared schemas speak the spec's English; the form shows the screens' language.
          fieldErrors[path] ??= issueMessage(issue.message);
        }
        setErrors(fieldErrors);
        if (fieldErrors._form) setMessages([fieldErrors._form]);
        // Send keyboard and screen-reader users to the first problem.
        const first = Object.keys(fieldErrors)[0];
        if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        return;
      }
      setErrors({});
      setSubmitting(true);
      try {
        const said = await action(result.data);
        if (typeof said === 'string') setSuccess(said);
      } catch (error) {
        if (error instanceof ApiError) {
          setMessages(error.messages);
          setErrors(error.fields);
        } else {
          setMessages([(error as Error)?.message || apiMessage(message('web.unexpectedErrorOccurred'))]);
        }
      } finally {
        setSubmitting(false);
      }
    };
  }

  return { values, set, follow, bind, bindCheckbox, errors, messages, setMessages, success, submitting, onSubmit };
}
