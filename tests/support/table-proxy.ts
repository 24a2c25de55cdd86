import { request as forward, type IncomingHttpHeaders } from 'node:http';
import { inject } from 'vitest';

// Tests that stand a proxy between the functions and DynamoDB Local (to hold a call, or lose its answer)
// pass every call they let through on to the test stack's table with this.

export interface RelayedAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Sends one call on to the test stack's DynamoDB Local as it came, and returns its whole answer. */
export function relay(method: string, path: string, headers: IncomingHttpHeaders, body: Buffer): Promise<RelayedAnswer> {
  const target = new URL(inject('dynamoEndpoint'));
  return new Promise((done, fail) => {
    const outgoing = forward({ host: target.hostname, port: target.port, method, path, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => done({ status: answer.statusCode ?? 500, headers: answer.headers, body: Buffer.concat(chunks) }));
    });
    outgoing.on('error', fail);
    outgoing.end(body);
  });
}
