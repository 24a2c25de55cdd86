import { expect, test } from 'vitest';
import { firstLoadBytes, firstVisitToRoot, HOME_PAGE, PUBLIC_LAYOUT, readManifest } from '../bench/route-sizes';

// A first visit to / downloads at most 100 KB of JavaScript, gzip (KB = 1024 bytes), so the marketing
// site stays fast; and it never downloads the signed-in app.
const BUDGET_BYTES = 100 * 1024;

test('the JavaScript of a first visit to / fits in 100 KB gzip', () => {
  const { bytes, files, served } = firstVisitToRoot(readManifest());
  expect(files.length, 'no script found for /').toBeGreaterThan(0);
  expect(bytes, `${(bytes / 1024).toFixed(1)} KB gzip (${served}) in ${files.join(', ')}`).toBeLessThanOrEqual(BUDGET_BYTES);
});

test('the public site in the SPA downloads neither the signed-in app nor the validation library', () => {
  const { files } = firstLoadBytes(readManifest(), [PUBLIC_LAYOUT, HOME_PAGE]);
  expect(files.filter((file) => /signed-in-area|app-layout|profile|notifications|schemas/.test(file))).toEqual([]);
});

// The prerendered page paints without script; its own script only applies the theme, picks the language
// and asks whether a session is open, so it carries no i18n library, no catalog and no schema.
const STATIC_SCRIPT_BUDGET_BYTES = 5 * 1024;

test('the prerendered pages carry a script of a few KB: no i18n library or catalog in it', () => {
  const { bytes, files, served } = firstVisitToRoot(readManifest());
  expect(served).toBe('prerendered page');
  expect(bytes, `${(bytes / 1024).toFixed(1)} KB gzip in ${files.join(', ')}`).toBeLessThanOrEqual(STATIC_SCRIPT_BUDGET_BYTES);
});
