import { FormMessages } from './form-messages';

interface FormStatusProps {
  form: { messages: string[]; success: string };
}

/** Under a form: what went wrong (a list, spec §8) or what the last submit achieved. */
export function FormStatus({ form }: FormStatusProps) {
  return (
    <>
      <FormMessages tone="success" messages={form.success ? [form.success] : []} />
      <FormMessages messages={form.messages} />
    </>
  );
}
