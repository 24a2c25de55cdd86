import type { Message } from '@hostel/shared/i18n/message';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { BookingRevision } from '../channel-manager/channel-manager-port';
import type { ChannelStayLink } from '../channel-manager/revision-plan';
import { ConditionFailed } from './data-errors';
import { db, epochSeconds, tableName } from './db-client';
import { IDEMPOTENCY_PART } from './idempotency-repository';
import { type LeaseAttributes, releaseItemLease, takeItemLease } from './item-lease';
import { queryAll } from './query-pages';
import { tenantKey, type TenantId } from './tenant';
import { named, type Part, transact } from './transactions';

// Bookings in from the channel manager (channel-pull.ts):
//   PROP#p / CHANNELSTAY#<bookingId>#<room index> → the reservation a booking's room became, with the room as
//     last applied and the revision that wrote it: Put in the booking's (move's, cancel's) own transaction on
//     the condition that it is as read, so a room changes once per revision whoever applies it.
//   PROP#p / CHANNELREV#<revisionId> → when a revision was applied and how (applied, conflict); Put in the
//     transaction of the revision's last change (alone when it changes nothing): a revision found here is
//     only acknowledged. Kept 400 days (TTL), past any redelivery.
//   PROP#p / CHANNELCONFLICT#<bookingId> → the booking's latest revision and its rooms that did not fit,
//     retried on every pull until they fit or a later revision replaces it.
//   PROP#p / CHANNELPULL → the pull's lease: one pull per property at a time.
// A lost once-only condition is named as an idempotency record's (`throwIfRecorded`): "already done".

export type RevisionOutcome = 'partial' | 'applied' | 'conflict';

export interface ChannelConflictRoom {
  index: number;
  roomTypeId?: string;
  checkIn: string;
  checkOut: string;
  /** The desk's refusal, a message by id (said in the reader's language, as iCal's). */
  reason: Message;
}

export interface ChannelConflict {
  bookingId: string;
  revision: BookingRevision;
  rooms: ChannelConflictRoom[];
  detectedAt: string;
}

const STAY = 'CHANNELSTAY#';
const REVISION = 'CHANNELREV#';
const CONFLICT = 'CHANNELCONFLICT#';
const REVISION_DAYS = 400;
const stayKey = (tenant: TenantId, bookingId: string, index: number) => ({ pk: tenantKey(tenant), sk: `${STAY}${bookingId}#${index}` });
const revisionKey = (tenant: TenantId, id: string) => ({ pk: tenantKey(tenant), sk: `${REVISION}${id}` });
const conflictKey = (tenant: TenantId, bookingId: string) => ({ pk: tenantKey(tenant), sk: `${CONFLICT}${bookingId}` });
const pullKey = (tenant: TenantId) => ({ pk: tenantKey(tenant), sk: 'CHANNELPULL' });

const between = (tenant: TenantId, prefix: string) => ({
  KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
  ExpressionAttributeValues: { ':pk': tenantKey(tenant), ':from': prefix, ':to': `${prefix}~` },
  ConsistentRead: true,
});

function strip<T>(item: Record<string, unknown>): T {
  const { pk: _pk, sk: _sk, type: _type, expiresAt: _e, ...rest } = item;
  return rest as T;
}

const PULL_LEASE: LeaseAttributes = { holder: 'pullLease', until: 'pullLeaseUntil' };

const unlessLost = (error: Error) => {
  if (!(error instanceof ConditionFailed)) throw error;
};

export const channelBookings = {
  async links(tenant: TenantId, bookingId: string): Promise<ChannelStayLink[]> {
    return (await queryAll(between(tenant, `${STAY}${bookingId}#`))).map((item) => strip<ChannelStayLink>(item));
  },

  /** The part that writes a room's link: new (not there) or as read (`previous` wrote it). */
  linkPart(tenant: TenantId, bookingId: string, link: ChannelStayLink, previous: string | undefined): Part {
    return named(IDEMPOTENCY_PART, {
      Put: {
        TableName: tableName(),
        Item: { ...stayKey(tenant, bookingId, link.index), type: 'channelStay', ...link },
        ConditionExpression: previous === undefined ? 'attribute_not_exists(pk)' : 'revisionId = :previous',
        ...(previous === undefined ? {} : { ExpressionAttributeValues: { ':previous': previous } }),
      },
    });
  },

  /** The part that records a revision's outcome, unless another run finished it ('partial' may be written again). */
  revisionPart(tenant: TenantId, revision: BookingRevision, outcome: RevisionOutcome, at: Date): Part {
    return named(IDEMPOTENCY_PART, {
      Put: {
        TableName: tableName(),
        Item: {
          ...revisionKey(tenant, revision.id),
          type: 'channelRevision',
          bookingId: revision.bookingId,
          outcome,
          appliedAt: at.toISOString(),
          expiresAt: epochSeconds(new Date(at.getTime() + REVISION_DAYS * 86_400_000)),
        },
        ConditionExpression: 'attribute_not_exists(pk) OR outcome = :partial',
        ExpressionAttributeValues: { ':partial': 'partial' },
      },
    });
  },

  /** Records the outcome alone (no change to write); false when another run recorded it first. */
  async recordRevision(tenant: TenantId, revision: BookingRevision, outcome: RevisionOutcome, at: Date): Promise<boolean> {
    try {
      await transact([this.revisionPart(tenant, revision, outcome, at)]);
      return true;
    } catch (error) {
      if (error instanceof ConditionFailed) return false;
      throw error;
    }
  },

  /** Applied (or stored as a conflict) already: only to be acknowledged. */
  async applied(tenant: TenantId, revisionId: string): Promise<boolean> {
    const result = await db().send(new GetCommand({ TableName: tableName(), Key: revisionKey(tenant, revisionId), ConsistentRead: true }));
    return result.Item !== undefined && result.Item.outcome !== 'partial';
  },

  async conflicts(tenant: TenantId): Promise<ChannelConflict[]> {
    return (await queryAll(between(tenant, CONFLICT))).map((item) => strip<ChannelConflict>(item));
  },

  async conflict(tenant: TenantId, bookingId: string): Promise<ChannelConflict | undefined> {
    const result = await db().send(new GetCommand({ TableName: tableName(), Key: conflictKey(tenant, bookingId), ConsistentRead: true }));
    return result.Item ? strip<ChannelConflict>(result.Item) : undefined;
  },

  /** Stores the booking's conflict; answers its rooms not known before with the same dates and reason (the staff are told of those once). */
  async putConflict(tenant: TenantId, conflict: ChannelConflict): Promise<ChannelConflictRoom[]> {
    const known = await this.conflict(tenant, conflict.bookingId);
    const same = (a: ChannelConflictRoom, b: ChannelConflictRoom) =>
      a.index === b.index && a.checkIn === b.checkIn && a.checkOut === b.checkOut && JSON.stringify(a.reason) === JSON.stringify(b.reason);
    const fresh = conflict.rooms.filter((room) => !known?.rooms.some((old) => same(old, room)));
    // A known conflict keeps its first detection, so Home shows how long it has waited.
    const item = { ...conflict, detectedAt: known?.detectedAt ?? conflict.detectedAt };
    if (fresh.length > 0 || known?.revision.id !== conflict.revision.id || known.rooms.length !== conflict.rooms.length)
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...conflictKey(tenant, conflict.bookingId), type: 'channelConflict', revisionId: conflict.revision.id, ...item },
        }),
      );
    return fresh.filter((room) => !known?.rooms.some((old) => old.index === room.index));
  },

  /** Clears a booking's conflict; with `revisionId`, only if it is still that revision's (a later one may have replaced it). */
  async clearConflict(tenant: TenantId, bookingId: string, revisionId?: string): Promise<void> {
    const condition =
      revisionId === undefined
        ? {}
        : {
            ConditionExpression: 'attribute_not_exists(pk) OR revisionId = :revision',
            ExpressionAttributeValues: { ':revision': revisionId },
          };
    await db()
      .send(new DeleteCommand({ TableName: tableName(), Key: conflictKey(tenant, bookingId), ...condition }))
      .catch(unlessLost);
  },

  /** Takes the property's pull lease (free, or expired at `now`); false when another pull holds it. */
  takeLease(tenant: TenantId, holder: string, now: Date, ms: number): Promise<boolean> {
    return takeItemLease(pullKey(tenant), PULL_LEASE, holder, now, ms, false);
  },

  releaseLease(tenant: TenantId, holder: string): Promise<void> {
    return releaseItemLease(pullKey(tenant), PULL_LEASE, holder);
  },
};
