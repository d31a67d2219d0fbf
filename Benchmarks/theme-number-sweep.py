#!/usr/bin/env python3
# Sets every numeric key of Themes/default.json in turn (insets' sides, list elements and the
# `kinds.<type>` sections included) and runs the `bubbles` binary on it, one key at a time:
#
#   outside: each key at 1e6, 1e300 and -1e6, rendering a conversation. Every run must exit 65
#            (the theme is refused, the key named); anything else is listed.
#   ends:    each key at the minimum and the maximum of its range (and 1e-7 when the minimum
#            is 0), rendering three conversations, three phone screens and an inbox at scale 1.
#            Every run must exit 0 within 20 s with no Pango or Cairo message; anything else
#            is listed.
#
# The ranges are the ones .ci/theme-reference/generate.py documents (the loader's, by a test).
#   Benchmarks/theme-number-sweep.py outside [path/to/bubbles]
#   Benchmarks/theme-number-sweep.py ends [path/to/bubbles]
import json, os, subprocess, sys, tempfile, time

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
mode = sys.argv[1] if len(sys.argv) > 1 else 'outside'
binary = sys.argv[2] if len(sys.argv) > 2 else os.path.join(ROOT, '.build/debug/bubbles')

source = open(os.path.join(ROOT, '.ci/theme-reference/generate.py')).read()
rules = {}
exec(source[source.index('LENGTH, SIZE'):source.index('def is_insets')], rules)
number_range = rules['number_range']
default = json.load(open(os.path.join(ROOT, 'Themes/default.json')))


def numeric_keys(node, keys):
    if isinstance(node, dict):
        for key, value in node.items():
            yield from numeric_keys(value, keys + [key])
    elif isinstance(node, list):
        for index, value in enumerate(node):
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                yield keys, index
    elif isinstance(node, (int, float)) and not isinstance(node, bool):
        yield keys, None


def overlay(keys, index, value):
    if index is not None:
        original = default
        for key in keys:
            original = original[key]
        value = original[:index] + [value] + original[index + 1:]
    for key in reversed(keys):
        value = {key: value}
    return value


corpus = os.path.join(ROOT, 'Examples/corpus')
draft = 'A draft that wraps over a few lines of the field, and then a few more'
scenarios = {
    'outside': [['render', f'{corpus}/direct-basics.json']],
    'ends': [
        ['render', f'{corpus}/media-gallery.json'],
        ['render', f'{corpus}/group-rich-text.json'],
        ['render', f'{corpus}/scripts-and-emoji.json'],
        ['render', f'{corpus}/direct-basics.json', '--screen', '390x844', '--input-state', 'emoji'],
        ['render', f'{corpus}/direct-basics.json', '--screen', '390x844', '--input-state', 'plus'],
        ['render', f'{corpus}/direct-basics.json', '--screen', '390x844', '--input-state', 'text', '--draft', draft],
        ['inbox', os.path.join(ROOT, 'Examples/inbox.json')],
    ],
}[mode]
expected_status = 65 if mode == 'outside' else 0

work = tempfile.mkdtemp()
theme_file = os.path.join(work, 'theme.json')
output = os.path.join(work, 'out.png')
runs = problems = 0
started = time.time()
for keys, index in numeric_keys(default, []):
    path = '.'.join(keys) + (f'[{index}]' if index is not None else '')
    low, high, whole = number_range(path)
    values = [1e6, 1e300, -1e6] if mode == 'outside' else [low, high] + ([1e-7] if low == 0 and not whole else [])
    for value in values:
        json.dump(overlay(keys, index, value), open(theme_file, 'w'))
        for scenario in scenarios:
            command = [binary] + scenario + ['--theme', theme_file, '--scale', '1', '--quiet', '-o', output]
            began = time.time()
            try:
                run = subprocess.run(command, capture_output=True, timeout=20, text=True, errors='replace')
                status, stderr = run.returncode, run.stderr
            except subprocess.TimeoutExpired:
                status, stderr = 'timeout', ''
            seconds = time.time() - began
            runs += 1
            named = mode != 'outside' or path in stderr
            noisy = mode == 'ends' and stderr.strip() != ''
            if status != expected_status or not named or noisy:
                problems += 1
                print(f'{path} = {value:g}: {" ".join(scenario[:1] + scenario[2:5])}: exit {status} '
                      f'in {seconds:.1f} s: {stderr.strip().splitlines()[:2]}', flush=True)
print(f'{mode}: {runs} runs, {problems} problems, {time.time() - started:.0f} s')
