import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
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
  /** A desk's message to the guest ('guest-message'): the staff's text, sent as plain text. */
  message?: string;
}

const PREFIX = 'OUTBOX#';
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

export const outbox = {
  /** Queues a mail to whatever account the email has, if any: the one write of such a request. */
  async queue(kind: MailKind, email: string): Promise<void> {
    await db().send(new PutCommand({ TableName: tableName(), Item: item(kind, email) }));
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
    const { kind, email, attempts, createdAt, about, propertyId, reservationId, message } = result.Item as Record<string, unknown>;
    return {
      id,
      kind: kind as MailKind,
      email: String(email),
      attempts: Number(attempts ?? 0),
      createdAt: String(createdAt),
      ...(about ? { about: about as MailSubject } : {}),
      ...(typeof propertyId === 'string' && typeof reservationId === 'string' ? { propertyId, reservationId } : {}),
      ...(typeof message === 'string' ? { message } : {}),
    };
  },

  /** Notes a failed send; a modification, which the mailer's stream filter does not pass on. */
  async recordFailure(id: string, reason: string): Promise<void> {
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: outboxKey(id),
          UpdateExpression: 'ADD attempts :one SET lastError = :reason',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':one': 1, ':reason': reason.slice(0, 200) },
        }),
      );
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
    }
  },

  /** Done with: sent, or nothing to send. */
  async remove(id: string): Promise<void> {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: outboxKey(id) }));
  },
};
