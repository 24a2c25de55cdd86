import type { Answer } from './api-routes';
import type { ChannexStandInControl, NewProperty, NewRevision } from './stand-in-control';

// The control surface over HTTP, under /__stand-in/ (never under /api/v1): for test files that run in
// another process than the stack holding the stand-in. Only the local run serves it, on 127.0.0.1. Its
// inputs are the control object's (stand-in-control.ts), trusted as a test's own; a malformed one is a 400.

export const CONTROL_PREFIX = '/__stand-in';

function parsed(body: string, required: string[]): Record<string, unknown> | Answer {
  try {
    const value = JSON.parse(body) as unknown;
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return { status: 400, body: { error: 'expected a JSON object' } };
    const missing = required.filter((name) => !(name in value));
    return missing.length > 0 ? { status: 400, body: { error: `missing ${missing.join(', ')}` } } : (value as Record<string, unknown>);
  } catch {
    return { status: 400, body: { error: 'not JSON' } };
  }
}

const isAnswer = (value: unknown): value is Answer => typeof value === 'object' && value !== null && 'status' in value && 'body' in value;

export function answerControl(method: string, path: string, query: URLSearchParams, body: string, control: ChannexStandInControl): Answer {
  const route = `${method} ${path.slice(CONTROL_PREFIX.length)}`;
  const run = <T>(required: string[], act: (input: T) => unknown): Answer => {
    const input = parsed(body, required);
    if (isAnswer(input)) return input;
    try {
      return { status: 200, body: act(input as T) ?? {} };
    } catch (error) {
      return { status: 400, body: { error: (error as Error).message } };
    }
  };
  switch (route) {
    case 'POST /properties':
      return run<NewProperty>(['title', 'currency', 'roomTypes'], (input) => control.createProperty(input));
    case 'POST /revisions':
      return run<NewRevision>(['propertyId', 'status', 'otaName', 'rooms'], (input) => control.addRevision(input));
    case 'POST /fail-next':
      return run<{ apiKey: string; count: number; status: 500 | 429; path?: string }>(['apiKey', 'count', 'status'], (input) =>
        control.failNext(input.apiKey, input.count, input.status, input.path),
      );
    case 'POST /clock':
      return run<{ propertyId: string; advanceMs: number }>(['propertyId', 'advanceMs'], (input) =>
        control.advanceClock(input.propertyId, input.advanceMs),
      );
    case 'GET /ari-messages':
      return { status: 200, body: control.ariMessages(query.get('api_key') ?? '') };
    case 'GET /requests':
      return { status: 200, body: control.requests(query.get('api_key') ?? '') };
    case 'GET /acknowledged':
      return { status: 200, body: control.acknowledged(query.get('api_key') ?? '') };
    default:
      return { status: 404, body: { error: 'no such control' } };
  }
}
