import { expect, test } from 'vitest';
import { firstLoadBytes, PUBLIC_LAYOUT, readManifest } from '../bench/route-sizes';

// A first visit to / loads the entry, the public layout and the home page: together at most 100 KB
// gzip (KB = 1024 bytes), so the marketing site stays fast and never ships the signed-in app.
const BUDGET_BYTES = 100 * 1024;
const HOME_PAGE = 'src/features/public-site/pages/home-page.tsx';

test('the JavaScript of a first visit to / fits in 100 KB gzip', () => {
  const { bytes, files } = firstLoadBytes(readManifest(), [PUBLIC_LAYOUT, HOME_PAGE]);
  const detail = `${(bytes / 1024).toFixed(1)} KB gzip in ${files.join(', ')}`;
  expect(bytes, detail).toBeLessThanOrEqual(BUDGET_BYTES);
});

test('a first visit to / does not download the signed-in app', () => {
  const { files } = firstLoadBytes(readManifest(), [PUBLIC_LAYOUT, HOME_PAGE]);
  expect(files.filter((file) => /signed-in-area|app-layout|profile|notifications|api-client/.test(file))).toEqual([]);
});
