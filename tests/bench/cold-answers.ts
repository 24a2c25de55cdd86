// Bench: the cold first answer (a fresh process loads a call's bundle and answers its first request
// against DynamoDB Local, the signing secret read from a Secrets Manager stand-in as in AWS), and the
// warm cost of the session check (validateSession) against a raw GetItem of the session item.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { decodeJwt, SignJWT } from 'jose';
import { API_PREFIX, routeTable, type RouteName } from '@hostel/shared/api/route-table';
import { deriveSecrets } from '../../functions/src/secrets';
import { bundleFunctions } from '../../infra/src/bundle-function';
import { functionEntry } from '../../infra/src/function-entry';
import type { LocalStack } from '../../local/local-stack';
import { benchOwner } from './bench-owner';
import { percentile, type BenchOptions } from './bench-stack';
import { coldLoad, median } from './cold-load';

const SIGNING_KEY = 'bench-signing-key-'.padEnd(48, 'k');
// Home's arrivals read the property's today: its first answer is where a zone's rules first cost anything.
const FIRST_ANSWER_CALLS: RouteName[] = ['getCaptchaChallenge', 'validateSession', 'getProfile', 'getHomeReservations'];

/** Answers GetSecretValue as Secrets Manager does (AWS JSON 1.1), with the one signing key. */
function secretsManagerStandIn(): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    request.resume().on('end', () =>
      response.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' }).end(
        JSON.stringify({
          ARN: 'arn:aws:secretsmanager:us-east-1:0:secret:bench',
          Name: 'bench',
          SecretString: JSON.stringify({ signingKey: SIGNING_KEY }),
        }),
      ),
    );
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => done({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` })),
  );
}

/** The owner's session cookie signed again with the key derived from SIGNING_KEY: same session item, same claims. */
async function cookieUnderSigningKey(cookie: string): Promise<string> {
  const [name, token] = cookie.split(/=(.*)/s) as [string, string];
  const { sub, pid, role, jti, exp } = decodeJwt(token) as { sub: string; pid: string; role: string; jti: string; exp: number };
  const signed = await new SignJWT({ sub, pid, role })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('hostel-app')
    .setAudience('session')
    .setJti(jti)
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(deriveSecrets(SIGNING_KEY).sessionKey);
  return `${name}=${signed}`;
}

function eventFor(name: RouteName, origin: string, cookie: string): APIGatewayProxyEventV2 {
  const { method, path } = routeTable[name];
  return {
    version: '2.0',
    routeKey: `${method} ${API_PREFIX}${path}`,
    rawPath: `${API_PREFIX}${path}`,
    rawQueryString: '',
    headers: { origin, 'sec-fetch-site': 'same-origin' },
    cookies: [cookie],
    requestContext: { requestId: 'bench', http: { method, path: `${API_PREFIX}${path}`, sourceIp: '203.0.113.5' } },
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
}

export interface FirstAnswerRow {
  function: string;
  'load CPU ms': number;
  'first answer CPU ms': number;
  'load + answer wall ms': number;
  status: number;
}

export interface ValidateRow {
  call: string;
  runs: number;
  'p50 ms': number;
  'CPU ms per call': number;
}

export async function benchColdAnswers(stack: LocalStack, { quick = false }: BenchOptions = {}) {
  const owner = await benchOwner(stack, { name: 'Cold' });
  const { server, url } = await secretsManagerStandIn();
  const outdir = mkdtempSync(join(tmpdir(), 'hostel-bench-cold-'));
  try {
    const calls: RouteName[] = quick ? ['validateSession', 'getHomeReservations'] : FIRST_ANSWER_CALLS;
    const bundles = await bundleFunctions(Object.fromEntries(calls.map((name) => [name, functionEntry(name)])), outdir);
    const pick = (names: string[]) =>
      Object.fromEntries(names.filter((n) => process.env[n] !== undefined).map((n) => [n, process.env[n]!]));
    // The stack's settings, but the signing secret from "Secrets Manager" as a deployed function reads it.
    const env = {
      ...pick([
        'TABLE_NAME',
        'DYNAMODB_ENDPOINT',
        'APP_ORIGIN',
        'MAIL_FROM',
        'COOKIE_SECURE',
        'CAPTCHA_COST',
        'CAPTCHA_COUNTER_MAX',
        'REQUEST_BUDGET_MS',
      ]),
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      SECRETS_ID: 'bench',
      AWS_ENDPOINT_URL_SECRETS_MANAGER: url,
      LOG_LEVEL: 'silent',
    };
    const cookie = await cookieUnderSigningKey(owner.cookie);
    const runs = quick ? 1 : 5;
    const firstAnswers: FirstAnswerRow[] = [];
    for (const name of calls) {
      const figures = [];
      for (let run = 0; run < runs; run += 1) figures.push(await coldLoad(bundles.get(name)!.file, env, eventFor(name, stack.url, cookie)));
      firstAnswers.push({
        function: name,
        'load CPU ms': +median(figures.map((f) => f.loadCpuMs)).toFixed(1),
        'first answer CPU ms': +median(figures.map((f) => f.answerCpuMs)).toFixed(1),
        'load + answer wall ms': +median(figures.map((f) => f.wallMs)).toFixed(1),
        status: figures[0]!.status ?? 0,
      });
    }
    console.log(`Cold first answer: a fresh process loads the bundle and answers once (secret from Secrets Manager), median of ${runs}`);
    console.table(firstAnswers);
    const validate = await benchValidate(stack, owner.cookie, owner.propertyId, quick ? 20 : 300);
    return { firstAnswers, validate };
  } finally {
    server.close();
    rmSync(outdir, { recursive: true, force: true });
  }
}

/** The session check as a call (the whole pipeline, in this process where the stack's handlers run) against its one GetItem. */
async function benchValidate(stack: LocalStack, cookie: string, propertyId: string, runs: number): Promise<ValidateRow[]> {
  const { handler } = await import('../../functions/src/handlers/validate-session');
  const { sub, jti } = decodeJwt(cookie.split(/=(.*)/s)[1]!) as { sub: string; jti: string };
  const raw = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'us-east-1',
      endpoint: process.env.DYNAMODB_ENDPOINT,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  const getItem = new GetCommand({
    TableName: process.env.TABLE_NAME,
    Key: { pk: `PROP#${propertyId}`, sk: `SESSION#${sub}#${jti}` },
    ConsistentRead: true,
  });
  const context = { awsRequestId: 'bench', functionName: 'validateSession', getRemainingTimeInMillis: () => 6000 } as unknown as Context;
  const measure = async (call: string, once: () => Promise<unknown>): Promise<ValidateRow> => {
    for (let warm = 0; warm < 5; warm += 1) await once();
    const times: number[] = [];
    const cpu = process.cpuUsage();
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      await once();
      times.push(performance.now() - started);
    }
    const used = process.cpuUsage(cpu);
    times.sort((a, b) => a - b);
    return {
      call,
      runs,
      'p50 ms': +percentile(times, 50).toFixed(2),
      'CPU ms per call': +((used.user + used.system) / 1000 / runs).toFixed(3),
    };
  };
  const rows = [
    await measure('GetItem of the session (raw document client)', () => raw.send(getItem)),
    await measure('validateSession (the pipeline, warm)', async () => {
      const answer = await handler(eventFor('validateSession', stack.url, cookie), context);
      if (answer.statusCode !== 200) throw new Error(`validateSession answered ${answer.statusCode}: ${answer.body}`);
    }),
  ];
  const [get, validate] = rows as [ValidateRow, ValidateRow];
  console.log(
    `Warm session check: validateSession ${(validate['p50 ms'] / get['p50 ms']).toFixed(2)}× the raw GetItem's p50, ${(validate['CPU ms per call'] - get['CPU ms per call']).toFixed(3)} ms of CPU more per call (this process: the SDK and the pipeline, not DynamoDB Local)`,
  );
  console.table(rows);
  raw.destroy();
  return rows;
}
