#!/usr/bin/env python3
"""Interleaved timing of commands (A B A B ...): median wall and CPU (user+sys) time per run.
The machine is shared and its speed drifts by tens of percent within minutes; hyperfine runs one
command after the other, so its comparisons drift too. Interleaving puts every command under the
same drift. The first 3 rounds are warm-up.
  Benchmarks/interleaved.py RUNS 'bubbles-a render x.json -o a.png' 'bubbles-b render x.json -o b.png'"""
import os, shlex, statistics, subprocess, sys, time

runs = int(sys.argv[1])
commands = [shlex.split(c) for c in sys.argv[2:]]
wall = [[] for _ in commands]
cpu = [[] for _ in commands]
for i in range(runs + 3):
    for k, command in enumerate(commands):
        start = time.perf_counter()
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(process.pid, 0)
        elapsed = time.perf_counter() - start
        assert os.waitstatus_to_exitcode(status) == 0, command
        if i >= 3:  # warm-up
            wall[k].append(elapsed * 1000)
            cpu[k].append((usage.ru_utime + usage.ru_stime) * 1000)
for k, command in enumerate(commands):
    w, c = wall[k], cpu[k]
    print(f"{statistics.median(w):7.1f} ms wall (min {min(w):6.1f})  {statistics.median(c):7.1f} ms CPU (min {min(c):6.1f})  {' '.join(sys.argv[2 + k].split()[:2])}")
