#!/usr/bin/env python3
"""Ranks NibKit's functions by the instructions they cause in a callgrind profile.

    python3 Scripts/callgrind-rank.py callgrind.out [TOP]

Each function's own instructions (retain, release, malloc, hashing, casting in
the Swift runtime and Foundation included) are handed up the call graph, split
along the call edges in proportion to their inclusive cost, until they reach a
function of NibKit or of the benchmark's classes (or libxml2, which counts as
itself); the totals per function are printed, largest first. It reads
`callgrind_annotate --tree=caller` output demangled by `swift demangle`.
Docs/Performance.md explains how the profiles are taken.
"""
import collections
import re
import subprocess
import sys

LINE = re.compile(r'^\s*([\d,]+) \(\s*[\d.]+%\)\s+([<*>])\s+(.*?)(?: \(([\d,]+)x\))?(?: \[([^\]]*)\])?$')


def read(path):
    annotate = subprocess.run(
        ['callgrind_annotate', '--tree=caller', path], check=True, capture_output=True, text=True).stdout
    demangled = subprocess.run(
        ['swift', 'demangle', '--simplified'], input=annotate, check=True, capture_output=True, text=True).stdout
    callers = collections.defaultdict(list)
    own = collections.Counter()
    libxml2 = set()
    pending = []
    for line in demangled.splitlines():
        match = LINE.match(line)
        if not match:
            pending = []
            continue
        cost, kind, name, _, binary = match.groups()
        cost = int(cost.replace(',', ''))
        name = name.strip()
        if binary and 'libxml2' in binary:
            libxml2.add(name)
        if kind == '<':
            pending.append((cost, name))
        elif kind == '*':
            own[name] += cost
            callers[name].extend(pending)
            pending = []
    return own, callers, libxml2


def main():
    path = sys.argv[1]
    top = int(sys.argv[2]) if len(sys.argv) > 2 else 15
    own, callers, libxml2 = read(path)

    def is_boundary(name):
        if name in libxml2:
            return True
        in_sources = '/Sources/NibKit/' in name or '/Sources/nibbench/' in name
        return in_sources and 'BenchRunner.swift' not in name and 'NibBench.swift' not in name

    memo = {}

    def shares(name, depth=0, seen=frozenset()):
        if is_boundary(name) or depth > 15:
            return {name: 1.0}
        if name in memo:
            return memo[name]
        edges = [(cost, caller) for cost, caller in callers.get(name, []) if caller != name and caller not in seen]
        total = sum(cost for cost, _ in edges)
        if total == 0:
            return {name: 1.0}
        result = collections.Counter()
        for cost, caller in edges:
            for target, share in shares(caller, depth + 1, seen | {name}).items():
                result[target] += share * cost / total
        memo[name] = result
        return result

    def label(name):
        if name in libxml2:
            return 'libxml2 (its own parsing)'
        name = re.sub(r'^.*?/Sources/(NibKit|nibbench)/[^:]*:', '', name)
        name = re.sub(r'^\?\?\?:|^//<compiler-generated>:|^.*<stdin>:', '', name)
        return re.sub(r"'\d+$", '', name).replace('specialized ', '')

    ranked = collections.Counter()
    for name, cost in own.items():
        for target, share in shares(name).items():
            ranked[label(target)] += cost * share
    total = sum(own.values())
    print(f'{total:,} instructions')
    for rank, (name, cost) in enumerate(ranked.most_common(top), 1):
        print(f'{rank:2}. {cost / total * 100:5.1f}%  {name[:150]}')


if __name__ == '__main__':
    main()
