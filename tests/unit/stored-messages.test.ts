import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';

// Messages the API stored with the data (an import conflict's reason, a calendar sync's last error) are the
// code's English, like every API message: a screen shows them through apiMessage(), in its own language.

const WEB = join(__dirname, '../../web/src');
const STORED = /\b(reason|last_error)\b/;
const SHOWN_RAW = /\{\s*[\w.]+\.(reason|last_error)\s*\}|\?\?\s*t\(|\(\s*[\w.]+\.(reason|last_error)\s*\?\?/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return name.endsWith('.tsx') ? [path] : [];
  });
}

test('a stored API message is shown through apiMessage(), never as it came', () => {
  const raw = files(WEB).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (STORED.test(line) && SHOWN_RAW.test(line) ? [`${relative(WEB, file)}:${index + 1}: ${line.trim()}`] : [])),
  );
  expect(raw).toEqual([]);
});
