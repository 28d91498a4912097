#!/usr/bin/env python3
"""The driver of scripts/peer-bench: writes the scene files, runs Strata and every peer's harness
on every scene at every size, run after run, and prints the table of ratios to the fastest peer,
the targets' verdicts and their summary line; writes docs/peers/results.md and one side-by-side
comparison picture per scene.

Standard library only, except the comparison pictures (Pillow, from the peers' environment);
the smoke test (--only-strata) runs it with the system's python3.

Timing is done inside each harness process (see scenes.py): warm-up frames, then the median of
up to --samples frames of one frame each; process start, scene building and file writing are not
timed. With --runs N every harness runs N times, interleaved (run 1 of every engine and scene,
then run 2, ...), and the table gives the median of the N medians.
"""

import argparse
import datetime
import json
import os
import platform
import shlex
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True  # no __pycache__ beside the sources
sys.path.insert(0, HERE)
import scenes  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(HERE))

# The engines, in the table's order. "kind" says how the harness is started.
ENGINES = [
    ("strata", "Strata"),
    ("thorvg", "ThorVG"),
    ("blend2d", "Blend2D"),
    ("skia", "Skia"),
    ("qt6-quick-software", "Qt Quick (software)"),
    ("gtk4-gsk", "GTK 4 GSK (cairo)"),
]
PEERS = [name for name, _ in ENGINES if name != "strata"]
LABELS = dict(ENGINES)

# Targets (issue 41): Strata's median at most this times the fastest peer's, per scene and size;
# whole-frame time from the smallest to the largest size at most the pixel ratio times GROWTH_TOLERANCE.
RATIO_LIMIT = 0.8
MOVED_RATIO_LIMIT = 0.05
GROWTH_TOLERANCE = 1.15
WHOLE_FRAME_SCENES = ["rects", "shadows", "groups", "images", "layers"]
HARNESS_TIMEOUT = 600  # seconds for one harness process


def log(message):
    print(f"peer-bench: {message}", file=sys.stderr, flush=True)


def parse_sizes(text):
    sizes = []
    for part in text.split(","):
        try:
            sizes.append(scenes.parse_size(part.strip()))
        except argparse.ArgumentTypeError as error:
            raise argparse.ArgumentTypeError(str(error))
    if not sizes:
        raise argparse.ArgumentTypeError("no sizes")
    return sizes


def parse_scenes(text):
    chosen = [s.strip() for s in text.split(",") if s.strip()]
    unknown = [s for s in chosen if s not in scenes.SCENE_NAMES]
    if unknown or not chosen:
        raise argparse.ArgumentTypeError(f"unknown scene(s) {', '.join(unknown) or '(none)'}; "
                                         f"choose from {', '.join(scenes.SCENE_NAMES)}")
    return chosen


def size_text(size):
    return f"{size[0]}x{size[1]}"


# ---- Running the harnesses.

class Engines:
    """How each engine's harness is started, and why one cannot be."""

    def __init__(self, args):
        self.args = args
        self.unavailable = dict(args.unavailable)
        self.strata = os.environ.get("STRATA") or os.path.join(ROOT, ".build", "release", "strata")
        if "strata" not in self.unavailable and not (os.path.isfile(self.strata) and os.access(self.strata, os.X_OK)):
            self.unavailable["strata"] = (f"{self.strata} not found (build it: swift build -c release --product strata, "
                                          "or set STRATA)")
        python = args.python
        for name in ("thorvg", "blend2d", "skia"):
            if name not in self.unavailable and not (python and os.access(python, os.X_OK)):
                self.unavailable[name] = "no Python environment for the peers (.venv-peers)"
        for name, binary in (("gtk4-gsk", "gsk-harness"), ("qt6-quick-software", "qtquick-harness")):
            path = os.path.join(args.harness_dir, binary)
            if name not in self.unavailable and not os.access(path, os.X_OK):
                self.unavailable[name] = f"harness not built ({path})"

    def command(self, name, scene_file, scene, png):
        common = ["--scene-file", scene_file, "--scene", scene, "--samples", str(self.args.samples),
                  "--budget", str(self.args.budget), "--png", png]
        if name == "strata":
            return [self.strata, "peer-scene"] + common
        if name in ("thorvg", "blend2d", "skia"):
            return [self.args.python, os.path.join(HERE, f"{name}_harness.py")] + common
        binary = "gsk-harness" if name == "gtk4-gsk" else "qtquick-harness"
        return [os.path.join(self.args.harness_dir, binary)] + common

    def environment(self, name):
        env = dict(os.environ)
        if name == "qt6-quick-software":
            env["QT_QPA_PLATFORM"] = "offscreen"
            env["QT_QUICK_BACKEND"] = "software"
            runtime = os.path.join(self.args.work, "xdg-runtime")
            os.makedirs(runtime, mode=0o700, exist_ok=True)
            env["XDG_RUNTIME_DIR"] = runtime
        if name == "gtk4-gsk":
            # Rendering offscreen needs no display; none is opened.
            env.pop("DISPLAY", None)
            env.pop("WAYLAND_DISPLAY", None)
        return env

    def run(self, name, scene_file, scene, size, png):
        """One harness process: its result (a dict with "median_ms" or "unavailable")."""
        base = {"engine": name, "scene": scene, "size": size}
        if name in self.unavailable:
            return dict(base, unavailable=self.unavailable[name])
        command = self.command(name, scene_file, scene, png)
        try:
            done = subprocess.run(command, capture_output=True, text=True, timeout=HARNESS_TIMEOUT,
                                  env=self.environment(name), cwd=ROOT)
        except subprocess.TimeoutExpired:
            return dict(base, unavailable=f"timed out after {HARNESS_TIMEOUT} s")
        except OSError as error:
            return dict(base, unavailable=f"could not start: {error}")
        result = None
        for line in reversed(done.stdout.splitlines()):
            if line.startswith("{"):
                try:
                    result = json.loads(line)
                except ValueError:
                    continue
                break
        if result is not None and ("median_ms" in result or "unavailable" in result):
            result.update(base)
            return result
        lines = [line.strip() for line in done.stderr.splitlines() if line.strip()] or ["no output"]
        errors = [line for line in lines if "error" in line.lower()]
        last = (errors or lines)[-1][:200]
        if done.returncode < 0:
            return dict(base, unavailable=f"harness crashed (signal {-done.returncode}): {last}")
        return dict(base, unavailable=f"harness failed (exit {done.returncode}): {last}")


def median(values):
    return scenes.median(values) if values else None


def aggregate(results):
    """(engine, scene, size) -> the row: median of the runs' medians, or the reason none ran."""
    grouped = {}
    for r in results:
        grouped.setdefault((r["engine"], r["scene"], r["size"]), []).append(r)
    rows = {}
    for key, runs in grouped.items():
        timed = [r for r in runs if "median_ms" in r]
        if timed:
            last = timed[-1]
            rows[key] = {"median_ms": median([r["median_ms"] for r in timed]), "runs": len(timed),
                         "samples": last.get("samples"), "threads": last.get("threads"), "note": last.get("note", ""),
                         "png": last.get("png"), "failed_runs": len(runs) - len(timed)}
        else:
            rows[key] = {"unavailable": runs[-1]["unavailable"]}
    return rows


# ---- The table and the targets.

def fastest_peer(rows, scene, size):
    timed = [(rows[(p, scene, size)]["median_ms"], p) for p in PEERS
             if "median_ms" in rows.get((p, scene, size), {})]
    return min(timed) if timed else None


def ratio_text(value):
    return f"{value:.2f}x" if value is not None else "-"


def cell(rows, engine, scene, size):
    row = rows.get((engine, scene, size))
    if row is None:
        return "-"
    if "median_ms" not in row:
        return "n/a"
    best = fastest_peer(rows, scene, size)
    ratio = row["median_ms"] / best[0] if best else None
    return f"{ratio_text(ratio)} ({row['median_ms']:.3g} ms)"


def matrix_lines(rows, chosen_scenes, sizes, engines, markdown):
    """The compact table: a row per scene and size, a column per engine, ratio (median)."""
    header = ["scene", "size"] + [LABELS[e] for e in engines] + ["fastest peer"]
    body = []
    for size in sizes:
        for scene in chosen_scenes:
            best = fastest_peer(rows, scene, size)
            body.append([scene, size] + [cell(rows, e, scene, size) for e in engines]
                        + [LABELS[best[1]] if best else "none"])
    return format_table(header, body, markdown)


def detail_lines(rows, chosen_scenes, sizes, engines, markdown):
    """A row per engine, scene and size: the median, its ratio, threads and how it drew (or why not)."""
    header = ["scene", "size", "engine", "median", "ratio to fastest peer", "threads", "how it drew / why not"]
    body = []
    for size in sizes:
        for scene in chosen_scenes:
            best = fastest_peer(rows, scene, size)
            for engine in engines:
                row = rows.get((engine, scene, size))
                if row is None:
                    continue
                if "median_ms" in row:
                    ratio = row["median_ms"] / best[0] if best else None
                    note = row["note"]
                    if row["failed_runs"]:
                        note += f" ({row['failed_runs']} run(s) failed)"
                    body.append([scene, size, LABELS[engine], f"{row['median_ms']:.3f} ms", ratio_text(ratio),
                                 str(row["threads"]), note])
                else:
                    body.append([scene, size, LABELS[engine], "-", "-", "-", f"not available: {row['unavailable']}"])
    return format_table(header, body, markdown)


def format_table(header, body, markdown):
    if markdown:
        lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
        lines += ["| " + " | ".join(c.replace("|", "/") for c in row) + " |" for row in body]
        return lines
    widths = [max(len(str(r[i])) for r in [header] + body) for i in range(len(header))]
    # The last column (notes) is not padded.
    widths[-1] = 0
    fmt = lambda row: "  ".join(str(c).ljust(w) for c, w in zip(row, widths)).rstrip()  # noqa: E731
    return [fmt(header)] + [fmt(row) for row in body]


def check_targets(rows, chosen_scenes, sizes):
    """[(name, met: True/False/None for not measured, reading)] for every target."""
    verdicts = []
    for size in sizes:
        for scene in chosen_scenes:
            limit = MOVED_RATIO_LIMIT if scene == "rects-moved" else RATIO_LIMIT
            name = f"{scene} {size}: Strata <= {limit}x the fastest peer"
            best = fastest_peer(rows, scene, size)
            ours = rows.get(("strata", scene, size), {})
            if best is None:
                continue  # no peer expresses the scene: no target
            if "median_ms" not in ours:
                verdicts.append((name, None, "Strata not measured: " + ours.get("unavailable", "?")))
                continue
            ratio = ours["median_ms"] / best[0]
            verdicts.append((name, ratio <= limit, f"{ratio:.3f}x {LABELS[best[1]]} "
                                                   f"({ours['median_ms']:.3f} ms vs {best[0]:.3f} ms)"))
    if len(sizes) >= 2:
        small, large = sizes[0], sizes[-1]
        (sw, sh), (lw, lh) = [tuple(int(v) for v in s.split("x")) for s in (small, large)]
        pixels = (lw * lh) / (sw * sh)
        for scene in chosen_scenes:
            if scene not in WHOLE_FRAME_SCENES:
                continue
            name = f"{scene}: Strata {small} -> {large} <= {pixels:.2f} x {GROWTH_TOLERANCE} (linear in pixels)"
            a, b = rows.get(("strata", scene, small), {}), rows.get(("strata", scene, large), {})
            if "median_ms" not in a or "median_ms" not in b:
                verdicts.append((name, None, "Strata not measured at both sizes"))
                continue
            growth = b["median_ms"] / a["median_ms"]
            verdicts.append((name, growth <= pixels * GROWTH_TOLERANCE,
                             f"x{growth:.2f} ({a['median_ms']:.3f} -> {b['median_ms']:.3f} ms)"))
    return verdicts


# ---- Machine, results file and comparison pictures.

def machine():
    model = platform.processor() or "unknown CPU"
    try:
        out = subprocess.run(["lscpu"], capture_output=True, text=True, timeout=10).stdout
        for line in out.splitlines():
            if line.startswith("Model name:"):
                model = line.split(":", 1)[1].strip()
    except (OSError, subprocess.SubprocessError):
        pass
    return f"{model}, {os.cpu_count()} cores, Linux {platform.release()}"


def write_results(path, args, rows, chosen_scenes, sizes, verdicts, started, elapsed):
    engines = [name for name, _ in ENGINES]
    command = "scripts/peer-bench " + " ".join(shlex.quote(a) for a in args.original_arguments)
    lines = ["# Peer bench results", "",
             f"Machine: {machine()}. Run {started:%Y-%m-%d %H:%M} UTC, {elapsed / 60:.1f} minutes.", "",
             f"Reproduce: `{command.strip()}` (from the repository root; see README.md here).", "",
             f"Each cell: the ratio to the fastest peer on that row (median of {args.runs} run(s) of each harness, "
             "each the median of up to "
             f"{args.samples} frames), and the median time. Strata's column is Strata's ratio to the fastest peer.",
             "Times were taken on a shared machine: only the ratios within one run mean anything.", ""]
    lines += matrix_lines(rows, chosen_scenes, sizes, engines, markdown=True)
    lines += ["", "## Targets", ""]
    if verdicts:
        lines += [f"- {'met' if met else 'MISSED' if met is False else 'NOT MEASURED'}: {name}: {reading}"
                  for name, met, reading in verdicts]
    else:
        lines.append("- none judged")
    lines += ["", "## Every row", ""]
    lines += detail_lines(rows, chosen_scenes, sizes, engines, markdown=True)
    lines.append("")
    with open(path, "w") as out:
        out.write("\n".join(lines))


def comparison_pictures(rows, chosen_scenes, size, scene_file, out_dir):
    """One PNG per scene: each engine's picture (a thumbnail of the whole frame and a 1:1 crop),
    labelled, side by side. Needs Pillow; returns the files written."""
    try:
        from PIL import Image, ImageDraw, ImageFont
    except ImportError:
        log("Pillow not importable: no comparison pictures")
        return []
    try:
        font = ImageFont.load_default(size=15)
    except TypeError:
        font = ImageFont.load_default()
    data = scenes.load(scene_file)
    width, height = data["width"], data["height"]
    tile_w, thumb_h, crop_h, label_h = 480, 270, 270, 44
    columns = 3
    written = []
    for scene in chosen_scenes:
        spec = data["scenes"][scene]
        crop_x, crop_y = 0, 0
        marker = None
        if spec["moved"]:
            moved = spec["rects"][spec["moved"]["index"]]
            crop_x = int(min(max(moved["x"] - tile_w / 2, 0), width - tile_w))
            crop_y = int(min(max(moved["y"] - crop_h / 2, 0), height - crop_h))
            # The moved rectangle where the picture shows it, outlined in the crop.
            left = moved["x"] + spec["moved"]["dx"] - crop_x
            top = moved["y"] + spec["moved"]["dy"] - crop_y
            marker = (left - 2, top - 2, left + moved["w"] + 2, top + moved["h"] + 2)
        engines = [name for name, _ in ENGINES]
        rows_needed = (len(engines) + columns - 1) // columns
        sheet = Image.new("RGB", (columns * tile_w + (columns - 1) * 8, rows_needed * (label_h + thumb_h + crop_h + 12)),
                          "white")
        draw = ImageDraw.Draw(sheet)
        for index, engine in enumerate(engines):
            x0 = (index % columns) * (tile_w + 8)
            y0 = (index // columns) * (label_h + thumb_h + crop_h + 12)
            row = rows.get((engine, scene, size), {})
            best = fastest_peer(rows, scene, size)
            if "median_ms" in row and row.get("png") and os.path.exists(row["png"]):
                ratio = row["median_ms"] / best[0] if best else None
                title = f"{LABELS[engine]}: {row['median_ms']:.3f} ms, {ratio_text(ratio)} fastest peer"
                picture = Image.open(row["png"]).convert("RGB")
                thumb = picture.resize((tile_w, thumb_h), Image.LANCZOS)
                sheet.paste(thumb, (x0, y0 + label_h))
                crop_top = y0 + label_h + thumb_h + 4
                sheet.paste(picture.crop((crop_x, crop_y, crop_x + tile_w, crop_y + crop_h)), (x0, crop_top))
                subtitle = f"whole frame, then 1:1 crop at ({crop_x}, {crop_y})"
                if marker:
                    draw.rectangle((x0 + marker[0], crop_top + marker[1], x0 + marker[2], crop_top + marker[3]),
                                   outline="red")
                    subtitle += "; red: the moved rectangle"
            else:
                title = f"{LABELS[engine]}: not available"
                subtitle = (row.get("unavailable") or "not run")[:70]
                draw.rectangle((x0, y0 + label_h, x0 + tile_w - 1, y0 + label_h + thumb_h + crop_h + 3), fill="#dddddd")
            draw.text((x0 + 2, y0 + 4), title, fill="black", font=font)
            draw.text((x0 + 2, y0 + 24), subtitle, fill="#444444", font=font)
        path = os.path.join(out_dir, f"{scene}.png")
        # 256 colours, no dithering: the sheets are for seeing that the engines drew the same thing,
        # and committed after every run, so a quarter of the bytes matters more than exact levels.
        sheet.quantize(colors=256, dither=Image.Dither.NONE).save(path, optimize=True)
        written.append(path)
    return written


# ---- The smoke mode.

def only_strata(args, engines):
    """The harness sources compile (Python byte-compiles; C and C++ syntax-checked when their
    headers are installed) and the Strata column runs every scene at a small size."""
    failures = []
    passed = 0
    for name in ["scenes.py", "peer_bench.py", "thorvg_harness.py", "blend2d_harness.py", "skia_harness.py"]:
        path = os.path.join(HERE, name)
        try:
            with open(path) as source:
                compile(source.read(), path, "exec")
            passed += 1
        except (OSError, SyntaxError) as error:
            failures.append(f"{name}: {error}")
    log(f"{passed} Python harness sources compile")
    for source, compiler, packages, extra in (
            ("gsk-harness.c", "gcc", ["gtk4"], []),
            ("qtquick-harness.cpp", "g++", ["Qt6Quick", "Qt6Qml", "Qt6Gui", "Qt6Core"], ["-std=c++17", "-fPIC"])):
        try:
            flags = subprocess.run(["pkg-config", "--cflags"] + packages, capture_output=True, text=True, timeout=30)
        except OSError:
            log(f"{source}: not checked (no pkg-config)")
            continue
        if flags.returncode != 0:
            log(f"{source}: not checked ({' '.join(packages)} development files not installed; scripts/setup installs them)")
            continue
        check = subprocess.run([compiler, "-fsyntax-only"] + extra + [os.path.join(HERE, source)] + flags.stdout.split(),
                               capture_output=True, text=True)
        if check.returncode != 0:
            failures.append(f"{source}: {(check.stderr.strip().splitlines() or ['?'])[0]}")
        else:
            passed += 1
            log(f"{source}: compiles")
    size = args.sizes[0]
    scene_file = os.path.join(args.work, f"scenes-{size_text(size)}.json")
    scenes.write(scene_file, *size)
    ran = 0
    for scene in args.scenes:
        png = os.path.join(args.work, f"strata-{scene}-{size_text(size)}.png")
        result = engines.run("strata", scene_file, scene, size_text(size), png)
        if "median_ms" in result and os.path.exists(png):
            ran += 1
            passed += 1
            log(f"strata {scene} {size_text(size)}: {result['median_ms']:.3f} ms ({result.get('samples')} frames)")
        else:
            failures.append(f"strata {scene}: {result.get('unavailable', 'no picture written')}")
    for failure in failures:
        log(f"FAILED: {failure}")
    print(f"peer-bench --only-strata: {passed} passed, {len(failures)} failed")
    if ran == 0:
        return 3
    return 1 if failures else 0


# ---- Main.

def main(argv):
    parser = argparse.ArgumentParser(prog="peer_bench.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=parse_sizes, default=[(1920, 1080), (3840, 2160)])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--scenes", type=parse_scenes, default=list(scenes.SCENE_NAMES))
    parser.add_argument("--samples", type=int, default=15)
    parser.add_argument("--budget", type=float, default=1.0)
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--only-strata", action="store_true")
    parser.add_argument("--engines", default=",".join(name for name, _ in ENGINES))
    parser.add_argument("--python", default="")
    parser.add_argument("--harness-dir", default=os.path.join(ROOT, ".build", "peers"))
    parser.add_argument("--work", default=os.path.join(ROOT, ".build", "peers", "run"))
    parser.add_argument("--out", default=os.path.join(ROOT, "docs", "peers"))
    parser.add_argument("--unavailable", action="append", default=[], type=lambda t: tuple(t.split("=", 1)),
                        help="ENGINE=REASON: an engine that cannot run, and why")
    parser.add_argument("--original-arguments", default="", help="the entry point's arguments, for the results file")
    parser.add_argument("--validate-only", action="store_true", help="check the arguments and exit")
    try:
        args = parser.parse_args(argv)
    except SystemExit as exit_:
        return 2 if exit_.code else 0
    args.original_arguments = shlex.split(args.original_arguments)
    if not 1 <= args.runs <= 100 or not 3 <= args.samples <= 100_000 or not 0 < args.budget <= 3600:
        print("peer-bench: --runs from 1 to 100, --samples from 3 to 100000, --budget above 0", file=sys.stderr)
        return 2
    chosen = [e.strip() for e in args.engines.split(",") if e.strip()]
    if any(e not in LABELS for e in chosen) or "strata" not in chosen:
        print(f"peer-bench: --engines must include strata and name only {', '.join(LABELS)}", file=sys.stderr)
        return 2
    if any(len(pair) != 2 for pair in args.unavailable):
        print("peer-bench: --unavailable takes ENGINE=REASON", file=sys.stderr)
        return 2
    if args.validate_only:
        return 0
    os.makedirs(args.work, exist_ok=True)
    engines = Engines(args)
    if args.only_strata:
        return only_strata(args, engines)

    started = datetime.datetime.now(datetime.timezone.utc)
    clock = time.monotonic()
    files = {}
    for size in args.sizes:
        files[size_text(size)] = os.path.join(args.work, f"scenes-{size_text(size)}.json")
        scenes.write(files[size_text(size)], *size)
    sizes = [size_text(s) for s in args.sizes]
    for name in chosen:
        if name in engines.unavailable:
            log(f"{LABELS[name]}: not available: {engines.unavailable[name]}")
    results = []
    for run in range(1, args.runs + 1):
        for size in sizes:
            for scene in args.scenes:
                readings = []
                for name in chosen:
                    png = os.path.join(args.work, f"{name}-{scene}-{size}.png")
                    result = engines.run(name, files[size], scene, size, png)
                    results.append(result)
                    readings.append(f"{name} {result['median_ms']:.3f} ms" if "median_ms" in result else f"{name} n/a")
                log(f"run {run}/{args.runs} {size} {scene}: " + ", ".join(readings)
                    + f" [{(time.monotonic() - clock) / 60:.1f} min]")
    elapsed = time.monotonic() - clock
    rows = aggregate(results)
    if not any("median_ms" in row for row in rows.values()):
        print("peer-bench: nothing could run", file=sys.stderr)
        for name in chosen:
            row = next((r for k, r in rows.items() if k[0] == name), {})
            print(f"  {LABELS[name]}: {row.get('unavailable', 'not run')}", file=sys.stderr)
        return 3

    engine_columns = [e for e in (name for name, _ in ENGINES) if e in chosen]
    print(f"peer-bench: {', '.join(sizes)}, {args.runs} run(s), up to {args.samples} frames each; "
          f"ratio to the fastest peer (median time); {machine()}")
    for line in matrix_lines(rows, args.scenes, sizes, engine_columns, markdown=False):
        print("  " + line)
    print("every row:")
    for line in detail_lines(rows, args.scenes, sizes, engine_columns, markdown=False):
        print("  " + line)
    verdicts = check_targets(rows, args.scenes, sizes)
    print("targets (issue 41):")
    for name, met, reading in verdicts:
        print(f"  {'met   ' if met else 'MISSED' if met is False else 'NOT MEASURED'}  {name}: {reading}")

    os.makedirs(args.out, exist_ok=True)
    write_results(os.path.join(args.out, "results.md"), args, rows, args.scenes, sizes, verdicts, started, elapsed)
    pictures = comparison_pictures(rows, args.scenes, sizes[0], files[sizes[0]], args.out)
    log(f"wrote {os.path.relpath(os.path.join(args.out, 'results.md'), ROOT)} and {len(pictures)} comparison picture(s) "
        f"in {elapsed / 60:.1f} minutes")

    missed = [name for name, met, _ in verdicts if met is False]
    unmeasured = [name for name, met, _ in verdicts if met is None]
    met_count = sum(1 for _, met, _ in verdicts if met)
    summary = f"peer-bench: {met_count} of {len(verdicts)} targets met"
    if missed:
        summary += f"; missed: {'; '.join(missed)}"
    if unmeasured:
        summary += f"; not measured: {len(unmeasured)}"
    print(summary)
    if args.check and (missed or unmeasured or not verdicts):
        return 4
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
