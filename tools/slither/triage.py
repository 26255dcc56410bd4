#!/usr/bin/env python3
"""Gate slither's High and Medium findings on contracts/slither-triage.json.

Reads slither's --json output. A finding is keyed by its detector and its target: the contract and
function (Contract.function), the state variable (Contract.variable) or the local variable
(Contract.function.variable) slither reports it on, so the key survives code moving within a file.
One triage entry covers every finding of its detector on its target. Exits 1 when a High or Medium
finding has no entry, or its entry's reason is empty or TODO. --update adds an entry with reason
"TODO" for each untriaged finding; --prune also drops entries that match nothing. Some detectors
(incorrect-equality among them) report a finding in one run and not the next, so a stale entry is
only printed, and pruning is a separate, deliberate step.
"""
import argparse
import collections
import json
import sys

GATED = ("High", "Medium")


def target(elem):
    """Contract.function, Contract.variable or Contract.function.variable for a result element."""
    parts = [elem["name"]]
    parent = elem.get("type_specific_fields", {}).get("parent")
    while parent:
        parts.append(parent["name"])
        if parent.get("type") == "contract":
            break
        parent = parent.get("type_specific_fields", {}).get("parent")
    return ".".join(reversed(parts))


def key_of(result):
    return (result["check"], target(result["elements"][0]))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("report", help="slither --json output")
    ap.add_argument("triage", help="the triage file (contracts/slither-triage.json)")
    ap.add_argument("--update", action="store_true", help="add TODO entries for untriaged findings")
    ap.add_argument("--prune", action="store_true", help="drop stale entries (with --update)")
    args = ap.parse_args()

    with open(args.report) as f:
        report = json.load(f)
    if not report.get("success"):
        sys.exit(f"slither failed: {report.get('error')}")
    results = report.get("results", {}).get("detectors", [])

    by_impact = collections.Counter(r["impact"] for r in results)
    print("slither: findings by severity: " + ", ".join(
        f"{k} {by_impact.get(k, 0)}" for k in ("High", "Medium", "Low", "Informational", "Optimization")))

    try:
        with open(args.triage) as f:
            triage = json.load(f)
    except FileNotFoundError:
        triage = {"entries": []}
    entries = {(e["detector"], e["target"]): e for e in triage["entries"]}

    gated = [r for r in results if r["impact"] in GATED]
    found = collections.OrderedDict()
    for r in gated:
        found.setdefault(key_of(r), []).append(r)

    untriaged, todo = [], []
    for k, rs in found.items():
        e = entries.get(k)
        if e is None:
            untriaged.append(k)
            if args.update:
                r = rs[0]
                entries[k] = {
                    "detector": k[0],
                    "impact": r["impact"],
                    "target": k[1],
                    "finding": r["description"].splitlines()[0].strip()[:200],
                    "reason": "TODO",
                }
        elif not e.get("reason", "").strip() or e["reason"].strip().upper().startswith("TODO"):
            todo.append(k)
    stale = [k for k in entries if k not in found]

    if args.update:
        if args.prune:
            for k in stale:
                del entries[k]
        triage["entries"] = sorted(entries.values(), key=lambda e: (e["detector"], e["target"]))
        with open(args.triage, "w") as f:
            json.dump(triage, f, indent=2, ensure_ascii=False)
            f.write("\n")
        print(f"slither: {args.triage}: {len(untriaged)} added with reason TODO, "
              f"{len(stale) if args.prune else 0} stale removed")
        todo += untriaged
        untriaged = []
        if args.prune:
            stale = []

    for k in stale:
        print(f"slither: stale triage entry (matches no finding this run; `tools/slither/run --update --prune` drops it): {k[0]} {k[1]}")
    for k in untriaged:
        r = found[k][0]
        print(f"slither: UNTRIAGED {r['impact']} {k[0]} {k[1]}\n    {r['description'].splitlines()[0].strip()}")
    for k in todo:
        print(f"slither: reason TODO for {k[0]} {k[1]}")
    n_ok = len(found) - len(untriaged) - len(todo)
    print(f"slither: {len(gated)} High/Medium findings on {len(found)} targets: {n_ok} triaged, "
          f"{len(untriaged)} untriaged, {len(todo)} with reason TODO")
    if untriaged or todo:
        print(f"slither: FAIL: explain each finding above in {args.triage} (see docs/analysis.md)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
