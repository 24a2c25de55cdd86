import { describe, expect, it, vi } from 'vitest';
import { Conflict, TooManyRequests, ValidationFailed } from '../../functions/src/http/errors';
import { respondAndLog } from '../../functions/src/http/middlewares/respond-and-log';
import { Reply, type PipelineRequest } from '../../functions/src/http/pipeline-types';

// The outermost pipeline stage on its own: every outcome becomes the spec's JSON answer and one log line.

function request(over: Partial<PipelineRequest> = {}) {
  const log = { info: vi.fn(), error: vi.fn() };
  const value = { response: null, error: null, internal: { log, startedAt: Date.now() }, ...over } as unknown as PipelineRequest;
  return { value, log };
}

const stage = respondAndLog(201);

describe('respond and log', () => {
  it("wraps a handler's data, with its cookies, in a JSON answer that is never cached", () => {
    const { value, log } = request({ response: new Reply({ msg: 'ok' }, ['a=b']) as never });
    stage.after!(value);
    expect(value.response).toEqual({
      statusCode: 201,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
      body: '{"msg":"ok"}',
      cookies: ['a=b'],
    });
    expect(log.info).toHaveBeenCalledWith('request', expect.objectContaining({ status: 201 }));
  });

  it('maps typed errors to their status and the body shapes of spec §8', () => {
    const conflict = request({ error: new Conflict('Taken') });
    stage.onError!(conflict.value);
    expect(conflict.value.response).toMatchObject({ statusCode: 409, body: '{"msg":"Taken"}' });

    const invalid = request({ error: new ValidationFailed([{ msg: 'Email is required', path: 'username' }]) });
    stage.onError!(invalid.value);
    expect(invalid.value.response).toMatchObject({ statusCode: 400, body: '[{"msg":"Email is required","path":"username"}]' });

    const throttled = request({ error: new TooManyRequests('Slow down.', 90) });
    stage.onError!(throttled.value);
    expect(throttled.value.response).toMatchObject({ statusCode: 429, headers: expect.objectContaining({ 'retry-after': '90' }) });
  });

  it('answers a throttled table with 503 and retry-after, so the client can try again', () => {
    const error = Object.assign(new Error('Rate exceeded'), { name: 'ProvisionedThroughputExceededException' });
    const { value, log } = request({ error });
    stage.onError!(value);
    expect(value.response).toMatchObject({ statusCode: 503, headers: expect.objectContaining({ 'retry-after': '2' }) });
    expect(JSON.parse(value.response!.body!)).toEqual({ msg: 'The service is busy. Please try again in a moment' });
    expect(log.error).toHaveBeenCalled();
  });

  it('hides an unknown error behind a generic 500 and logs its detail instead', () => {
    const { value, log } = request({ error: new TypeError("Cannot read properties of undefined (reading 'secret')") });
    stage.onError!(value);
    expect(value.response).toMatchObject({ statusCode: 500 });
    expect(value.response!.body).toBe('{"msg":"Something went wrong on our side. Please try again"}');
    expect(log.error).toHaveBeenCalledWith('request', expect.objectContaining({ status: 500, error: 'TypeError', detail: expect.stringContaining('secret') }));
  });
});
