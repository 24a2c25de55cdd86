import { endpoints } from './endpoints';
import * as schemas from './account-schemas';
import * as calendarFeedSchemas from './calendar-feed-schemas';
import * as channelSyncSchemas from './channel-sync-schemas';
import type { RouteDefinition } from './route-definition';

// Channels: the availability feeds OTAs read and the OTA calendars imported.

export const channelRoutes = {
  listCalendarFeeds: {
    ...endpoints.listCalendarFeeds,
    response: calendarFeedSchemas.calendarFeedList,
    table: ['GetItem', 'Query'],
    changesState: false,
  },
  createCalendarFeed: {
    ...endpoints.createCalendarFeed,
    body: calendarFeedSchemas.createCalendarFeedBody,
    response: calendarFeedSchemas.calendarFeed,
    status: 201,
    table: ['GetItem', 'PutItem'],
    changesState: true,
  },
  regenerateCalendarFeed: {
    ...endpoints.regenerateCalendarFeed,
    params: calendarFeedSchemas.calendarFeedIdParams,
    response: calendarFeedSchemas.calendarFeed,
    table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    changesState: true,
  },
  revokeCalendarFeed: {
    ...endpoints.revokeCalendarFeed,
    params: calendarFeedSchemas.calendarFeedIdParams,
    response: schemas.message,
    table: ['GetItem', 'DeleteItem'],
    changesState: true,
  },
  // Public, polled by OTAs: reads only.
  getCalendarFeed: {
    ...endpoints.getCalendarFeed,
    params: calendarFeedSchemas.calendarFileParams,
    response: calendarFeedSchemas.calendarText,
    table: ['GetItem', 'Query'],
    changesState: false,
  },
  listCalendarImports: {
    ...endpoints.listCalendarImports,
    response: calendarFeedSchemas.calendarImportList,
    table: ['GetItem', 'Query'],
    changesState: false,
  },
  createCalendarImport: {
    ...endpoints.createCalendarImport,
    body: calendarFeedSchemas.createCalendarImportBody,
    response: calendarFeedSchemas.calendarImport,
    status: 201,
    table: ['GetItem', 'PutItem'],
    changesState: true,
  },
  deleteCalendarImport: {
    ...endpoints.deleteCalendarImport,
    params: calendarFeedSchemas.calendarImportIdParams,
    response: schemas.message,
    // Query and BatchWriteItem: the feed's stay links and conflicts, deleted with it.
    table: ['GetItem', 'DeleteItem', 'Query', 'BatchWriteItem'],
    changesState: true,
  },
  // "Sync now": the scheduled sync's own code for one feed; it reads the feed over the network, so it has more time.
  syncCalendarImport: {
    ...endpoints.syncCalendarImport,
    params: calendarFeedSchemas.calendarImportIdParams,
    response: calendarFeedSchemas.calendarImport,
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    timeoutSeconds: 28,
    changesState: true,
  },
  // "Sync now" of the channel manager's bookings: the schedule's pull for this property, within its request.
  syncChannelManager: {
    ...endpoints.syncChannelManager,
    response: channelSyncSchemas.channelPull,
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    timeoutSeconds: 28,
    changesState: true,
  },
  // Called by the channel manager's webhook: a signed address; it only pulls that property's revisions, briefly.
  receiveChannelManagerWebhook: {
    ...endpoints.receiveChannelManagerWebhook,
    params: channelSyncSchemas.webhookParams,
    response: channelSyncSchemas.webhookAnswer,
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    // The adapter waits up to 10 s for one answer of Channex's: the call outlives one slow answer, as "Sync now" does.
    timeoutSeconds: 28,
    changesState: true,
  },
  listImportConflicts: {
    ...endpoints.listImportConflicts,
    response: calendarFeedSchemas.importConflictList,
    table: ['GetItem', 'Query'],
    changesState: false,
  },
} as const satisfies Record<string, RouteDefinition>;
