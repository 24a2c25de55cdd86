// Starts the local stack as `npm start` does, from the same settings (DATA_DIR and the ports), without the
// web build, and says where its data lives; a test runs it as a child process and stops it with SIGTERM.
import { startLocalStack } from '../../local/local-stack';
import { localSettings } from '../../local/settings';

const settings = localSettings();
const stack = await startLocalStack({ ...settings, apiOnly: true });
console.log(JSON.stringify({ url: stack.url, dataDir: settings.dataDir }));
process.once('SIGTERM', () => {
  stack.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
