import { expect, test } from 'vitest';
import { firstVisitToBookingPage, readManifest } from '../bench/route-sizes';

// A guest on slow hostel wifi: the booking page's first load downloads at most 30 KB of JavaScript,
// gzip (KB = 1024 bytes), beyond its prerendered HTML, and none of the SPA's chunks.
const BUDGET_BYTES = 30 * 1024;

test('the JavaScript of a first visit to /book/<slug> fits in 30 KB gzip, in one file of its own', () => {
  const manifest = readManifest();
  const { bytes, files } = firstVisitToBookingPage(manifest);
  expect(files.length, 'no script found for the booking page').toBe(1);
  expect(files[0]).toMatch(/^assets\/book-page-[A-Za-z0-9_-]+\.js$/);
  const spaChunks = new Set(Object.values(manifest).map((chunk) => chunk.file));
  expect(files.filter((file) => spaChunks.has(file))).toEqual([]);
  expect(bytes, `${(bytes / 1024).toFixed(1)} KB gzip in ${files.join(', ')}`).toBeLessThanOrEqual(BUDGET_BYTES);
});
