import { type ChildProcess, spawn } from 'node:child_process';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { dynamoArgs } from './local-stack';

// DynamoDB Local on a folder that keeps its data, to be killed at once (SIGKILL) and started again on the
// same folder: what scripts/crash-durability.ts measures and tests/api/crash-durability.test.ts checks.

/** A client that tries each call once: a call to a DynamoDB Local that is down fails at once. */
export const localClient = (endpoint: string) =>
  new DynamoDBClient({ endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 1 });

export interface KeptDynamo {
  endpoint: string;
  /** Kills the Java process with SIGKILL (no chance to flush anything) and waits until it is gone. */
  crash(): Promise<void>;
  /** Starts it again on the same port and folder, and waits until it answers. */
  start(): Promise<void>;
}

/** Starts DynamoDB Local on `port` with its data in `folder`, and waits until it answers. */
export async function keptDynamo(port: number, folder: string): Promise<KeptDynamo> {
  const endpoint = `http://127.0.0.1:${port}`;
  let java: ChildProcess | undefined;
  const kept: KeptDynamo = {
    endpoint,
    async crash() {
      const running = java;
      java = undefined;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      await new Promise((done) => running.once('exit', done).kill('SIGKILL'));
    },
    async start() {
      const started = spawn('java', dynamoArgs(port, folder), { stdio: 'ignore' });
      java = started;
      const exited = new Promise<never>((_, fail) =>
        started.once('exit', (code) => fail(new Error(`DynamoDB Local stopped while starting (exit ${code})`))),
      );
      exited.catch(() => undefined);
      await Promise.race([answering(endpoint), exited]);
    },
  };
  await kept.start();
  return kept;
}

/** Waits until DynamoDB Local answers a call, whatever it says of the table asked about. */
async function answering(endpoint: string, timeoutMs = 60_000): Promise<void> {
  const probe = localClient(endpoint);
  const started = Date.now();
  try {
    for (;;) {
      try {
        await probe.send(new DescribeTableCommand({ TableName: 'any' }));
        return;
      } catch (error) {
        if ((error as Error).name === 'ResourceNotFoundException') return;
        if (Date.now() - started > timeoutMs) throw new Error(`DynamoDB Local did not answer within ${timeoutMs / 1000}s`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    probe.destroy();
  }
}
