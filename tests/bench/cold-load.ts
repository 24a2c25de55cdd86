// Loads a bundle in a fresh Node process, as a Lambda's cold start does (no NODE_OPTIONS, as an API call is deployed), and reads that process's CPU.
import { execFile } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface ColdFigures {
  /** CPU (user + system) of the module's import, ms. */
  loadCpuMs: number;
  /** CPU of the first call after it (0 when none was made), ms. */
  answerCpuMs: number;
  /** Wall time from the import's start to the first answer (or the import's end), ms. */
  wallMs: number;
  status?: number;
}

/**
 * `event`: when given, the handler is called once with it after the import (the cold first answer).
 * `env`: the process's whole environment (nothing is inherited beyond PATH).
 */
export async function coldLoad(file: string, env: Record<string, string>, event?: unknown): Promise<ColdFigures> {
  const script = `
    const ms = (c) => (c.user + c.system) / 1000;
    const c0 = process.cpuUsage(); const t0 = performance.now();
    const { handler } = await import(${JSON.stringify(pathToFileURL(file).href)});
    const loadCpuMs = ms(process.cpuUsage(c0));
    const event = process.env.BENCH_EVENT ? JSON.parse(process.env.BENCH_EVENT) : undefined;
    let status;
    if (event) status = (await handler(event, { awsRequestId: 'bench', functionName: 'bench', getRemainingTimeInMillis: () => 6000 })).statusCode;
    console.log(JSON.stringify({ loadCpuMs, answerCpuMs: event ? ms(process.cpuUsage(c0)) - loadCpuMs : 0, wallMs: performance.now() - t0, status }));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
    env: { PATH: process.env.PATH ?? '', ...env, ...(event ? { BENCH_EVENT: JSON.stringify(event) } : {}) },
  });
  return JSON.parse(stdout.trim().split('\n').pop()!) as ColdFigures;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
