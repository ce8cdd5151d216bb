#!/usr/bin/env python3
"""Perft of the native tool against shakmaty, per position, from the binary `cargo build --release` makes.

    python3 benches/perft-cli/compare.py            # or RUNS=5 (default), QUICK=1 for one ply less

Builds target/release/escaque-cli and target/release/examples/perft_shakmaty (same release profile), then for the
five chessprogramming positions runs `escaque-cli perft D FEN` and `perft_shakmaty D FEN` alternately, RUNS times
each, as separate processes, and prints the median CPU time (user + sys, from getrusage, so a busy machine hurts
less) and median wall time of each, their node rates and the ratio ours / shakmaty in speed (> 1: we are faster).
Process start (perft 0) is measured and subtracted. Not a test: it prints figures.
"""
import os
import resource
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RUNS = int(os.environ.get("RUNS", "5"))
QUICK = os.environ.get("QUICK") == "1"
POSITIONS = [
    ("start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 6),
    ("kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5),
    ("pos3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 7),
    ("pos4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 5),
    ("pos5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 5),
]


def build():
    for args in (["--bin", "escaque-cli"], ["--example", "perft_shakmaty"]):
        subprocess.run(["cargo", "build", "--quiet", "--release", *args], cwd=ROOT, check=True)
    target = os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target"))
    return (
        [os.path.join(target, "release", "escaque-cli"), "perft"],
        [os.path.join(target, "release", "examples", "perft_shakmaty")],
    )


def run(cmd, depth, fen):
    """(nodes, cpu seconds, wall seconds) of one process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    out = subprocess.run([*cmd, str(depth), *fen.split()], check=True, capture_output=True, text=True).stdout
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return int(out.split()[-1]), cpu, wall


def main():
    ours, theirs = build()
    start_fen = POSITIONS[0][1]
    # What starting a process costs, subtracted from every run below.
    base = {}
    for name, cmd in (("ours", ours), ("shakmaty", theirs)):
        runs = [run(cmd, 0, start_fen) for _ in range(RUNS)]
        base[name] = (statistics.median(r[1] for r in runs), statistics.median(r[2] for r in runs))
    print(f"release profile, median of {RUNS} runs each, alternating; process start subtracted "
          f"(ours {base['ours'][1] * 1e3:.1f} ms, shakmaty {base['shakmaty'][1] * 1e3:.1f} ms wall)")
    print(f"{'position':<9} {'depth':>5} {'nodes':>11} {'ours Mn/s':>10} {'shak Mn/s':>10} "
          f"{'ratio cpu':>9} {'ratio wall':>10}")
    tot = {"ours": [0.0, 0.0], "shakmaty": [0.0, 0.0]}
    nodes_total = 0
    for name, fen, depth in POSITIONS:
        depth -= QUICK
        samples = {"ours": [], "shakmaty": []}
        nodes = set()
        for i in range(RUNS):
            order = [("ours", ours), ("shakmaty", theirs)]
            for who, cmd in order if i % 2 == 0 else order[::-1]:
                n, cpu, wall = run(cmd, depth, fen)
                nodes.add(n)
                samples[who].append((max(cpu - base[who][0], 1e-6), max(wall - base[who][1], 1e-6)))
        assert len(nodes) == 1, f"{name}: node counts differ: {nodes}"
        n = nodes.pop()
        nodes_total += n
        med = {w: (statistics.median(s[0] for s in v), statistics.median(s[1] for s in v)) for w, v in samples.items()}
        for w in tot:
            tot[w][0] += med[w][0]
            tot[w][1] += med[w][1]
        print(f"{name:<9} {depth:>5} {n:>11} {n / med['ours'][0] / 1e6:>10.1f} {n / med['shakmaty'][0] / 1e6:>10.1f} "
              f"{med['shakmaty'][0] / med['ours'][0]:>9.2f} {med['shakmaty'][1] / med['ours'][1]:>10.2f}")
    print(f"{'all':<9} {'':>5} {nodes_total:>11} {nodes_total / tot['ours'][0] / 1e6:>10.1f} "
          f"{nodes_total / tot['shakmaty'][0] / 1e6:>10.1f} {tot['shakmaty'][0] / tot['ours'][0]:>9.2f} "
          f"{tot['shakmaty'][1] / tot['ours'][1]:>10.2f}")
    print("ratio = ours / shakmaty in nodes per second (> 1: escaque-cli is faster); Mn/s from CPU time")


if __name__ == "__main__":
    sys.exit(main())
