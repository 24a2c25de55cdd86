import { describe, expect, it, vi } from 'vitest';
import { message } from '../../shared/src/i18n/message';
import { ConditionFailed, ItemNotFound, TableUnavailable, toDataError, UniqueValueTaken } from '../../functions/src/data/data-errors';
import { Clash, Invalid, InvalidFields, Missing, Refused, SignInNeeded, TooManyAttempts } from '../../functions/src/domain-errors';
import { Conflict, TooManyRequests, ValidationFailed } from '../../functions/src/http/errors';
import { respondAndLog } from '../../functions/src/http/middlewares/respond-and-log';
import { Reply, type PipelineRequest } from '../../functions/src/http/pipeline-types';

// The outermost pipeline stage on its own: every outcome becomes the spec's JSON answer and one log line.

function request(over: Partial<PipelineRequest> = {}) {
  const log = { info: vi.fn(), error: vi.fn() };
  const value = {
    event: { headers: {} },
    response: null,
    error: null,
    internal: { log, startedAt: Date.now() },
    ...over,
  } as unknown as PipelineRequest;
  return { value, log };
}

const stage = respondAndLog(201);

describe('respond and log', () => {
  it("wraps a handler's data, with its cookies, in a JSON answer that is never cached", () => {
    const { value, log } = request({ response: new Reply({ msg: 'ok' }, ['a=b']) as never });
    stage.after!(value);
    expect(value.response).toEqual({
      statusCode: 201,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        'content-language': 'en',
        vary: 'Accept-Language',
      },
      body: '{"msg":"ok"}',
      cookies: ['a=b'],
    });
    expect(log.info).toHaveBeenCalledWith('request', expect.objectContaining({ status: 201 }));
  });

  it('maps typed errors to their status and the body shapes of spec §8', () => {
    const conflict = request({ error: new Conflict('data.roomTypeNotFound') });
    stage.onError!(conflict.value);
    expect(conflict.value.response).toMatchObject({ statusCode: 409, body: '{"msg":"Room type not found"}' });

    const invalid = request({
      error: new ValidationFailed([{ msg: message('field.labelRequired', { label: message('label.email') }), path: 'username' }]),
    });
    stage.onError!(invalid.value);
    expect(invalid.value.response).toMatchObject({ statusCode: 400, body: '[{"msg":"Email is required","path":"username"}]' });

    const throttled = request({ error: new TooManyRequests(message('account.tooManyEmailsRequested'), 90) });
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

  it("maps the data layer's errors in one place: a lost race 409, a missing item 404, a failing table 503", () => {
    const answers = [
      [new ConditionFailed('stay.stayOverBedsCannot'), 409, 'This stay is over, so its beds cannot change'],
      [new UniqueValueTaken('roomTypeName', 'Dorm 6'), 409, 'A room type named "Dorm 6" already exists'],
      [new ItemNotFound('data.roomTypeNotFound'), 404, 'Room type not found'],
      [new TableUnavailable(), 503, 'The service is busy. Please try again in a moment'],
    ] as const;
    for (const [error, status, msg] of answers) {
      const { value } = request({ error });
      stage.onError!(value);
      expect(value.response, error.name).toMatchObject({ statusCode: status });
      expect(JSON.parse(value.response!.body!)).toEqual({ msg });
    }
    const { value, log } = request({
      error: new TableUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    });
    stage.onError!(value);
    expect(value.response).toMatchObject({ headers: expect.objectContaining({ 'retry-after': '2' }) });
    expect(log.error).toHaveBeenCalledWith(
      'request',
      expect.objectContaining({ status: 503, error: 'TableUnavailable', cause: 'ECONNREFUSED' }),
    );
  });

  it("maps the domain's errors in one place, each to its status with the domain's message", () => {
    const answers = [
      [new Missing('stay.guestNotFound'), 404, { msg: 'Guest not found' }],
      [new Invalid('account.jwtExpired'), 400, { msg: 'jwt expired' }],
      [
        new InvalidFields([{ msg: message('validation.chooseLeastOneBed'), path: 'assigned_beds' }]),
        400,
        [{ msg: 'Choose at least one bed', path: 'assigned_beds' }],
      ],
      [new SignInNeeded(), 401, { msg: 'Please sign in' }],
      [new Refused('account.adminCannotEditedDeleted'), 403, { msg: 'The admin cannot be edited or deleted here' }],
      [new Clash('stay.idempotencyKeyAlreadyUsed'), 409, { msg: 'This Idempotency-Key was already used for a different request' }],
      [new TooManyAttempts(message('account.tooManyEmailsRequested'), 90), 429, { msg: 'Too many emails requested.' }],
    ] as const;
    for (const [error, status, body] of answers) {
      const { value } = request({ error });
      stage.onError!(value);
      expect(value.response, error.name).toMatchObject({ statusCode: status });
      expect(JSON.parse(value.response!.body!)).toEqual(body);
    }
    const throttled = request({ error: new TooManyAttempts(message('account.tooManyEmailsRequested'), 90) });
    stage.onError!(throttled.value);
    expect(throttled.value.response).toMatchObject({ headers: expect.objectContaining({ 'retry-after': '90' }) });
  });

  it('hides an unknown error behind a generic 500 and logs its detail instead', () => {
    const { value, log } = request({ error: new TypeError("Cannot read properties of undefined (reading 'secret')") });
    stage.onError!(value);
    expect(value.response).toMatchObject({ statusCode: 500 });
    expect(value.response!.body).toBe('{"msg":"Something went wrong on our side. Please try again"}');
    expect(log.error).toHaveBeenCalledWith(
      'request',
      expect.objectContaining({ status: 500, error: 'TypeError', detail: expect.stringContaining('secret') }),
    );
  });
});

describe("the table's errors, as the SDK raises them", () => {
  const sdkError = (name: string, extra: Record<string, unknown> = {}) => Object.assign(new Error(name), { name, ...extra });

  it('turns throttling, timeouts and unreachable endpoints into TableUnavailable, keeping the cause', () => {
    const shapes = [
      sdkError('ProvisionedThroughputExceededException'),
      sdkError('ThrottlingException'),
      sdkError('RequestLimitExceeded'),
      sdkError('InternalServerError'),
      sdkError('TimeoutError', { code: 'ETIMEDOUT' }),
      sdkError('Error', { code: 'ECONNREFUSED' }),
      sdkError('Error', { code: 'ECONNRESET' }),
      sdkError('TransactionCanceledException', { CancellationReasons: [{ Code: 'None' }, { Code: 'ThrottlingError' }] }),
    ];
    for (const shape of shapes) {
      const converted = toDataError(shape);
      expect(converted, `${shape.name} ${String((shape as { code?: string }).code)}`).toBeInstanceOf(TableUnavailable);
      expect((converted as Error).cause).toBe(shape);
    }
  });

  it('turns a failed condition, alone or in a transaction, into ConditionFailed with the reasons per item', () => {
    expect(toDataError(sdkError('ConditionalCheckFailedException'))).toBeInstanceOf(ConditionFailed);
    const cancelled = toDataError(
      sdkError('TransactionCanceledException', { CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }] }),
    );
    expect(cancelled).toBeInstanceOf(ConditionFailed);
    expect((cancelled as ConditionFailed).reasons).toEqual(['None', 'ConditionalCheckFailed']);
  });

  it('leaves a programming error (a malformed request) as it is: a 500 to fix, not a retry', () => {
    const invalid = sdkError('ValidationException');
    expect(toDataError(invalid)).toBe(invalid);
  });
});
