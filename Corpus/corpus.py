#!/usr/bin/env python3
"""Compiles public SwiftUI and UIKit apps against Earshot and hosts each one (Corpus/README.md).

It fetches nothing: the sources must already be checked out under Corpus/sources/OWNER+NAME at
the commits the manifests (Corpus/swiftui.json, Corpus/uikit.json) name. For each unit it copies
the unit's files with the import rule applied into a generated package (.build-corpus/package,
one executable target per unit, depending on Earshot by path), adds a main file that hosts the
root in a 390 x 844 window, builds the unit alone, runs it, and prints VoiceOver's transcript and
the audit. Units that fail with the import rule alone go through `earshot port` when that
command exists. Results: a summary table, .build-corpus/results.json, and with --gaps FILE the
missing names ranked by how many units they block.
"""

import argparse
import datetime
import json
import os
import re
import shutil
import subprocess
import sys
from collections import defaultdict

CORPUS = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(CORPUS)
WORK = os.path.join(ROOT, ".build-corpus")
PACKAGE = os.path.join(WORK, "package")
MANIFESTS = {"swiftui": "swiftui.json", "uikit": "uikit.json"}

# The import rule (README "Real apps"): these modules become Earshot; Foundation stays.
RULE_MODULES = {"SwiftUI", "Combine", "Observation", "CoreGraphics", "QuartzCore", "UIKit"}
IMPORT_LINE = re.compile(
    r"^(?P<indent>\s*)(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*import\s+"
    r"(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?"
    r"(?P<module>[A-Za-z_][A-Za-z0-9_]*)(?:\.[A-Za-z0-9_.]+)?\s*(?://.*)?$"
)
MAIN_ATTRIBUTE = re.compile(r"(^|\s)@(main|UIApplicationMain)\b")
# The driver's summary of a failed job says nothing the compiler's own errors do not.
NOISE = re.compile(r"(emit-module|compile|link) command failed|fatalError")
ERROR_LINE = re.compile(r"^(?P<file>[^:\s][^:]*):(?P<line>\d+):(?P<column>\d+): error: (?P<message>.*)$")


def fail(message, code=2):
    print(f"corpus: {message}", file=sys.stderr)
    sys.exit(code)


def load_units(corpora, wanted):
    units = []
    for corpus in corpora:
        path = os.path.join(CORPUS, MANIFESTS[corpus])
        try:
            with open(path, encoding="utf-8") as handle:
                manifest = json.load(handle)
        except (OSError, ValueError) as error:
            fail(f"cannot read the manifest {path}: {error}")
        for unit in manifest["units"]:
            for key in ("id", "repository", "commit", "licence", "paths", "root"):
                if key not in unit:
                    fail(f"{path}: unit {unit.get('id', '?')} has no '{key}'")
            unit["corpus"] = corpus
            units.append(unit)
    ids = [unit["id"] for unit in units]
    duplicates = {i for i in ids if ids.count(i) > 1}
    if duplicates:
        fail(f"unit ids used twice: {', '.join(sorted(duplicates))}")
    if wanted:
        unknown = [w for w in wanted if w not in ids]
        if unknown:
            fail(f"no unit named {', '.join(unknown)} (units: {', '.join(ids)})")
        units = [unit for unit in units if unit["id"] in wanted]
    return units


def checkout_dir(sources, repository):
    return os.path.join(sources, repository.replace("/", "+"))


def expand(checkout, path):
    """The files a manifest path names: the file, or every .swift file below a path ending in /."""
    full = os.path.join(checkout, path)
    if not path.endswith("/"):
        return [path] if os.path.isfile(full) else None
    if not os.path.isdir(full):
        return None
    found = []
    for directory, _, names in os.walk(full):
        for name in names:
            found.append(os.path.relpath(os.path.join(directory, name), checkout))
    return sorted(found)


def locate(unit, sources):
    """The unit's files and resources inside its checkout, or the problems that stop it."""
    checkout = checkout_dir(sources, unit["repository"])
    problems = []
    if not os.path.isdir(checkout):
        return None, None, [
            f"unit {unit['id']}: no checkout of {unit['repository']} at {checkout} "
            f"(clone it and check out {unit['commit']}; see Corpus/README.md)"
        ]
    head = git_head(checkout)
    if head is not None and head != unit["commit"]:
        problems.append(
            f"unit {unit['id']}: {checkout} is at {head}, the manifest names {unit['commit']} "
            f"(git -C {checkout} checkout {unit['commit']})"
        )
    files = []
    for path in unit["paths"]:
        found = expand(checkout, path)
        if found is None:
            problems.append(f"unit {unit['id']}: missing {os.path.join(checkout, path)}")
        else:
            files += [f for f in found if f.endswith(".swift")]
    resources = []
    for path in unit.get("resources", []):
        found = expand(checkout, path)
        if found is None:
            problems.append(f"unit {unit['id']}: missing resource {os.path.join(checkout, path)}")
        else:
            resources += found
    return [(checkout, f) for f in files], [(checkout, r) for r in resources], problems


def git_head(checkout):
    if not os.path.exists(os.path.join(checkout, ".git")):
        return None
    result = subprocess.run(["git", "-C", checkout, "rev-parse", "HEAD"], capture_output=True, text=True)
    return result.stdout.strip() if result.returncode == 0 else None


def apply_import_rule(text, dropped):
    """The import rule, line for line so compiler errors keep the original line numbers."""
    lines = text.split("\n")
    for index, line in enumerate(lines):
        match = IMPORT_LINE.match(line)
        if match:
            module = match.group("module")
            if module in RULE_MODULES:
                lines[index] = match.group("indent") + "import Earshot"
            elif module in dropped:
                lines[index] = match.group("indent") + f"// import {module}: compiled into this unit"
        elif "@main" in line or "@UIApplicationMain" in line:
            lines[index] = MAIN_ATTRIBUTE.sub(r"\1", line)
    return "\n".join(lines)


def write_if_changed(path, text):
    """Writes only changed files, so SwiftPM rebuilds only what changed."""
    try:
        with open(path, encoding="utf-8") as handle:
            if handle.read() == text:
                return
    except OSError:
        pass
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


def flat_names(files):
    """A file name for each source, unique within the target (the compiler rejects a name used twice)."""
    names, taken = {}, set()
    for checkout, path in files:
        parts = path.split("/")
        name = parts[-1]
        depth = 2
        while name in taken or name == "main.swift":
            name = "+".join(parts[-depth:]) if depth <= len(parts) else "unit-" + name
            depth += 1
        taken.add(name)
        names[(checkout, path)] = name
    return names


def main_file(unit):
    """Top-level code that hosts the unit's root as its app's window would, then speaks and audits it."""
    if unit["corpus"] == "swiftui":
        hosting = f"UIHostingController(rootView: {unit['root']})"
    else:
        hosting = unit["root"]
    return f"""// Generated by Corpus/run.sh for the corpus unit {unit['id']}: not part of the unit's source.
import Earshot
import Foundation

@MainActor func corpusHost() {{
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = {hosting}
    window.makeKeyAndVisible()
    let transcript = VoiceOver(window: window).transcript()
    print("--- transcript (\\(transcript.count) elements)")
    for line in transcript {{ print(line) }}
    let report = Auditor().audit(AccessibilityTree(window: window), screen: AuditScreen(name: "{unit['id']}"))
    print("--- audit (\\(report.findings.count) findings, \\(report.failingFindings.count) failing)")
    print(TextReportFormatter().format([report]), terminator: "")
}}

MainActor.assumeIsolated {{ corpusHost() }}
"""


def package_manifest(units):
    """One executable per unit, in the unit's Swift language mode: Xcode projects default to Swift 5,
    and an app compiles on iOS in its project's mode, so Swift 6's stricter checks would count
    errors the app never has (a unit may say "swiftLanguageMode": "6")."""
    dependency = os.path.basename(ROOT)
    targets = "\n".join(
        f'        .executableTarget(name: "{u["id"]}", dependencies: [.product(name: "Earshot", package: "{dependency}")], '
        f'swiftSettings: [.swiftLanguageMode(.v{u.get("swiftLanguageMode", "5")})]),'
        for u in units
    )
    return f"""// swift-tools-version: 6.1
// Generated by Corpus/run.sh: one executable per corpus unit, each depending on Earshot by path.
import PackageDescription

let package = Package(
    name: "EarshotCorpus",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "../..")],
    targets: [
{targets}
    ],
    swiftLanguageModes: [.v5]
)
"""


def stage(unit, files, ported=None):
    """Writes the unit's target: its files (import rule applied, or the ported ones) and the main file."""
    target = os.path.join(PACKAGE, "Sources", unit["id"])
    names = flat_names(files)
    wanted = {"main.swift"}
    origin = {}
    for key, name in names.items():
        checkout, path = key
        if ported is not None:
            text = ported[name]
        else:
            with open(os.path.join(checkout, path), encoding="utf-8", errors="replace") as handle:
                text = apply_import_rule(handle.read(), set(unit.get("dropImports", [])))
        write_if_changed(os.path.join(target, name), text)
        wanted.add(name)
        origin[name] = path
    write_if_changed(os.path.join(target, "main.swift"), main_file(unit))
    for name in os.listdir(target):
        if name not in wanted:
            os.remove(os.path.join(target, name))
    return target, origin


def build(unit, origin, timeout):
    command = ["swift", "build", "--package-path", PACKAGE, "--product", unit["id"]]
    try:
        result = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return False, [{"file": None, "line": None, "message": f"build timed out after {timeout} s"}], ""
    output = result.stdout + result.stderr
    errors, seen = [], set()
    target = os.path.join(PACKAGE, "Sources", unit["id"]) + os.sep
    for line in output.splitlines():
        match = ERROR_LINE.match(line)
        if match:
            path = match.group("file")
            name = os.path.basename(path)
            if path.startswith(target):
                shown = origin.get(name, f"{name} (generated)")
            else:
                shown = path
            entry = {"file": shown, "copy": path, "line": int(match.group("line")), "message": match.group("message")}
        elif line.startswith("error: ") and not NOISE.match(line[len("error: "):]):
            entry = {"file": None, "line": None, "message": line[len("error: "):]}
        else:
            continue
        key = (entry["file"], entry["line"], entry["message"])
        if key not in seen:
            seen.add(key)
            errors.append(entry)
    # The unit's own errors first: the generated hosting file fails only because of them.
    errors.sort(key=lambda e: bool(e["file"] and e["file"].endswith("(generated)")))
    if result.returncode != 0 and not errors:
        tail = [line for line in output.splitlines() if line.strip()][-5:]
        errors.append({"file": None, "line": None, "message": " / ".join(tail) or f"exit {result.returncode}"})
    return result.returncode == 0, errors, output


BIN_PATH = []


def executable_path(name):
    if not BIN_PATH:
        result = subprocess.run(
            ["swift", "build", "--package-path", PACKAGE, "--show-bin-path"], capture_output=True, text=True
        )
        BIN_PATH.append(result.stdout.strip())
    return os.path.join(BIN_PATH[0], name)


def run(unit, resources, timeout):
    """Runs the built unit from its own folder, with its resources beside it as in an app bundle."""
    folder = os.path.join(WORK, "run", unit["id"])
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    binary = os.path.join(folder, unit["id"])
    shutil.copy2(executable_path(unit["id"]), binary)
    for checkout, path in resources:
        shutil.copy2(os.path.join(checkout, path), os.path.join(folder, os.path.basename(path)))
    try:
        result = subprocess.run([binary], cwd=folder, capture_output=True, text=True, timeout=timeout)
        status, output = result.returncode, result.stdout + result.stderr
    except subprocess.TimeoutExpired as expired:
        status = "timeout"
        output = (expired.stdout or b"").decode(errors="replace") if isinstance(expired.stdout, bytes) else (expired.stdout or "")
        output += f"\n(timed out after {timeout} s)"
    with open(os.path.join(folder, "output.txt"), "w", encoding="utf-8") as handle:
        handle.write(output)
    transcript = re.search(r"^--- transcript \((\d+) elements\)", output, re.M)
    audit = re.search(r"^--- audit \((\d+) findings, (\d+) failing\)", output, re.M)
    return {
        "exit": status,
        "transcriptElements": int(transcript.group(1)) if transcript else None,
        "auditFindings": int(audit.group(1)) if audit else None,
        "auditFailing": int(audit.group(2)) if audit else None,
        "output": os.path.relpath(os.path.join(folder, "output.txt"), ROOT),
    }, output


def find_port(explicit):
    """`earshot port` if it exists: the binary given, $EARSHOT, or the repository's debug build."""
    candidates = [explicit, os.environ.get("EARSHOT"), os.path.join(ROOT, ".build", "debug", "earshot")]
    for candidate in candidates:
        if not candidate:
            continue
        if not os.path.isfile(candidate):
            if candidate == explicit:
                return None, f"{candidate} does not exist"
            continue
        probe = subprocess.run([candidate, "port", "--help"], capture_output=True, text=True)
        if probe.returncode == 0:
            return candidate, None
        return None, f"{candidate} has no `port` command yet"
    return None, "no earshot binary (build it with `swift build --product earshot`, or pass --earshot PATH)"


def port(unit, files, earshot, timeout):
    """Runs `earshot port` on the unit's import-ruled files; the rewritten files by name, or an error."""
    folder = os.path.join(WORK, "port", unit["id"])
    shutil.rmtree(folder, ignore_errors=True)
    given, rewritten = os.path.join(folder, "in"), os.path.join(folder, "out")
    os.makedirs(given)
    names = flat_names(files)
    paths = []
    for (checkout, path), name in names.items():
        with open(os.path.join(checkout, path), encoding="utf-8", errors="replace") as handle:
            text = apply_import_rule(handle.read(), set(unit.get("dropImports", [])))
        with open(os.path.join(given, name), "w", encoding="utf-8") as handle:
            handle.write(text)
        paths.append(os.path.join(given, name))
    try:
        result = subprocess.run(
            [earshot, "port", *paths, "--output", rewritten], capture_output=True, text=True, timeout=timeout
        )
    except subprocess.TimeoutExpired:
        return None, f"earshot port timed out after {timeout} s"
    if result.returncode != 0:
        last = (result.stderr or result.stdout).strip().splitlines()
        return None, last[-1] if last else f"earshot port exited {result.returncode}"
    ported = {}
    for name in names.values():
        try:
            with open(os.path.join(rewritten, name), encoding="utf-8") as handle:
                ported[name] = handle.read()
        except OSError:
            return None, f"earshot port wrote no {name} in {rewritten}"
    return ported, None


# Gap aggregation: the compiler's messages reduced to the API name each one says is missing.
OBJC = "@objc and #selector (need the Objective-C runtime: earshot port's work)"
# iOS's UIKit comes from Objective-C, whose main-actor annotations Swift imports as
# @preconcurrency: Swift 5 code calling it from nonisolated code gets at most a warning there.
ISOLATION = "main-actor isolation in Swift 5 code (@preconcurrency on iOS)"
GAP_PATTERNS = [
    (re.compile(r"main actor-isolated .* (?:from|in) a (?:synchronous )?nonisolated context|crosses into main actor-isolated code"), lambda m, s: ISOLATION),
    (re.compile(r"Objective-C interoperability is disabled|can only be used with the Objective-C runtime|only classes that inherit from NSObject can be declared '@objc'"), lambda m, s: OBJC),
    (re.compile(r"instance member '(.+?)' cannot be used on type '(.+?)'"), lambda m, s: f"{type_name(m[2])}.{m[1]} (static)"),
    (re.compile(r"member '(.+?)' in '(.+?)' produces result of type"), lambda m, s: f"{type_name(m[2])}.{m[1]} (static)"),
    (re.compile(r"reference to member '(.+?)' cannot be resolved without a contextual type"), lambda m, s: f".{m[1]} (implicit member)"),
    (re.compile(r"missing arguments? for parameters? (.+?) in call"), lambda m, s: f"{callee(s)}(…) (missing {m[1]})"),
    (re.compile(r"extra arguments? at positions? .+ in call"), lambda m, s: f"{callee(s)}(…) (extra arguments)"),
    (re.compile(r"trailing closure passed to parameter of type '(.+?)'"), lambda m, s: f"{callee(s)} {{ … }} (trailing closure)"),
    (re.compile(r"no such module '(.+?)'"), lambda m, s: f"module {m[1]}"),
    (re.compile(r"no macro named '(.+?)'"), lambda m, s: f"#{m[1]} (macro)"),
    (re.compile(r"unknown attribute '(.+?)'"), lambda m, s: f"@{m[1]} (attribute)"),
    (re.compile(r"cannot find (?:type )?'(.+?)' in scope"), lambda m, s: unqualified(m[1])),
    (re.compile(r"value of type '(.+?)' has no member '(.+?)'"), lambda m, s: f"{type_name(m[1])}.{m[2]}"),
    (re.compile(r"type '(.+?)' has no member '(.+?)'"), lambda m, s: f"{type_name(m[1])}.{m[2]}"),
    (re.compile(r"module '(.+?)' has no member named '(.+?)'"), lambda m, s: f"{m[1]}.{m[2]}"),
    (re.compile(r"'(.+?)' is not a member type of \w+ '(.+?)'"), lambda m, s: f"{type_name(m[2])}.{m[1]} (type)"),
    (re.compile(r"cannot infer contextual base in reference to member '(.+?)'"), lambda m, s: f".{m[1]} (implicit member)"),
    (re.compile(r"type '(.+?)' does not conform to protocol '(.+?)'"), lambda m, s: f"{type_name(m[1])}: {m[2]} (conformance)"),
    (re.compile(r"(method|property|initializer) does not override"), lambda m, s: f"override of {declared(s, m[1])}"),
    (re.compile(r"'(.+?)' is unavailable"), lambda m, s: f"{m[1]} (unavailable)"),
    (re.compile(r"extra argument '(.+?)' in call"), lambda m, s: f"{callee(s)}({m[1]}:) (argument)"),
    (re.compile(r"incorrect argument labels? in call \(have '(.*?)', expected '(.*?)'\)"), lambda m, s: f"{callee(s)}({m[1]}) (labels)"),
    (re.compile(r"extraneous argument labels? '(.*?)' in call"), lambda m, s: f"{callee(s)}({m[1]}) (labels)"),
    (re.compile(r"missing argument(?: for parameter| label)? '?([^' ]+)'? in call"), lambda m, s: f"{callee(s)}(…) (missing {m[1]})"),
    (re.compile(r"argument passed to call that takes no arguments"), lambda m, s: f"{callee(s)}(…) (arguments)"),
    (re.compile(r"no exact matches in call to (?:initializer|instance method|static method|global function)( '.+?')?"), lambda m, s: f"{callee(s)}(…) (overload)"),
]


def unqualified(name):
    """A name used alone: a type or a global, or (lower case) a member reached through self."""
    if name.startswith("$"):
        return "$projection of a property wrapper the compiler did not know"
    return name if name[:1].isupper() else f"{name} (unqualified: a member of self, or a global)"


def type_name(text):
    text = re.sub(r"^(some|any) ", "", text.strip())
    text = re.sub(r"<.*>", "", text).rstrip("?!")
    if text.startswith("(") or "->" in text:
        return "closure"
    return text


def callee(source):
    names = re.findall(r"(\.?[A-Za-z_][A-Za-z0-9_]*)\s*\(", source or "")
    return names[-1] if names else "call"


def declared(source, kind):
    match = re.search(r"\b(func|var|init)\s*([A-Za-z_][A-Za-z0-9_]*)?", source or "")
    if not match:
        return kind
    return f"{match.group(2)}()" if match.group(1) == "func" else (match.group(2) or "init")


def gap_key(error):
    source = None
    if error.get("copy") and error.get("line"):
        try:
            with open(error["copy"], encoding="utf-8", errors="replace") as handle:
                source = handle.read().split("\n")[error["line"] - 1]
        except (OSError, IndexError):
            source = None
    for pattern, name in GAP_PATTERNS:
        match = pattern.search(error["message"])
        if match:
            return name(match, source)
    return "other: " + re.sub(r"'[^']*'", "'…'", error["message"])


def write_gaps(path, results):
    blocked, occurrences, examples = defaultdict(set), defaultdict(int), {}
    failing = [r for r in results if r.get("compiled") is False]
    for result in failing:
        for error in result["allErrors"]:
            if error["file"] and error["file"].endswith("(generated)"):
                continue  # the hosting code fails only because the unit's own code did
            key = gap_key(error)
            blocked[key].add(result["id"])
            occurrences[key] += 1
            examples.setdefault(key, error["message"])
    repository = {r["id"]: r["repository"] for r in results}
    repositories = {k: {repository[i] for i in v} for k, v in blocked.items()}
    ranked = sorted(blocked, key=lambda k: (-len(blocked[k]), -len(repositories[k]), -occurrences[k], k))
    total = {c: sum(1 for r in results if r["corpus"] == c) for c in MANIFESTS}
    compiled = {c: sum(1 for r in results if r["corpus"] == c and r.get("compiled")) for c in MANIFESTS}
    # Units that failed are tried again after `earshot port`, when it ran (results say so).
    def after_port(corpus):
        mine = [r for r in results if r["corpus"] == corpus]
        if not any("ported" in r for r in mine):
            return ""
        ported = sum(bool(r.get("compiled") or r.get("ported")) for r in mine)
        return f" with the import rule alone, {ported}/{total[corpus]} after `earshot port`"

    # The command that regenerates this file: the corpus flag when only one corpus was run.
    command_corpus = "".join(f" --{c}" for c in MANIFESTS if total[c]) if sum(1 for c in MANIFESTS if total[c]) == 1 else ""
    lines = [
        "# What blocks the real apps",
        "",
        f"Generated by `Corpus/run.sh{command_corpus} --gaps {os.path.relpath(path, ROOT)}` from the compiler's errors on the corpora",
        "(Corpus/README.md). Each row is one missing or mismatched API, reduced from the compiler's message;",
        "\"units\" counts the units whose build reported it, \"repos\" the repositories they come from",
        "(the seven JXSegmentedView units share one library, so its gaps count seven times). The",
        "compiler stops early in an expression it cannot type-check, so a fixed row can uncover",
        "others: the list is a lower bound, to be regenerated after each round. \"main-actor isolation",
        "in Swift 5 code\" gathers the errors Swift 5 code gets for calling Earshot's main-actor API from",
        "nonisolated code; iOS's Objective-C-imported UIKit is @preconcurrency, so there they are at",
        "most warnings.",
        "",
        f"Measured {datetime.date.today().isoformat()} on Earshot {earshot_commit()}: "
        + ", ".join(f"{c} {compiled[c]}/{total[c]} compile{after_port(c)}" for c in MANIFESTS if total[c]),
        "",
        "| rank | API | units | repos | errors | compiler's message (first seen) |",
        "| ---: | --- | ---: | ---: | ---: | --- |",
    ]
    for rank, key in enumerate(ranked, 1):
        # An unrecognised message names the app's own identifiers; its row shows them elided.
        example = "" if key.startswith("other: ") else examples[key].replace("|", "\\|")
        lines.append(
            f"| {rank} | `{key}` | {len(blocked[key])} | {len(repositories[key])} | {occurrences[key]} | {example} |"
        )
    # The units with the fewest distinct gaps, and which: where one more API makes an app compile.
    needs = defaultdict(set)
    for key, ids in blocked.items():
        for unit_id in ids:
            needs[unit_id].add(key)
    nearest = sorted(needs, key=lambda i: (len(needs[i]), i))
    lines += [
        "",
        "## Nearest to compiling",
        "",
        "The units with the fewest distinct rows above, and those rows.",
        "",
        "| unit | rows | what it needs |",
        "| --- | ---: | --- |",
    ]
    for unit_id in nearest[:12]:
        listed = ", ".join(f"`{k}`" for k in sorted(needs[unit_id], key=lambda k: ranked.index(k)))
        lines.append(f"| {unit_id} | {len(needs[unit_id])} | {listed} |")
    with open(path, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines) + "\n")
    return ranked, blocked, occurrences


def earshot_commit():
    """The last commit that changed what the units compile against (not the corpus's own files)."""
    result = subprocess.run(
        ["git", "-C", ROOT, "log", "-1", "--format=%h", "--", "Sources", "Package.swift"], capture_output=True, text=True
    )
    dirty = subprocess.run(["git", "-C", ROOT, "status", "--porcelain", "--", "Sources", "Package.swift"], capture_output=True, text=True)
    return (result.stdout.strip() or "unknown") + (" with uncommitted changes" if dirty.stdout.strip() else "")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--unit", action="append", default=[], help="run only this unit (repeatable)")
    parser.add_argument("--swiftui", action="store_true", help="only the SwiftUI corpus")
    parser.add_argument("--uikit", action="store_true", help="only the UIKit corpus")
    parser.add_argument("--sources", default=os.path.join(CORPUS, "sources"), help="where the checkouts are")
    parser.add_argument("--earshot", help="the earshot binary whose `port` command rewrites UIKit units")
    parser.add_argument("--no-run", action="store_true", help="compile only")
    parser.add_argument("--quiet", action="store_true", help="print only the summary")
    parser.add_argument("--skip-missing", action="store_true", help="leave out units whose sources are missing")
    parser.add_argument("--build-timeout", type=int, default=3600, help="seconds per build (the first compiles Earshot)")
    parser.add_argument("--run-timeout", type=int, default=120, help="seconds per run")
    parser.add_argument("--gaps", help="write the ranked gap list (markdown) to this file")
    parser.add_argument("--gaps-from-results", metavar="FILE", help="write the gap list from the last run's results, building nothing")
    parser.add_argument("--print-clone-commands", action="store_true", help="print the git commands that fetch the sources, and stop")
    options = parser.parse_args()

    if options.print_clone_commands:
        seen = {}
        for unit in load_units(list(MANIFESTS), set()):
            seen.setdefault(unit["repository"], unit["commit"])
        for repository, commit in seen.items():
            folder = os.path.relpath(checkout_dir(options.sources, repository), os.getcwd())
            print(f"git clone https://github.com/{repository} {folder} && git -C {folder} checkout --quiet {commit}")
        return 0

    corpora = [c for c in MANIFESTS if getattr(options, c)] or list(MANIFESTS)
    if options.gaps_from_results:
        # Redraws the gap list from the last run's results, building nothing.
        try:
            with open(os.path.join(WORK, "results.json"), encoding="utf-8") as handle:
                saved = json.load(handle)["units"]
            with open(os.path.join(WORK, "errors.json"), encoding="utf-8") as handle:
                errors = json.load(handle)
        except (OSError, ValueError, KeyError) as error:
            fail(f"no results of an earlier run in {WORK}: {error}")
        for result in saved:
            result["allErrors"] = errors.get(result["id"], [])
        write_gaps(options.gaps_from_results, saved)
        print(f"gaps: {options.gaps_from_results}")
        return 0
    units = load_units(corpora, set(options.unit))
    located, missing = [], []
    for unit in units:
        files, resources, problems = locate(unit, options.sources)
        if problems:
            missing.append((unit, problems))
        else:
            located.append((unit, files, resources))
    for _, problems in missing:
        for problem in problems:
            print(f"corpus: {problem}", file=sys.stderr)
    if missing and not options.skip_missing:
        fail(f"{len(missing)} unit(s) without their sources; fetch them (Corpus/README.md) or pass --skip-missing")
    if not located:
        fail("no unit has its sources")

    # Every unit with sources gets a target, so the generated manifest stays the same from run to run.
    all_units = load_units(list(MANIFESTS), set())
    present = [u for u in all_units if not locate(u, options.sources)[2]]
    write_if_changed(os.path.join(PACKAGE, "Package.swift"), package_manifest(present))
    for unit in present:
        if unit["id"] not in {u["id"] for u, _, _ in located}:
            files, _, _ = locate(unit, options.sources)
            stage(unit, files)

    earshot, port_problem = (None, None)
    if located:
        earshot, port_problem = find_port(options.earshot)
        if port_problem:
            print(f"corpus: earshot port is not available: {port_problem}; units are measured with the import rule alone")

    # Every target needs its sources before SwiftPM loads the package for the first build.
    origins = {unit["id"]: stage(unit, files)[1] for unit, files, _ in located}
    results = []
    for unit, files, resources in located:
        origin = origins[unit["id"]]
        print(f"=== {unit['id']} ({unit['corpus']}, {len(files)} files): building", flush=True)
        compiled, errors, _ = build(unit, origin, options.build_timeout)
        result = {
            "id": unit["id"], "corpus": unit["corpus"], "repository": unit["repository"],
            "compiled": compiled, "errors": errors[:10], "errorCount": len(errors), "allErrors": errors,
            "expectCompile": unit.get("expectCompile", False),
        }
        # A SwiftUI unit goes through the port too: a model file that imports only Foundation
        # and uses `@Observable` needs the import `earshot port` adds (docs/port.md).
        result["ported"] = None
        if not compiled and earshot:
            ported, problem = port(unit, files, earshot, options.build_timeout)
            if ported is None:
                result["portError"] = problem
            else:
                _, origin = stage(unit, files, ported)
                result["ported"], port_errors, _ = build(unit, origin, options.build_timeout)
                result["portErrors"] = port_errors[:10]
        elif not compiled:
            result["portError"] = port_problem
        if not options.quiet:
            for error in errors[:10]:
                place = f"{error['file']}:{error['line']}: " if error["file"] else ""
                print(f"  {place}{error['message']}")
            if len(errors) > 10:
                print(f"  … {len(errors) - 10} more")
        if (compiled or result.get("ported")) and not options.no_run:
            outcome, output = run(unit, resources, options.run_timeout)
            result["run"] = outcome
            if not options.quiet:
                print(output.rstrip())
        results.append(result)

    print()
    print(f"{'unit':34} {'corpus':8} {'import rule':12} {'port':12} {'run':8} {'spoken':>6} {'audit':>6}  first error")
    for r in results:
        rule = "compiles" if r["compiled"] else f"{r['errorCount']} errors"
        ported = "—" if r["compiled"] else (
            "n/a" if r.get("ported") is None else ("compiles" if r["ported"] else "fails"))
        outcome = r.get("run", {})
        first = ""
        if r["errors"]:
            e = r["errors"][0]
            first = (f"{e['file']}:{e['line']}: " if e["file"] else "") + e["message"]
        print(
            f"{r['id']:34} {r['corpus']:8} {rule:12} {ported:12} {str(outcome.get('exit', '—')):8} "
            f"{str(outcome.get('transcriptElements', '—')):>6} {str(outcome.get('auditFindings', '—')):>6}  {first[:110]}"
        )
    summary = {}
    for corpus in corpora:
        mine = [r for r in results if r["corpus"] == corpus]
        if not mine:
            continue
        entry = {"units": len(mine), "compiledWithImportRule": sum(r["compiled"] for r in mine)}
        entry["compiledAfterPort"] = (
            sum(bool(r["compiled"] or r.get("ported")) for r in mine) if earshot else None
        )
        entry["port"] = "available" if earshot else f"unavailable: {port_problem}"
        summary[corpus] = entry
        after = f", after earshot port {entry['compiledAfterPort']}/{len(mine)}" if entry.get("compiledAfterPort") is not None else ""
        print(f"{corpus}: {entry['compiledWithImportRule']}/{len(mine)} compile with the import rule alone{after}")
    os.makedirs(WORK, exist_ok=True)
    document = {
        "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "earshot": earshot_commit(), "summary": summary,
        "units": [{k: v for k, v in r.items() if k != "allErrors"} for r in results],
    }
    with open(os.path.join(WORK, "results.json"), "w", encoding="utf-8") as handle:
        json.dump(document, handle, indent=2, ensure_ascii=False)
    # Every error of every unit, keyed by unit, so the gap list can be redrawn without building.
    with open(os.path.join(WORK, "errors.json"), "w", encoding="utf-8") as handle:
        json.dump({r["id"]: r["allErrors"] for r in results}, handle, indent=1, ensure_ascii=False)
    print(f"results: {os.path.relpath(os.path.join(WORK, 'results.json'), os.getcwd())}")
    if options.gaps:
        write_gaps(options.gaps, results)
        print(f"gaps: {options.gaps}")

    unexpected = [r["id"] for r in results if r["expectCompile"] and not (r["compiled"] or r.get("ported"))]
    if unexpected:
        print(f"corpus: expected to compile but failed: {', '.join(unexpected)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
