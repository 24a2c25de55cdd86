import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { fileURLToPath } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { API_PREFIX, kebabName, routeNames, routeTable, type RouteName } from '@hostel/shared/api/route-table';
import type { RouteDefinition } from '@hostel/shared/api/route-definition';
import { SECURITY_HEADERS } from '@hostel/shared/http/security-headers';
import { utf8Text } from '@hostel/functions/http/body-text';
import { ORIGIN_SECRET_HEADER } from '@hostel/functions/http/client-address';
import { invocationSlots } from './invocation-slots';

// Turns a Node request into the API Gateway HTTP API (payload 2.0) event the Lambda receives, and
// runs the very handler module the Lambda runs. Routing comes from the route table, as in the CDK stack.
// It also stands in for CloudFront: every answer gets the same security headers, and every request the
// origin secret, so the handlers believe the CloudFront-Viewer-Address a test sends (one per visitor).

/** This process's origin secret: the local stack gives it to the handlers as CLOUDFRONT_ORIGIN_SECRET. */
export const LOCAL_ORIGIN_SECRET = randomBytes(24).toString('base64url');

const HANDLERS_DIR = fileURLToPath(new URL('../functions/src/handlers/', import.meta.url));
const MAX_BODY_BYTES = 1024 * 1024;
/** Invocations run at once (invocation-slots.ts): a few per core, so an I/O wait leaves no core idle. */
const INVOCATION_SLOTS = 8;
const invocation = invocationSlots(INVOCATION_SLOTS);

type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

interface CompiledRoute {
  name: RouteName;
  method: string;
  pattern: RegExp;
  paramNames: string[];
}

const compiled: CompiledRoute[] = routeNames.map((name) => {
  const { method, path } = routeTable[name];
  const paramNames: string[] = [];
  const segments = path.split('/').map((segment) => {
    const param = /^\{(\w+)\}$/.exec(segment);
    if (!param) return segment.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
    paramNames.push(param[1]!);
    return '([^/]+)';
  });
  return { name, method, pattern: new RegExp(`^${segments.join('/')}$`), paramNames };
});

const modules = new Map<RouteName, Promise<LambdaHandler>>();

function loadHandler(name: RouteName): Promise<LambdaHandler> {
  let loading = modules.get(name);
  if (!loading) {
    const url = pathToFileURL(`${HANDLERS_DIR}${kebabName(name)}.ts`).href;
    loading = import(url).then((module: { handler: LambdaHandler }) => module.handler);
    modules.set(name, loading);
  }
  return loading;
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  // As CloudFront's response headers policy does, the security headers override the origin's.
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
    ...SECURITY_HEADERS,
  });
  res.end(JSON.stringify(body));
}

/** True when every %-escape of the path decodes; otherwise no route can be told apart, and the answer is 400. */
function wellEncoded(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * The body, or undefined past MAX_BODY_BYTES. Past it, what still arrives is read and dropped, so the socket
 * never stalls half-read; the 413 then closes the connection (connection: close), and the client's next request opens a new one.
 */
function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      if (tooLarge) return;
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk);
      tooLarge = true;
      chunks.length = 0;
      done(undefined);
    });
    req.on('end', () => done(tooLarge ? undefined : Buffer.concat(chunks)));
    req.on('error', fail);
  });
}

/**
 * The body as API Gateway hands it over: text when it is UTF-8, else base64-encoded, so the handler's
 * strict decoding (functions/src/http/body-text.ts) sees the very bytes and refuses them, never a lossy copy.
 */
function eventBody(bytes: Buffer): Pick<APIGatewayProxyEventV2, 'body' | 'isBase64Encoded'> {
  if (bytes.length === 0) return { body: undefined, isBase64Encoded: false };
  const text = utf8Text(bytes);
  return text === undefined ? { body: bytes.toString('base64'), isBase64Encoded: true } : { body: text, isBase64Encoded: false };
}

function lambdaContext(name: RouteName, requestId: string): Context {
  return {
    awsRequestId: requestId,
    functionName: kebabName(name),
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${kebabName(name)}`,
    memoryLimitInMB: '512',
    logGroupName: `/local/${kebabName(name)}`,
    logStreamName: 'local',
    callbackWaitsForEmptyEventLoop: false,
    getRemainingTimeInMillis: () => 30_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** Handles a request under /api/v1; the caller has checked the prefix. Never rejects: a failure is a 500 here. */
export async function handleApiRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    await dispatch(req, res);
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', msg: 'local API adapter error', error: (error as Error).message }));
    if (res.headersSent) res.end();
    else send(res, 500, { msg: 'Something went wrong on our side. Please try again' });
  }
}

async function dispatch(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://local');
  if (!wellEncoded(url.pathname)) {
    send(res, 400, { msg: 'The address is not valid: it has a malformed %-escape' });
    return;
  }
  // Trailing slashes are tolerated, as in the spec's paths ("/init-change-pass/").
  const path = url.pathname.slice(API_PREFIX.length).replace(/(.)\/+$/, '$1');
  const method = (req.method ?? 'GET').toUpperCase();
  const matches = compiled.filter((route) => route.pattern.test(path));
  // HEAD reaches a GET route that declares it, as API Gateway's own HEAD route does.
  const route = matches.find(
    (candidate) =>
      candidate.method === method ||
      (method === 'HEAD' && candidate.method === 'GET' && (routeTable[candidate.name] as RouteDefinition).head === true),
  );
  if (!route) {
    if (matches.length > 0)
      send(res, 405, { msg: `Method ${method} is not allowed here` }, { allow: matches.map((m) => m.method).join(', ') });
    else send(res, 404, { msg: 'Not found' });
    return;
  }
  const body = await readBody(req);
  if (body === undefined) {
    send(res, 413, { msg: 'The request body is too large' }, { connection: 'close' });
    return;
  }
  const values = route.pattern.exec(path)!.slice(1);
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined && key !== 'cookie') headers[key.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  // CloudFront overwrites a viewer's copy of its origin header with its own.
  headers[ORIGIN_SECRET_HEADER] = LOCAL_ORIGIN_SECRET;
  const requestId = randomUUID();
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey: `${route.method} ${routeTable[route.name].path}`,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: req.headers.cookie ? req.headers.cookie.split(/;\s*/) : undefined,
    headers,
    queryStringParameters: url.search ? Object.fromEntries(url.searchParams) : undefined,
    pathParameters: route.paramNames.length ? Object.fromEntries(route.paramNames.map((key, i) => [key, values[i]!])) : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: req.headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: {
        method,
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: req.headers['user-agent'] ?? '',
      },
      requestId,
      routeKey: `${route.method} ${routeTable[route.name].path}`,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    ...eventBody(body),
  };
  const handler = await loadHandler(route.name);
  const result = await invocation(() => handler(event, lambdaContext(route.name, requestId)));
  const outHeaders: Record<string, string | string[]> = { ...(result.headers as Record<string, string>), ...SECURITY_HEADERS };
  if (result.cookies?.length) outHeaders['set-cookie'] = result.cookies;
  res.writeHead(result.statusCode ?? 200, outHeaders);
  res.end(method === 'HEAD' ? undefined : (result.body ?? ''));
}
