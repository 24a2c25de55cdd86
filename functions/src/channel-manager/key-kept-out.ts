import type { ChannelManager } from './channel-manager-port';

// A channel manager whose errors never carry its API key: an unexpected error (a bug, a network library's
// message naming a header) is logged with its message and stack by the pipeline, so every copy of the key
// is cut out of them, and of their causes, before they leave the adapter.

const REDACTED = '[api key]';

/** The same error with every copy of `secret` cut out of its message, stack and cause. */
export function withoutSecret(error: unknown, secret: string, depth = 0): unknown {
  if (secret === '' || depth > 5) return error;
  if (typeof error === 'string') return error.split(secret).join(REDACTED);
  if (!(error instanceof Error)) return error;
  error.message = error.message.split(secret).join(REDACTED);
  if (error.stack) error.stack = error.stack.split(secret).join(REDACTED);
  if (error.cause !== undefined) error.cause = withoutSecret(error.cause, secret, depth + 1);
  return error;
}

/** Wraps every method of `manager` so that what it throws holds no copy of `apiKey`. */
export function keyKeptOut(manager: ChannelManager, apiKey: string): ChannelManager {
  const guard =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (error) {
        throw withoutSecret(error, apiKey);
      }
    };
  return {
    property: guard(() => manager.property()),
    roomTypes: guard(() => manager.roomTypes()),
    ratePlans: guard(() => manager.ratePlans()),
    pushAvailability: guard((changes) => manager.pushAvailability(changes)),
    pushRates: guard((changes) => manager.pushRates(changes)),
    unacknowledgedRevisions: guard(() => manager.unacknowledgedRevisions()),
    acknowledge: guard((revisionId) => manager.acknowledge(revisionId)),
  };
}
