interface FormMessagesProps {
  messages: string[];
  tone?: 'error' | 'success';
}

/** Messages under a form (spec §8): server errors as a list, announced when they appear. */
export function FormMessages({ messages, tone = 'error' }: FormMessagesProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={messages.length ? `form-messages form-messages-${tone}` : undefined}>
      {messages.length === 1 ? <p>{messages[0]}</p> : null}
      {messages.length > 1 ? (
        <ul>
          {messages.map((message, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered, and a message may repeat
            <li key={index}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
