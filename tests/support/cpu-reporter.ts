import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

// Measuring aid, not part of npm test: the CPU seconds (user + system) of the whole process tree
// (runner, workers, DynamoDB Local, Chromium) spent while each test file ran. Only meaningful with
// one file at a time: npx vitest run --maxWorkers=1 --reporter=default --reporter=./tests/support/cpu-reporter.ts
// Writes CPU_REPORT (default .data/cpu-report.json) and prints the files by CPU, largest first.

const TICKS = 100; // USER_HZ on Linux

function processes(): Map<number, { parent: number; cpu: number }> {
  const all = new Map<number, { parent: number; cpu: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): state ppid ... utime(14) stime cutime cstime.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cpu = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      all.set(Number(entry), { parent: Number(fields[1]), cpu: cpu / TICKS });
    } catch {
      // The process ended while the list was read.
    }
  }
  return all;
}

/** CPU seconds of this process and every live descendant, with the reaped children's time included. */
export function treeCpuSeconds(root = process.pid): number {
  const all = processes();
  const children = new Map<number, number[]>();
  for (const [pid, { parent }] of all) children.set(parent, [...(children.get(parent) ?? []), pid]);
  let total = 0;
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop() as number;
    total += all.get(pid)?.cpu ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

export default class CpuReporter implements Reporter {
  private started = new Map<string, number>();
  private spent: { file: string; cpu: number; wall: number }[] = [];
  private runStart = treeCpuSeconds();
  private wallStart = new Map<string, number>();

  onTestModuleQueued(module: TestModule): void {
    this.started.set(module.moduleId, treeCpuSeconds());
    this.wallStart.set(module.moduleId, Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    const cpu = treeCpuSeconds() - (this.started.get(module.moduleId) ?? 0);
    const wall = (Date.now() - (this.wallStart.get(module.moduleId) ?? Date.now())) / 1000;
    this.spent.push({ file: `${module.project.name} ${module.relativeModuleId}`, cpu, wall });
  }

  onTestRunEnd(): void {
    const total = treeCpuSeconds() - this.runStart;
    // Where it went: this process itself (the stack's handlers, Vite), the live children (DynamoDB Local),
    // and the ended children (test workers, with the Chromium each started).
    const own = readFileSync(`/proc/${process.pid}/stat`, 'utf8');
    const fields = own.slice(own.lastIndexOf(')') + 2).split(' ');
    const self = (Number(fields[11]) + Number(fields[12])) / TICKS;
    const ended = (Number(fields[13]) + Number(fields[14])) / TICKS;
    const live = processes();
    const liveChildren = [...live].filter(([, { parent }]) => parent === process.pid);
    const byName = liveChildren.map(([pid]) => `${readFileSync(`/proc/${pid}/comm`, 'utf8').trim()} ${treeCpuSeconds(pid).toFixed(1)} s`);
    console.log(`
Runner process ${self.toFixed(1)} s, ended children ${ended.toFixed(1)} s, live children: ${byName.join(', ')}`);
    this.spent.sort((a, b) => b.cpu - a.cpu);
    writeFileSync(process.env.CPU_REPORT ?? '.data/cpu-report.json', JSON.stringify({ total, files: this.spent }, null, 2));
    console.log(`\nCPU of the process tree during the run: ${total.toFixed(1)} s; by file (CPU s, wall s):`);
    for (const { file, cpu, wall } of this.spent) console.log(`${cpu.toFixed(1).padStart(7)} ${wall.toFixed(1).padStart(7)}  ${file}`);
  }
}
