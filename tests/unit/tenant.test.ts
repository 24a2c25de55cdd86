import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A TenantId is made in few places, each where the property id was proven. Repositories take only
// a TenantId (tenant-types.check.ts proves at type-check time that a bare string does not compile);
// this holds the list of places that may make one.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The one door's callers, and why each may call it. */
const ALLOWED = [
  'functions/src/data/tenant.ts', // the door itself, and a new property's fresh id
  'functions/src/accounts/session.ts', // a signed cookie whose session item is live
  'functions/src/accounts/email-tokens.ts', // a signed email link
  'functions/src/data/user-repository.ts', // the email lock read at sign-in, written with the user
  'functions/src/data/calendar-feed-repository.ts', // a feed's secret token, written with the feed by the property
  'functions/src/data/calendar-import-repository.ts', // the schedule's list of feeds, each written by its property's own call
  'functions/src/data/channel-connection-repository.ts', // the schedule's list of connections, each written by its property's own call
  'functions/src/data/channel-push-repository.ts', // the stream's keys of a property's own items, and the sweep's list of its pending pushes
  'functions/src/data/booking-page-repository.ts', // the booking page's address lock, written by the property's own staff
  'functions/src/data/property-closure-repository.ts', // the purge's list of closed properties: each property item's own id
  'functions/src/data/reservation-repository.ts', // the schedule's list of expired holds, each written by its reservation's own booking
  'functions/src/reservations/guest-stay-token.ts', // a guest's signed stay link
  'functions/src/channel-manager/webhook-token.ts', // the channel manager's signed webhook address
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = ['functions/src', 'shared/src', 'local']
  .flatMap((dir) => sources(join(ROOT, dir)))
  .map((path) => ({
    path: relative(ROOT, path).split('\\').join('/'),
    text: readFileSync(path, 'utf8'),
  }));

describe('tenant ids', () => {
  it('are made by trustedTenant( only in the files allowed to', () => {
    const callers = files.filter((file) => file.text.includes('trustedTenant(')).map((file) => file.path);
    expect(callers.sort()).toEqual([...ALLOWED].sort());
  });

  it('are never made by a cast outside tenant.ts', () => {
    const casts = files
      .filter((file) => file.path !== 'functions/src/data/tenant.ts' && /as\s+TenantId\b/.test(file.text))
      .map((file) => file.path);
    expect(casts).toEqual([]);
  });
});
