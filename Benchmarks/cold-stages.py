#!/usr/bin/env python3
"""Attributes perf samples of cold `bubbles render` processes to stages (argument parsing, theme
load, layout, draw, encode, the dynamic loader...): each sample goes to the stage of the marker
frame nearest its leaf. DWARF call graphs are needed (the C libraries have no frame pointers):
  perf record -e cpu-clock -F 2000 --call-graph dwarf,32768 -o cold.perf -- \
    sh -c 'for i in $(seq 40); do bubbles render x.json -o /tmp/x.png; done'
  perf script -i cold.perf -F comm,ip,sym,dso | Benchmarks/cold-stages.py 40 2000
Arguments: the number of processes and the sampling frequency, to print milliseconds per process."""
import sys, re, collections

MARKERS = [
    ("PNG encode", r"PNGEncoder"),
    ("draw", r"PageStream[A-Za-z0-9]*draw|ConversationLayout[A-Za-z0-9]*draw|MessageRowLayout[A-Za-z0-9]*draw|14BubbleGraphics6Canvas"),
    ("layout (text shaping)", r"FontSystem[A-Za-z0-9]*shape|PangoTextLayout"),
    ("font system set-up (fontconfig, Pango map)", r"FontSystemC7pinning|FontSystemCACy"),
    ("renderer set-up (other)", r"ConversationRendererC5theme8registry|RendererSet"),
    ("theme load", r"ThemeLoader|ThemeSelection"),
    ("argument parsing", r"ArgumentParser"),
    ("input decode", r"ConversationDecoder|InputLoader|JSONParser"),
    ("layout (other)", r"PageStream|ConversationRenderer|BubbleKit"),
    ("output write", r"OutputTargets|FileRendering"),
    ("ld.so: load, relocate, init", r"_dl_start_user|_dl_sysdep_start|\bdl_main\b|_dl_relocate|_dl_map_object|_dl_init\b|call_init"),
    ("exit / teardown", r"\bexit_mmap\b|do_exit\b|_dl_fini|__run_exit_handlers|do_group_exit"),
    ("execve (kernel)", r"bprm_execve|load_elf_binary|begin_new_exec|do_execveat"),
    ("Swift/libc start-up, main", r"bubbles_main|async_Main|swift_job_run|__libc_start_main|_start\b"),
]
COMPILED = [(name, re.compile(p)) for name, p in MARKERS]

def stacks(stream):
    comm, frames = None, []
    for line in stream:
        line = line.rstrip("\n")
        if not line.strip():
            if comm is not None:
                yield comm, frames
            comm, frames = None, []
        elif not line.startswith((" ", "\t")):
            comm, frames = line.split()[0], []
        else:
            frames.append(line.strip())
    if comm is not None:
        yield comm, frames

def stage(comm, frames):
    if comm.startswith("[pango]"):
        return "Pango's FcInit thread (system fontconfig)"
    for frame in frames:  # leaf first
        for name, pattern in COMPILED:
            if pattern.search(frame):
                return name
    return "other (" + comm + ")"

def main():
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    hz = float(sys.argv[2]) if len(sys.argv) > 2 else 5000
    counts, dsos = collections.Counter(), collections.defaultdict(collections.Counter)
    total = 0
    for comm, frames in stacks(sys.stdin):
        if comm in ("loop.sh", "perf", "sh", "seq"):
            continue
        total += 1
        name = stage(comm, frames)
        counts[name] += 1
        leaf = frames[0] if frames else "?"
        dso = re.search(r"\(([^)]*)\)\s*$", leaf)
        dsos[name][(dso.group(1).rsplit("/", 1)[-1] if dso else "?")] += 1
    for name, n in counts.most_common():
        top = ", ".join(f"{d} {100*c/n:.0f}%" for d, c in dsos[name].most_common(3))
        print(f"{name:45s} {100*n/total:5.1f}%  {n/hz/runs*1000:6.2f} ms  [{top}]")
    print(f"{'total':45s} 100.0%  {total/hz/runs*1000:6.2f} ms/run")

main()
