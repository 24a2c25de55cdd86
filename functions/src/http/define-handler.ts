import middy from '@middy/core';
import type { Message } from '@hostel/shared/i18n/message';
import type { Context } from 'aws-lambda';
import type { BodyOf, ParamsOf, QueryOf, ResponseOf, RouteName, RouteTable, ServedRoute } from '@hostel/shared/api/route-table';
import type { Session } from '../accounts/session';
import { configAtColdStart } from '../config';
import { runWithBudget } from '../data/request-deadline';
import { clientAddress } from './client-address';
import { endInvocation, requestLogger, type Logger } from './logger';
import { METRIC } from './metric-names';
import { count, countColdStart, publishMetrics } from './metrics';
import { authenticate } from './middlewares/authenticate';
import { parseInput } from './middlewares/parse-input';
import { respondAndLog } from './middlewares/respond-and-log';
import { sameOrigin } from './middlewares/same-origin';
import { runAsRoute } from './route-context';
import { routeDefinition } from './route-registry';
import {
  header,
  type ApiEvent,
  type ApiResult,
  type CacheableReply,
  type FileReply,
  type PipelineContext,
  type PipelineMiddleware,
  type PipelineState,
  type Reply,
} from './pipeline-types';

// Every setting is read and checked when a handler module loads (the Lambda's cold start): a missing
// one stops the function at init with one log line, instead of failing each request.
const settings = configAtColdStart();

type SessionFor<N extends RouteName> = RouteTable[N]['access'] extends 'public' ? Session | undefined : Session;

/** Everything a handler receives: validated input, the caller's session, and a logger. */
export interface HandlerInput<N extends RouteName> {
  body: BodyOf<N>;
  params: ParamsOf<N>;
  query: QueryOf<N>;
  session: SessionFor<N>;
  sourceIp: string;
  log: Logger;
  /** The request's headers, names lower-cased (as API Gateway gives them). */
  headers: Readonly<Record<string, string | undefined>>;
}

/** An answer's `msg` sentence is a message by id, said in the request's language when answered (respond-and-log.ts). */
type Said<T> = T extends { msg: string } ? Omit<T, 'msg'> & { msg: Message } : T;

export type HandlerFunction<N extends RouteName> = (
  input: HandlerInput<N>,
) => Promise<Said<ResponseOf<N>> | Reply<Said<ResponseOf<N>>> | FileReply | CacheableReply>;

/** What the Lambda runtime (and the local server) calls. */
export type LambdaHandler = (event: ApiEvent, context: Context) => Promise<ApiResult>;

function setUp(name: RouteName): PipelineMiddleware {
  return {
    // Runs first, so every later stage (and its errors) has the route, the clock and the logger.
    before: (request) => {
      request.internal.route = routeDefinition(name);
      request.internal.startedAt = Date.now();
      request.internal.log = requestLogger({
        route: name,
        requestId: request.context.awsRequestId,
        correlationId: correlationIdOf(request.event, request.context.awsRequestId),
      });
      request.context.state = request.internal;
    },
  };
}

/** A caller's own id (a safe token), else API Gateway's id of the request, else the Lambda's. */
function correlationIdOf(event: ApiEvent, awsRequestId: string): string {
  const given = header(event, 'x-correlation-id');
  if (given && /^[\w.:-]{1,100}$/.test(given)) return given;
  return event.requestContext?.requestId || awsRequestId;
}

/** The calls that book a stay: their outcomes are counted (made, refused by a rule, failed on our side). */
const BOOKING_ROUTES: ReadonlySet<RouteName> = new Set(['createReservation', 'bookOnBookingPage']);

/**
 * Counts the cold start and a booking's outcome, writes the request's metrics and forgets its kept-back
 * debug lines. Runs after respond-and-log (it is used before it), so the answer's status is known.
 */
function observe(name: RouteName): PipelineMiddleware {
  const finish = (request: { response?: ApiResult | null }) => {
    const status = request.response?.statusCode ?? 500;
    if (BOOKING_ROUTES.has(name)) count(status < 400 ? METRIC.bookingsMade : status < 500 ? METRIC.bookingsRefused : METRIC.bookingsFailed);
    publishMetrics();
    endInvocation();
  };
  return { before: () => countColdStart(), after: finish, onError: finish };
}

/** A call with its own Lambda timeout (it waits on another site) gets all of it but 2 s for the answer. */
function budgetOf(route: ServedRoute): number {
  return route.timeoutSeconds ? Math.max(settings.requestBudgetMs, route.timeoutSeconds * 1000 - 2000) : settings.requestBudgetMs;
}

/**
 * Wraps a call's business code in the one pipeline every handler shares:
 * set-up ▸ observe ▸ respond-and-log ▸ same-origin ▸ authenticate ▸ parse-input ▸ handler.
 * The origin and the session are checked before parsing, so a stranger learns nothing from validation.
 * The whole pipeline runs as the route (route-context.ts), so the table and the mailer can hold
 * the call to the rights its route declares.
 */
export function defineHandler<N extends RouteName>(name: N, handle: HandlerFunction<N>): LambdaHandler {
  const route: ServedRoute = routeDefinition(name);
  const successStatus = route.status ?? 200;
  const pipeline = middy<ApiEvent, ApiResult, Error, PipelineContext, PipelineState>({ timeoutEarlyInMillis: 0 })
    .use(setUp(name))
    .use(observe(name))
    .use(respondAndLog(successStatus))
    .use(sameOrigin())
    .use(authenticate())
    .use(parseInput())
    .handler(async (event, context) => {
      const { state } = context;
      state.log.debug('input checked', { signedIn: state.session !== undefined });
      // The pipeline's `after` stage turns this data into the HTTP answer.
      const output = await handle({
        body: state.body as BodyOf<N>,
        params: state.params as ParamsOf<N>,
        query: state.query as QueryOf<N>,
        session: state.session as SessionFor<N>,
        sourceIp: clientAddress(event, settings.cloudFrontOriginSecret),
        log: state.log,
        headers: event.headers ?? {},
      });
      return output as unknown as ApiResult;
    });
  return (event, context) => runAsRoute(name, () => runWithBudget(budgetOf(route), () => pipeline(event, context as PipelineContext)));
}
