import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { frontDesk, stay } from '../support/front-desk';
import { configureFunctions, type InProcessHandler } from '../support/in-process';

// The bookings metric as CloudWatch reads it: the real createReservation handler runs in this process
// against the test stack's table, and its Embedded Metric Format line on stdout is captured.

let createReservation: InProcessHandler;

beforeAll(async () => {
  // EMF lines follow LOG_LEVEL off Lambda: an info-level run prints them.
  // Lambda says how an environment started; Powertools counts a cold start only for an on-demand one.
  configureFunctions({ LOG_LEVEL: 'info', AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand' });
  createReservation = (await import('../../functions/src/handlers/create-reservation')).handler as unknown as InProcessHandler;
});

afterEach(() => vi.restoreAllMocks());

interface EmfLine {
  _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[] };
  [field: string]: unknown;
}

/** The EMF lines written to stdout while `work` runs. */
async function metricsOf(work: () => Promise<unknown>): Promise<EmfLine[]> {
  const written: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
  await work();
  vi.restoreAllMocks();
  return written
    .join('')
    .split('\n')
    .filter((line) => line.includes('"_aws"'))
    .map((line) => JSON.parse(line) as EmfLine);
}

function bookingEvent(cookie: string, body: unknown): APIGatewayProxyEventV2 {
  const path = '/api/v1/reservations/new';
  return {
    version: '2.0',
    routeKey: '',
    rawPath: path,
    rawQueryString: '',
    headers: {
      'content-type': 'application/json',
      origin: inject('appUrl'),
      'sec-fetch-site': 'same-origin',
      'idempotency-key': randomUUID(),
    },
    cookies: [cookie],
    requestContext: {
      http: { method: 'POST', path, protocol: 'HTTP/1.1', sourceIp: '203.0.113.8', userAgent: 'test' },
    } as APIGatewayProxyEventV2['requestContext'],
    body: JSON.stringify(body),
    isBase64Encoded: false,
  };
}

const context = () =>
  ({ awsRequestId: randomUUID(), functionName: 'createReservation', getRemainingTimeInMillis: () => 6_000 }) as unknown as Context;

describe('the bookings metric', () => {
  it('counts a booking made, in the Hostel namespace under the service dimension the alarms read', async () => {
    const { user, today, dorm, ana } = await frontDesk();
    let status: number | undefined;
    const lines = await metricsOf(async () => {
      status = (await createReservation(bookingEvent(user.cookie, stay(ana._id, dorm._id, today, 2, 1)), context())).statusCode;
    });
    expect(status).toBe(201);
    const booking = lines.find((line) => 'BookingsMade' in line);
    expect(booking, JSON.stringify(lines)).toBeDefined();
    expect(booking).toMatchObject({ BookingsMade: 1, service: 'hostel' });
    expect(booking!._aws.CloudWatchMetrics[0]).toMatchObject({
      Namespace: 'Hostel',
      Dimensions: [['service']],
      Metrics: [{ Name: 'BookingsMade', Unit: 'Count' }],
    });
    // The first call of this process is its cold start: counted once, under the service alone (one metric, not one per call).
    const cold = lines.find((line) => 'ColdStart' in line);
    expect(cold).toMatchObject({ ColdStart: 1, service: 'hostel' });
    expect(cold).not.toHaveProperty('function_name');
  });

  it('counts a booking refused by a rule apart from one made', async () => {
    const { user, today, dorm, ana } = await frontDesk();
    let status: number | undefined;
    // Seven guests in a six-bed dorm: the desk is told no, and nothing was booked.
    const lines = await metricsOf(async () => {
      status = (await createReservation(bookingEvent(user.cookie, stay(ana._id, dorm._id, today, 1, 7)), context())).statusCode;
    });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(lines.find((line) => 'BookingsRefused' in line)).toMatchObject({ BookingsRefused: 1 });
    expect(lines.some((line) => 'BookingsMade' in line)).toBe(false);
  });
});
