#!/usr/bin/env python3
"""compare.py - BubbleKit against the Chromium peer, in one run (issue 12).

Usage: Benchmarks/compare.py [--runs 5] [--cold-runs 3] [--cli-runs 10] [--growth-runs 3]
                             [--sizes 10,100,1000,10000] [--out FILE] [--skip-build] [--no-stages]

Builds the release `bubbles` (root package) and `bubbles-bench` (Benchmarks package), one after
the other, then measures on direct-basics, group-rich-text (Examples/corpus) and the peer's
200-message chat (Benchmarks/inputs/long200.json, the same file for both renderers):

  warm Chromium     peer/render_chromium_warm.py: one headless Chromium driven over its DevTools
                    port, per image from reading the JSON to writing the PNG (median of --runs,
                    after 2 warm-up renders; the browser's start is not counted)
  cold Chromium     peer/render_chromium_cold.sh: one fresh browser process per image, both height
                    modes (one pass + crop, measure + shot), median of --cold-runs each; the
                    ratio uses the faster mode
  bubbles, cold     the release binary, a whole process per image, under hyperfine
                    (--cli-runs, after 2 warm-ups; median)
  BubbleKit, warm   bubbles-bench warm: in-process, per image from reading the JSON to writing
                    the PNG, with a renderer made just before (empty row, text and image caches,
                    the process's font maps kept as in any warm process; the ratio uses it)
                    and with one renderer drawing the same chat again (its caches hit)
  append            bubbles-bench append: one message appended to the 200; the renderer that drew
                    them re-renders the last page, against a fresh renderer's full render; wall
                    and CPU time (instructions only from the stage suite, where perf counters exist)
  growth            chats of --sizes messages made by `bubbles-bench generate` (gen_long.py's
                    recipe in Swift, every text new): the cold CLI's wall and CPU time and peak
                    RSS (GNU time)
  stages            the package-benchmark suite (Benchmarks/Rendering): render, decode, layout,
                    draw and encode in-process, medians of wall and CPU time, mallocs, peak memory

Prints one Markdown report (targets and ratios, then the growth table) and writes it to --out
(default Benchmarks/results/latest.md). Everything it installs comes from peer/install.sh.
"""
import argparse
import datetime
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
PEER = os.path.join(HERE, "peer")
INPUTS = [
    ("direct-basics", os.path.join(ROOT, "Examples", "corpus", "direct-basics.json")),
    ("group-rich-text", os.path.join(ROOT, "Examples", "corpus", "group-rich-text.json")),
    ("200 messages", os.path.join(HERE, "inputs", "long200.json")),
]
LONG_INPUT = INPUTS[-1][1]


def log(message):
    print("compare: " + message, file=sys.stderr, flush=True)


def run(cmd, **kwargs):
    return subprocess.run(cmd, check=True, **kwargs)


def output(cmd, **kwargs):
    kwargs.setdefault("stderr", subprocess.PIPE)
    return subprocess.run(cmd, check=True, stdout=subprocess.PIPE, text=True, **kwargs).stdout


def load():
    with open("/proc/loadavg") as f:
        return " ".join(f.read().split()[:3])


def build(skip):
    if not skip:
        log("building bubbles (release)")
        # Statically linked Swift runtime, as README and the Makefile build it.
        run(["swift", "build", "-c", "release", "--static-swift-stdlib", "--product", "bubbles"], cwd=ROOT,
            stdout=subprocess.DEVNULL)
        log("building bubbles-bench (release)")
        run(["swift", "build", "-c", "release", "--product", "bubbles-bench"], cwd=HERE, stdout=subprocess.DEVNULL)
    bubbles = os.path.join(output(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT).strip(), "bubbles")
    bench = os.path.join(output(["swift", "build", "-c", "release", "--show-bin-path"], cwd=HERE).strip(),
                         "bubbles-bench")
    for binary in (bubbles, bench):
        if not os.access(binary, os.X_OK):
            sys.exit("compare: %s is missing (run without --skip-build)" % binary)
    return bubbles, bench


def chromium_warm(work, runs):
    log("warm Chromium (%d runs)" % runs)
    report = os.path.join(work, "chromium-warm.json")
    run([sys.executable, os.path.join(PEER, "render_chromium_warm.py"), "-o", os.path.join(work, "chromium-warm"),
         "--warmup", "2", "--runs", str(runs), "--json", report] + [path for _, path in INPUTS],
        stdout=subprocess.DEVNULL)
    with open(report) as f:
        data = json.load(f)
    medians = {path: statistics.median(r["total_ms"] for r in results) for path, results in data["results"].items()}
    return medians, data["startup_ms"], data["peak"]["pss_kb"] / 1024


def timed_runs(cmd, runs, env=None):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        run(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def chromium_cold(work, runs):
    medians = {}
    for name, path in INPUTS:
        for mode in ("estimate", "measure"):
            log("cold Chromium, %s, %s (%d runs)" % (name, mode, runs))
            env = dict(os.environ, HEIGHT_MODE=mode)
            out = os.path.join(work, "chromium-cold-%s-%s.png" % (mode, os.path.basename(path)[:-5]))
            medians[(path, mode)] = timed_runs(["bash", os.path.join(PEER, "render_chromium_cold.sh"), path, out],
                                               runs, env)
    return medians


def hyperfine(work, command, runs, label):
    report = os.path.join(work, "hyperfine-%s.json" % re.sub(r"\W+", "-", label))
    run(["hyperfine", "--shell=none", "--style", "none", "--warmup", "2", "--runs", str(runs), "--export-json",
         report, command], stdout=subprocess.DEVNULL)
    with open(report) as f:
        return json.load(f)["results"][0]["median"] * 1000


def gnu_time(cmd):
    """Wall s, CPU s (user + system) and peak RSS KiB of one run, from GNU time."""
    result = subprocess.run(["/usr/bin/time", "-f", "TIME %e %U %S %M"] + cmd, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True)
    if result.returncode != 0:
        raise RuntimeError("%s failed: %s" % (" ".join(cmd), result.stderr[-2000:]))
    line = [l for l in result.stderr.splitlines() if l.startswith("TIME ")][-1].split()
    return float(line[1]), float(line[2]) + float(line[3]), int(line[4])


def cli_cold(work, bubbles, runs):
    medians, peaks = {}, {}
    os.makedirs(os.path.join(work, "cli"), exist_ok=True)
    for name, path in INPUTS:
        log("bubbles render, cold process, %s (%d runs)" % (name, runs))
        out = os.path.join(work, "cli", os.path.basename(path)[:-5] + ".png")
        medians[path] = hyperfine(work, "%s render %s -o %s" % (bubbles, path, out), runs, name)
        peaks[path] = gnu_time([bubbles, "render", path, "-o", out])[2] / 1024
    log("bubbles --version, cold process (%d runs)" % runs)
    medians["--version"] = hyperfine(work, "%s --version" % bubbles, runs, "version")
    return medians, peaks


def bubblekit_warm(work, bench, runs):
    log("BubbleKit warm, in-process (%d runs)" % runs)
    report = os.path.join(work, "bubblekit-warm.json")
    run([bench, "warm", "--runs", str(runs), "--warmup", "2", "-o", os.path.join(work, "bubblekit-warm"), "--json",
         report] + [path for _, path in INPUTS], stdout=subprocess.DEVNULL)
    with open(report) as f:
        return json.load(f)


def append_case(work, bench, runs):
    log("append one message to 200 (%d runs)" % runs)
    report = os.path.join(work, "append.json")
    run([bench, "append", "--runs", str(runs), "--json", report], stdout=subprocess.DEVNULL)
    with open(report) as f:
        result = json.load(f)
    return result


def growth(work, bubbles, bench, sizes, runs):
    rows = []
    folder = os.path.join(work, "growth")
    os.makedirs(folder, exist_ok=True)
    for count in sizes:
        chat = os.path.join(folder, "chat-%d.json" % count)
        run([bench, "generate", str(count), chat])
        out = os.path.join(folder, "chat-%d.png" % count)
        times = []
        n = runs if count <= 1000 else 1
        log("growth, %d messages (%d run%s)" % (count, n, "" if n == 1 else "s"))
        for _ in range(n):
            times.append(gnu_time([bubbles, "render", chat, "-o", out, "--timeout", "3600"]))
        pages = len([f for f in os.listdir(folder) if re.fullmatch(r"chat-%d(-\d+)?\.png" % count, f)])
        rows.append({"messages": count, "runs": n, "wall_ms": statistics.median(t[0] for t in times) * 1000,
                     "cpu_ms": statistics.median(t[1] for t in times) * 1000,
                     "rss_mib": statistics.median(t[2] for t in times) / 1024, "pages": pages,
                     "json_kib": os.path.getsize(chat) / 1024})
    return rows


UNITS = {"": 1, "K": 1e3, "M": 1e6, "G": 1e9, "ns": 1e-6, "μs": 1e-3, "us": 1e-3, "ms": 1, "s": 1e3}


def stages(work):
    """Runs the package-benchmark suite (Benchmarks/Rendering) and reads each benchmark's medians
    from its Markdown output: wall and CPU ms, mallocs, peak resident MiB."""
    log("package-benchmark suite (Benchmarks/Rendering; a few minutes)")
    text = output(["swift", "package", "benchmark", "--target", "Rendering", "--format", "markdown",
                   "--no-progress"], cwd=HERE, stderr=subprocess.DEVNULL)
    with open(os.path.join(work, "stages.md"), "w") as f:
        f.write(text)
    results, current = {}, None
    for line in text.splitlines():
        if line.startswith("### "):
            current = results.setdefault(line[4:].strip(), {})
        elif current is not None and line.startswith("| ") and not line.startswith("| Metric"):
            cells = [c.strip() for c in line.strip("|").split("|")]
            if len(cells) < 4:
                continue
            label, unit = cells[0].rstrip(" *").strip(), ""
            match = re.search(r" \((K|M|G|ns|μs|us|ms|s)\)$", label)
            if match:
                label, unit = label[:match.start()], match.group(1)
            value = float(cells[3].replace(",", "")) * UNITS[unit]  # p50
            key = {"Time (wall clock)": "wall_ms", "Time (total CPU)": "cpu_ms", "Malloc (total)": "mallocs",
                   "Memory (resident peak)": "rss_mb", "Instructions": "instructions"}.get(label)
            if key == "rss_mb":
                value /= 1e6  # package-benchmark counts bytes; M is a million of them
            elif key in ("wall_ms", "cpu_ms") and not unit:
                value /= 1e6  # nanoseconds
            if key:
                current[key] = value
    return results


def fmt_ms(ms):
    return "%.0f ms" % ms if ms >= 100 else "%.1f ms" % ms


def verdict(ratio, target):
    return "**%.1fx** (target %gx: %s)" % (ratio, target, "met" if ratio >= target else "NOT met")


def stage_table(results):
    lines = ["## In process, stage by stage (package-benchmark, Benchmarks/Rendering)", "",
             "Medians: wall ms (CPU ms, in 10 ms steps); mallocs and peak resident memory (MB, the whole "
             "benchmark process) of the whole render.", "",
             "| input | render | render again (same renderer) | decode | layout | draw | encode | mallocs | peak RSS |",
             "|---|---:|---:|---:|---:|---:|---:|---:|---:|"]

    def cell(name):
        r = results.get(name)
        if not r or "wall_ms" not in r:
            return "n/a"
        text = "%s (%.0f)" % (fmt_ms(r["wall_ms"]), r.get("cpu_ms", float("nan")))
        return text + ("; %.1fM instructions" % (r["instructions"] / 1e6) if "instructions" in r else "")

    for name in ("direct-basics", "group-rich-text", "long200", "long3000"):
        whole = results.get(name + " render", {})
        lines.append("| %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
            name, cell(name + " render"), cell(name + " render again"), cell(name + " decode"),
            cell(name + " layout"), cell(name + " draw"), cell(name + " encode"),
            format(int(whole.get("mallocs", 0)), ","), "%.0f MB" % whole.get("rss_mb", 0)))
    for name in ("append: full render of 201", "append: last page of 201 after 200"):
        r = results.get(name, {})
        lines.append("| %s | %s | | | | | | %s | %.0f MB |" % (
            name, cell(name), format(int(r.get("mallocs", 0)), ","), r.get("rss_mb", 0)))
    if not any("instructions" in r for r in results.values()):
        lines += ["", "No instruction counts: package-benchmark found no hardware performance counters "
                  "(perf_event_open gives ENOENT for PERF_COUNT_HW_INSTRUCTIONS on this machine)."]
    return "\n".join(lines + [""])


def report(a, env, chromium, chromium_startup, chromium_pss, cold, cli, cli_peaks, warm, appended, rows,
           stage_results):
    lines = []
    add = lines.append
    add("# BubbleKit against the Chromium peer (Benchmarks/compare.py)")
    add("")
    add("%s; %s. Load average %s before the run, %s after; %d cores." % (
        env["date"], env["commit"], env["load_before"], env["load_after"], os.cpu_count()))
    add("%s; %s; hyperfine %s." % (env["chromium"], env["swift"], env["hyperfine"]))
    add("Medians: warm %d runs, cold Chromium %d per mode, bubbles CLI %d (hyperfine), growth %d (1 from 3,000 up)."
        % (a.runs, a.cold_runs, a.cli_runs, a.growth_runs))
    add("")
    add("## Per image")
    add("")
    add("| input | BubbleKit warm (fresh renderer) | BubbleKit warm (same renderer, same chat) | bubbles CLI, cold process "
        "| warm Chromium | cold Chromium: 1 pass + crop / measure + shot |")
    add("|---|---:|---:|---:|---:|---:|")
    for name, path in INPUTS:
        w = warm["files"][path]
        add("| %s (%s px, %d page%s) | %s | %s | %s | %s | %s / %s |" % (
            name, w["pixel_height"], w["pages"], "" if w["pages"] == 1 else "s", fmt_ms(w["fresh_ms"]),
            fmt_ms(w["same_ms"]), fmt_ms(cli[path]), fmt_ms(chromium[path]), fmt_ms(cold[(path, "estimate")]),
            fmt_ms(cold[(path, "measure")])))
    add("")
    add("## Against the targets (issue 31)")
    add("")
    add("| target | input | ratio |")
    add("|---|---|---|")
    for name, path in INPUTS:
        add("| warm per image >= 30x faster than warm Chromium (goal 50x) | %s | %s |" % (
            name, verdict(chromium[path] / warm["files"][path]["fresh_ms"], 30)))
    for name, path in INPUTS:
        target = 10 if path == LONG_INPUT else 5
        add("| cold CLI process >= %dx faster than warm Chromium per image | %s | %s |" % (
            target, name, verdict(chromium[path] / cli[path], target)))
    for name, path in INPUTS:
        best = min(cold[(path, "estimate")], cold[(path, "measure")])
        add("| cold CLI process against a cold Chromium process (its faster mode) | %s | %.1fx |" % (
            name, best / cli[path]))
    three = [r for r in rows if r["messages"] == 3000]
    if three:
        add("| 3,000 messages: peak RSS of the cold CLI process | 3,000 messages, %d pages | %.0f MiB |" % (
            three[0]["pages"], three[0]["rss_mib"]))
    line = "| append one message to 200, re-render the last page, as a fraction of a full render | 201 messages | "
    line += "wall %.0f%% (%s of %s), CPU %.0f%%" % (
        100 * appended["last_page_ms"] / appended["full_ms"], fmt_ms(appended["last_page_ms"]),
        fmt_ms(appended["full_ms"]), 100 * appended["last_page_cpu_ms"] / appended["full_cpu_ms"])
    full, last = ((stage_results or {}).get(n, {}) for n in (
        "append: full render of 201", "append: last page of 201 after 200"))
    if "instructions" in full and "instructions" in last:
        line += ", instructions %.0f%% (package-benchmark)" % (100 * last["instructions"] / full["instructions"])
    add(line + " |")
    add("")
    add("Peak memory: bubbles CLI (GNU time, max RSS) %s; BubbleKit warm process %.0f MiB after all its renders; "
        "warm Chromium tree PSS %.0f MiB (RSS sums count shared pages twice). Warm Chromium's start and attach, "
        "not counted above: %.0f ms. Making a renderer (not counted in the warm figures): %.1f ms. Same renderer, "
        "all pages of the 201 re-rendered: %s. A cold `bubbles --version` (the process's start-up floor): %s." % (
            ", ".join("%s %.0f MiB" % (name, cli_peaks[path]) for name, path in INPUTS), warm["peak_rss_kib"] / 1024,
            chromium_pss, chromium_startup, warm["renderer_ms"], fmt_ms(appended["all_pages_same_renderer_ms"]),
            fmt_ms(cli["--version"])))
    add("")
    add("## Growth: the cold CLI process")
    add("")
    add("| messages | JSON | pages | wall | CPU | peak RSS | wall per message | wall x previous |")
    add("|---:|---:|---:|---:|---:|---:|---:|---:|")
    previous = None
    for r in rows:
        add("| %s | %.0f KiB | %d | %s | %s | %.0f MiB | %.2f ms | %s |" % (
            format(r["messages"], ","), r["json_kib"], r["pages"], fmt_ms(r["wall_ms"]), fmt_ms(r["cpu_ms"]),
            r["rss_mib"], r["wall_ms"] / r["messages"],
            "x%.1f for x%.3g" % (r["wall_ms"] / previous["wall_ms"], r["messages"] / previous["messages"])
            if previous else ""))
        previous = r
    add("")
    if stage_results is not None:
        add(stage_table(stage_results))
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=5, help="warm renders per input (both renderers)")
    ap.add_argument("--cold-runs", type=int, default=3, help="cold Chromium processes per input and mode")
    ap.add_argument("--cli-runs", type=int, default=10, help="bubbles processes per input (hyperfine)")
    ap.add_argument("--growth-runs", type=int, default=3, help="runs per size up to 1,000 messages")
    ap.add_argument("--sizes", default="10,100,1000,3000,10000")
    ap.add_argument("--out", default=os.path.join(HERE, "results", "latest.md"))
    ap.add_argument("--work", help="folder for the outputs (default: a temporary one, removed)")
    ap.add_argument("--skip-build", action="store_true")
    ap.add_argument("--no-stages", action="store_true", help="skip the package-benchmark suite")
    a = ap.parse_args()

    run([os.path.join(PEER, "install.sh")])
    env = {"load_before": load(), "date": datetime.datetime.now().strftime("%Y-%m-%d %H:%M"),
           "commit": output(["git", "-C", ROOT, "describe", "--always", "--dirty"]).strip()}
    bubbles, bench = build(a.skip_build)
    env["chromium"] = output(["chromium", "--version"], stderr=subprocess.DEVNULL).strip()
    env["swift"] = output(["swift", "--version"], stderr=subprocess.STDOUT).splitlines()[0].strip()
    env["hyperfine"] = output(["hyperfine", "--version"]).split()[-1]
    work = a.work or tempfile.mkdtemp(prefix="bubbles-compare.")
    os.makedirs(work, exist_ok=True)
    try:
        chromium, startup, pss = chromium_warm(work, a.runs)
        warm = bubblekit_warm(work, bench, a.runs)
        cli, cli_peaks = cli_cold(work, bubbles, a.cli_runs)
        cold = chromium_cold(work, a.cold_runs)
        appended = append_case(work, bench, a.runs)
        sizes = sorted({int(s) for s in a.sizes.split(",") if s})
        rows = growth(work, bubbles, bench, sizes, a.growth_runs)
        stage_results = None if a.no_stages else stages(work)
        env["load_after"] = load()
        text = report(a, env, chromium, startup, pss, cold, cli, cli_peaks, warm, appended, rows, stage_results)
    finally:
        if not a.work:
            shutil.rmtree(work, ignore_errors=True)
    print(text)
    os.makedirs(os.path.dirname(os.path.abspath(a.out)), exist_ok=True)
    with open(a.out, "w") as f:
        f.write(text + "\n")
    log("written to " + a.out)


if __name__ == "__main__":
    main()
