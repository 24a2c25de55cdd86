#!/usr/bin/env python3
"""Measuring aid, not part of npm test: where a command's CPU goes, by kind of process (Chromium's renderers,
its browser process, the Vitest runner, the test workers, DynamoDB Local's JVM, esbuild). It samples /proc
five times a second while the command runs and keeps each new process's last user + system time, so a process
that ends between two samples loses at most its last 0.2 s: a few percent, enough to rank the parts.

    python3 scripts/cpu-by-process.py npx vitest run --project e2e
"""
import collections
import os
import re
import subprocess
import sys
import time

TICKS = os.sysconf('SC_CLK_TCK')
# Processes alive before the command (another run, a busy loop) are not its own.
before = {int(pid) for pid in os.listdir('/proc') if pid.isdigit()}
cpu = {}
kind = {}


def kind_of(cmdline: str) -> str:
    args = cmdline.split('\0')
    if 'chrom' in args[0]:
        chromium_type = re.search(r'--type=([\w-]+)', cmdline)
        return f"chromium {chromium_type.group(1) if chromium_type else 'browser'}"
    if 'java' in args[0]:
        return 'java (DynamoDB Local)'
    if 'esbuild' in args[0]:
        return 'esbuild'
    if 'vitest' in cmdline and ('forks' in cmdline or 'workers' in cmdline):
        return 'node: test workers'
    if len(args) > 1 and re.search(r'vitest(\.mjs)?$', args[1]):
        return 'node: vitest runner (the stack, its handlers)'
    if 'node' in args[0]:
        return f"node: {' '.join(args[1:3])[:50]}"
    return os.path.basename(args[0]) or '(ended before it was named)'


def sample() -> None:
    for entry in os.listdir('/proc'):
        if not entry.isdigit() or int(entry) in before:
            continue
        pid = int(entry)
        try:
            with open(f'/proc/{entry}/stat') as f:
                stat = f.read()
            # Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
            fields = stat[stat.rfind(')') + 2:].split()
            seconds = (int(fields[11]) + int(fields[12])) / TICKS
            if pid not in kind:
                with open(f'/proc/{entry}/cmdline') as f:
                    kind[pid] = kind_of(f.read())
            cpu[pid] = max(cpu.get(pid, 0), seconds)
        except (OSError, IndexError, ValueError):
            pass  # The process ended while it was read.


started = time.time()
command = subprocess.Popen(sys.argv[1:])
while command.poll() is None:
    sample()
    time.sleep(0.2)
totals = collections.Counter()
for pid, seconds in cpu.items():
    totals[kind[pid]] += seconds
print(f'wall {time.time() - started:.1f} s, CPU sampled {sum(totals.values()):.1f} s: {" ".join(sys.argv[1:])}', file=sys.stderr)
for name, seconds in totals.most_common():
    if seconds >= 0.1:
        print(f'{seconds:8.1f}  {name}', file=sys.stderr)
sys.exit(command.returncode)
