import { expect, test } from 'vitest';
import { bytesBeyondEntry, readManifest, REPORTS_PAGE } from '../bench/route-sizes';

// The reports page downloads at most 60 KB of JavaScript (gzip, KB = 1024 bytes) beyond the SPA's entry:
// the signed-in area, the page and everything they import, counted from the build's manifest.
const BUDGET_BYTES = 60 * 1024;

test('the reports page is a lazy route of at most 60 KB gzip beyond the entry', () => {
  const { bytes, files } = bytesBeyondEntry(readManifest(), REPORTS_PAGE);
  expect(
    files.some((file) => /reports-page/.test(file)),
    `the page has its own chunk: ${files.join(', ')}`,
  ).toBe(true);
  expect(bytes, `${(bytes / 1024).toFixed(1)} KB gzip in ${files.join(', ')}`).toBeLessThanOrEqual(BUDGET_BYTES);
});
