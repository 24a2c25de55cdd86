import { afterAll, beforeAll, expect } from 'vitest';
import type { ApiUser } from './api';
import { type FeedAnswer, type FeedServer, startFeedServer } from './feed-server';
import { configureFunctions } from './in-process';

/** One feed server for a test file: started before its tests (then the in-process settings applied), stopped after. */
export function feedServerForFile(settings?: Record<string, string>) {
  let server: FeedServer | undefined;
  let counter = 0;
  beforeAll(async () => {
    server = await startFeedServer();
    if (settings) configureFunctions(settings);
  });
  afterAll(async () => {
    await server?.stop();
  });
  const running = () => {
    if (!server) throw new Error('The feed server starts before the tests.');
    return server;
  };
  return {
    url: (path: string) => running().url(path),
    set: (path: string, answer: FeedAnswer) => running().set(path, answer),
    /** A path no other test of the file uses. */
    newPath: (prefix: string) => `/${prefix}-${++counter}-${Math.random().toString(36).slice(2, 8)}.ics`,
  };
}

/** Imports the feed at `url` into a room type, as the property page does, under the site's name. */
export async function importFeed(user: ApiUser, roomTypeId: string, url: string, name = 'Airbnb') {
  const created = await user.call('POST', '/calendar-imports/create', { name, room_type_id: roomTypeId, url });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { _id: string };
}

/** "Sync now" on a feed: the feed as the answer shows it. */
export async function syncNow<View = Record<string, unknown>>(user: ApiUser, feedId: string) {
  const response = await user.call('POST', `/calendar-imports/sync/${feedId}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as View;
}
