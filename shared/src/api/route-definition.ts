import type * as z from 'zod/mini';
import type { Endpoint } from './endpoints';

/** The table actions a call may declare; each is one IAM action `dynamodb:<name>`. */
export const TABLE_ACTIONS = [
  'GetItem',
  'BatchGetItem',
  'Query',
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'BatchWriteItem',
  'ConditionCheckItem',
] as const;
export type TableAction = (typeof TABLE_ACTIONS)[number];

export interface RouteDefinition extends Endpoint {
  body?: z.ZodMiniType;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  response: z.ZodMiniType;
  /** Success status; 200 unless the call creates something. */
  status?: 200 | 201;
  /**
   * The DynamoDB actions the call's code performs on the table (a transaction needs the action of each
   * of its parts). IAM grants exactly these, and the local runtime refuses any other, so a missing or
   * extra declaration fails in `npm test`, not after a deploy. Empty: the call never touches the table.
   */
  table: readonly TableAction[];
  /** The call queries the gsi1 index; granted on the index alone. */
  queriesIndex?: boolean;
  /** Only calls that send mail get the right to. None does: all mail is queued (the outbox), and only the mailer sends. */
  sendsEmail?: boolean;
  /** Calls that hash passwords need the memory scrypt asks for. */
  hashesPasswords?: boolean;
  /** The Lambda's timeout when the call waits on another site (a feed); its time budget follows. Default 6 s. */
  timeoutSeconds?: number;
  /** Calls that change state (even over GET) must come from the app's own origin. */
  changesState: boolean;
}

/**
 * What a deployed function holds of its call (infra/src/function-entry.ts): all but the answer's schema, which
 * describes the answer to its callers (the types, the web client, the tests) and which no function reads, so its
 * bundle neither carries nor builds it.
 */
export type ServedRoute = Omit<RouteDefinition, 'response'>;
