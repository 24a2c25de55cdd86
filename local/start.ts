import { join } from 'node:path';
import { ROOT, startLocalStack, StartupError } from './local-stack';

// `npm start` (built SPA) and `npm run dev` (Vite hot reload): the whole product on one machine.

function port(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) {
    console.error(`${name} must be a port number, got "${process.env[name]}"`);
    process.exit(1);
  }
  return value;
}

try {
  const stack = await startLocalStack({
    port: port('PORT', 3000),
    dynamoPort: port('DYNAMODB_PORT', 8000),
    sesPort: port('SES_PORT', 8005),
    dataDir: join(ROOT, '.data'),
    dev: process.argv.includes('--dev'),
  });
  console.log(`\n  Hostel app     ${stack.url}`);
  console.log(`  Mailbox        ${stack.mailboxUrl}   (every email the app sends)`);
  console.log(`  Data           ${join(ROOT, '.data')}\n  Stop with Ctrl-C.\n`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    stack.stop().then(() => process.exit(0), () => process.exit(1));
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
