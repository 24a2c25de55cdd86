import { startLocalStack, StartupError } from './local-stack';
import { localSettings } from './settings';

// `npm start` (built SPA) and `npm run dev` (Vite hot reload): the whole product on one machine.

try {
  const settings = localSettings();
  const stack = await startLocalStack({ ...settings, dev: process.argv.includes('--dev') });
  console.log(`\n  Hostel app     ${stack.url}`);
  console.log(`  Mailbox        ${stack.mailboxUrl}   (every email the app sends)`);
  console.log(`  Data           ${settings.dataDir}\n  Stop with Ctrl-C.\n`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    stack.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  if (error instanceof StartupError) {
    console.error(`Cannot start: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
