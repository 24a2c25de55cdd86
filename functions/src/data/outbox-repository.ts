import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionFailed } from './data-errors';
import { db, epochSeconds, tableName } from './db-client';
import type { TokenPurpose } from './token-repository';
import type { TransactItem } from './transactions';

// Outbox: OUTBOX#<id> / MAIL → { kind, email, attempts }. A request that sends mail only writes this
// item (sign-up and the team's invitations write it in the same transaction as what the mail is about); the mailer function reads new
// items from the table's stream, finds the account, issues the link and sends, and deletes the item
// once SES took the mail. So no request waits on SES, a failed send is retried, and a request for an
// email without an account does exactly the work of one with: the lookup happens in the mailer.
// Outside any tenant because the request has not (and must not have) looked the account up.
// A mail the stream could not send in a few tries waits for the mailer's sweep: gsi1pk = OUTBOX#WAITING,
// gsi1sk = <nextTryAt>#<id>, so each run finds the waiting mail with one Query; given up, it leaves the index.

/** Account mail, and a new member's invitation (whose link is the live one of its `INVITE#` item). */
export type MailKind = TokenPurpose | 'invitation' | 'import-conflict' | StayMailKind;

/** What a staff notice is about: imported stays that do not fit (`ICALCONFLICT#<feedId>#<uidKey>`), one sync's in one mail. */
export interface MailSubject {
  feedId: string;
  /** One conflict: mails queued before the digest. */
  uidKey?: string;
  /** The conflicts one sync found (the first of them, if many). */
  uidKeys?: string[];
  /** How many more that sync found than `uidKeys` lists. */
  more?: number;
}

/** Mail about a stay booked on the booking page: to the guest (with its private link) and to the staff. */
export const STAY_MAIL_KINDS = [
  'stay-booked-guest',
  'stay-booked-staff',
  'stay-canceled-guest',
  'stay-canceled-staff',
  'guest-message',
] as const;
export type StayMailKind = (typeof STAY_MAIL_KINDS)[number];
export const isStayMail = (kind: MailKind): kind is StayMailKind => (STAY_MAIL_KINDS as readonly string[]).includes(kind);

export interface QueuedMail {
  id: string;
  kind: MailKind;
  email: string;
  /** Failed sends so far; the mailer waits longer before each retry. */
  attempts: number;
  createdAt: string;
  about?: MailSubject;
  /** A stay mail's reservation: the mailer reads it (and its property) to write the mail. */
  propertyId?: string;
  reservationId?: string;
  /** Handed to the sweep: when it tries next (an ISO time); the stream leaves such a mail alone. */
  nextTryAt?: string;
  /** Tried for a day without success: kept for a look, sent no more. */
  givenUpAt?: string;
  /** A desk's message to the guest ('guest-message'): the staff's text, sent as plain text. */
  message?: string;
}

const PREFIX = 'OUTBOX#';
const WAITING = 'OUTBOX#WAITING';
const outboxKey = (id: string) => ({ pk: `${PREFIX}${id}`, sk: 'MAIL' });
// Past the stream's 24 hours nothing would read the item again; it stays a day longer for a look.
const KEEP_SECONDS = 2 * 24 * 60 * 60;

/**
 * What the mailer's event source lets through (Lambda event filtering, and the local stream reader
 * applies the same pattern): new outbox items only. The stream carries keys only.
 */
export const outboxStreamFilter = {
  eventName: ['INSERT'],
  dynamodb: { Keys: { pk: { S: [{ prefix: PREFIX }] } } },
} as const;

/** The outbox item's id from a stream record's keys, if it is one. */
export function outboxIdOf(keys: Record<string, { S?: string } | undefined> | undefined): string | undefined {
  const pk = keys?.pk?.S;
  return pk?.startsWith(PREFIX) ? pk.slice(PREFIX.length) : undefined;
}

function item(kind: MailKind, email: string, id: string = randomUUID(), about?: MailSubject) {
  return {
    ...outboxKey(id),
    type: 'outbox',
    kind,
    email,
    ...(about ? { about } : {}),
    attempts: 0,
    createdAt: new Date().toISOString(),
    expiresAt: epochSeconds() + KEEP_SECONDS,
  };
}

/** The transaction part that queues a mail together with another change (sign-up). */
export function queuedMailPut(kind: MailKind, email: string) {
  return queuedMail(kind, email).put;
}

/** The same, with the id the mail will have: an invitation's link is recorded under it before it is sent. */
export function queuedMail(kind: MailKind, email: string) {
  const id = randomUUID();
  return { id, put: { Put: { TableName: tableName(), Item: item(kind, email, id) } } };
}

/** The part that queues a stay mail in the same transaction as the booking or the cancel it is about. */
export function queuedStayMail(kind: StayMailKind, email: string, propertyId: string, reservationId: string): TransactItem {
  return { Put: { TableName: tableName(), Item: { ...item(kind, email), propertyId, reservationId } } };
}

function fromItem(id: string, item: Record<string, unknown>): QueuedMail {
  const { kind, email, attempts, createdAt, about, propertyId, reservationId, nextTryAt, givenUpAt, message } = item;
  return {
    id,
    kind: kind as MailKind,
    email: String(email),
    attempts: Number(attempts ?? 0),
    createdAt: String(createdAt),
    ...(about ? { about: about as MailSubject } : {}),
    ...(typeof propertyId === 'string' && typeof reservationId === 'string' ? { propertyId, reservationId } : {}),
    ...(typeof nextTryAt === 'string' ? { nextTryAt } : {}),
    ...(typeof givenUpAt === 'string' ? { givenUpAt } : {}),
    ...(typeof message === 'string' ? { message } : {}),
  };
}

/** An update of a queued mail that is still there (gone: sent meanwhile, nothing to note). */
async function update(id: string, expression: string, values: Record<string, unknown>): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: outboxKey(id),
        UpdateExpression: expression,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: values,
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
  }
}

export const outbox = {
  /** Queues a mail to whatever account the email has, if any: the one write of such a request. */
  async queue(kind: MailKind, email: string): Promise<void> {
    await db().send(new PutCommand({ TableName: tableName(), Item: item(kind, email) }));
  },

  /** Queues a stay mail alone (the desk resending a confirmation): the mailer reads the stay when it sends. */
  async queueStay(kind: StayMailKind, email: string, propertyId: string, reservationId: string): Promise<void> {
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...item(kind, email), propertyId, reservationId } }));
  },

  /** Queues a staff notice about something of the member's property (the mailer reads it when it sends). */
  async queueAbout(kind: MailKind, email: string, about: MailSubject): Promise<void> {
    await db().send(new PutCommand({ TableName: tableName(), Item: item(kind, email, randomUUID(), about) }));
  },

  /** Queues the desk's message to a guest about their stay; the mailer writes it around the text. */
  async queueGuestMessage(email: string, propertyId: string, reservationId: string, message: string): Promise<void> {
    const Item = { ...item('guest-message', email), propertyId, reservationId, message };
    await db().send(new PutCommand({ TableName: tableName(), Item }));
  },

  async get(id: string): Promise<QueuedMail | undefined> {
    const result = await db().send(new GetCommand({ TableName: tableName(), Key: outboxKey(id), ConsistentRead: true }));
    if (!result.Item) return undefined;
    return fromItem(id, result.Item);
  },

  /** Every mail waiting for the sweep, the next due first (a handful at most: they are failures). */
  async waiting(): Promise<QueuedMail[]> {
    const found: QueuedMail[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await db().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :waiting',
          ExpressionAttributeValues: { ':waiting': WAITING },
          ExclusiveStartKey: start,
        }),
      );
      for (const item of page.Items ?? []) found.push(fromItem(String(item.pk).slice(PREFIX.length), item));
      start = page.LastEvaluatedKey;
    } while (start);
    return found;
  },

  /** Notes a failed send and hands the mail to the sweep, to be tried again at `at`. */
  async waitUntil(id: string, reason: string, at: Date): Promise<void> {
    await update(id, 'ADD attempts :one SET lastError = :reason, nextTryAt = :at, gsi1pk = :waiting, gsi1sk = :sk', {
      ':one': 1,
      ':reason': reason.slice(0, 200),
      ':at': at.toISOString(),
      ':waiting': WAITING,
      ':sk': `${at.toISOString()}#${id}`,
    });
  },

  /**
   * Takes a waiting mail for one try, until `until` (a run that dies leaves it to a later one then): true
   * only for the one run whose condition on the next try time as read holds, so two runs never send it both.
   */
  async claim(id: string, readNextTryAt: string, until: Date): Promise<boolean> {
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: outboxKey(id),
          UpdateExpression: 'SET nextTryAt = :until, gsi1sk = :sk',
          ConditionExpression: 'nextTryAt = :read',
          ExpressionAttributeValues: { ':until': until.toISOString(), ':sk': `${until.toISOString()}#${id}`, ':read': readNextTryAt },
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionFailed) return false;
      throw error;
    }
  },

  /** Tried for a day: no more tries, out of the sweep's index, kept two more days for a look. */
  async giveUp(id: string, reason: string, now: Date): Promise<void> {
    await update(id, 'ADD attempts :one SET lastError = :reason, givenUpAt = :now, expiresAt = :keep REMOVE nextTryAt, gsi1pk, gsi1sk', {
      ':one': 1,
      ':reason': reason.slice(0, 200),
      ':now': now.toISOString(),
      ':keep': epochSeconds(now) + KEEP_SECONDS,
    });
  },

  /** Notes a failed send; a modification, which the mailer's stream filter does not pass on. */
  async recordFailure(id: string, reason: string): Promise<void> {
    await update(id, 'ADD attempts :one SET lastError = :reason', { ':one': 1, ':reason': reason.slice(0, 200) });
  },

  /** Done with: sent, or nothing to send. */
  async remove(id: string): Promise<void> {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: outboxKey(id) }));
  },
};
