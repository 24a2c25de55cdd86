import { seedDemoProperty } from './channex-stand-in/demo-property';
import { startLocalStack, StartupError } from './local-stack';
import { localSettings } from './settings';

// `npm start` (built SPA) and `npm run dev` (Vite hot reload): the whole product on one machine.

try {
  const settings = localSettings();
  const stack = await startLocalStack({ ...settings, dev: process.argv.includes('--dev') });
  console.log(`\n  Hostel app     ${stack.url}`);
  console.log(`  Mailbox        ${stack.mailboxUrl}   (every email the app sends)`);
  console.log(`  Data           ${settings.dataDir}`);
  // The stand-in keeps nothing between runs: a fresh demo account, and key, each start.
  const demo = seedDemoProperty(stack.channex);
  console.log(`  Channex        ${stack.channex.apiUrl}   (a stand-in of Channex's API)`);
  console.log(`  Channex key    ${demo.apiKey}   (demo hostel with a dorm and a private room: paste it in Property › Channels)`);
  console.log('  Stop with Ctrl-C.\n');
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
