#!/usr/bin/env python3
"""Measuring aid, not part of npm test: the CPU seconds (user + system) of a command and of every process it
started, orphans included. /usr/bin/time misses a grandchild whose parent exits first (a test worker's esbuild
service, Chromium's helpers); this makes itself the child subreaper, so those are reaped and counted here.

    python3 scripts/cpu-time.py npx vitest run --project api
"""
import ctypes
import os
import subprocess
import sys
import time

PR_SET_CHILD_SUBREAPER = 36
ctypes.CDLL(None).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
started = time.time()
code = subprocess.call(sys.argv[1:])
# Orphans that outlive the command are reaped as they end; one still alive after 30 s is left uncounted.
deadline = time.time() + 30
while time.time() < deadline:
    try:
        pid, _ = os.waitpid(-1, os.WNOHANG)
    except ChildProcessError:
        break
    if pid == 0:
        time.sleep(0.2)
t = os.times()
print(
    f"cpu {t.children_user + t.children_system:.1f} s (user {t.children_user:.1f}, system {t.children_system:.1f}),"
    f" wall {time.time() - started:.1f} s: {' '.join(sys.argv[1:])}",
    file=sys.stderr,
)
sys.exit(code)
