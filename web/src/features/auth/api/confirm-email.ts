import { callApi } from '../../../lib/api-client';

// A link works once: remember the call per token so a re-render (or React's development double
// effects) does not spend it twice.
const inFlight = new Map<string, ReturnType<typeof callApi<'confirmEmail'>>>();

export function confirmEmail(token: string) {
  let call = inFlight.get(token);
  if (!call) {
    call = callApi('confirmEmail', { params: { token } });
    inFlight.set(token, call);
  }
  return call;
}
