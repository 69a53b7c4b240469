#!/usr/bin/env python3
"""What of UIKit real files need and Layoutty's UIKit lacks, ranked by how many files need it.

Usage: api_coverage.py PREVIEW_PROGRAM DIR [--jobs N] [--timeout S] [--objc] [--per-project N]
                       [--alone] [--report FILE] [--log FILE]

Each folder directly in DIR is one project (a repository's checkout). Its files about collection
views (Swift files naming `UICollectionView`; with --objc, `.m` files) are compiled as
`layoutty preview --check --project` compiles them for a user: each folder's files together,
the project searched for what they use (the folder's other files among them), missing modules
stood in. Passing the whole folder instead timed out in apps with one flat source folder
(hundreds of files compiled for one screen, which a user's preview never does). A file compiles when no error names it. Each error is reduced to what it misses (`UIView.foo`,
`UITableViewCell`, `import RxSwift`) and the misses are ranked by how many files have them.

Files whose imports are all Apple's UIKit and Foundation (and what UIKit brings: CoreGraphics,
QuartzCore, Darwin) are counted apart: Layoutty's UIKit alone decides whether they compile.
Test files (importing XCTest or Testing) are left out. --per-project N takes each project's first
N files in a fixed shuffled order (folders whole), so a corpus of many projects is measured
across all of them in a bounded time; --log appends each file's result as a JSON line as it
comes. --alone compiles each folder's files with their neighbours (the folder's other files)
and no project search: one compile a folder, minutes for a corpus where a search takes hours in
big modular apps; the app's names declared in other folders are then misses too, ranked beside
UIKit's.
"""

import argparse
import collections
import concurrent.futures
import hashlib
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import threading

UIKIT_AND_FOUNDATION = {"UIKit", "Foundation", "CoreGraphics", "QuartzCore", "Darwin", "Swift", "Dispatch"}
IMPORT = re.compile(r"^\s*(?:@\w+\s+)*import\s+(?:(?:class|struct|enum|protocol|func|var|let|typealias)\s+)?(\w+)", re.M)
# A framework (`#import <UIKit/UIKit.h>`, `@import UIKit;`), not a header of the project's own.
OBJC_IMPORT = re.compile(r"^\s*(?:#import\s*<(\w+)/|@import\s+(\w+))", re.M)
ERROR = re.compile(r"^(.*?):(\d+):(?:(\d+):)? error: (.*)$")
# A file the project search found for a name and left out: why it did not compile is what the
# corpus file misses (`Colors` declared beside it, left out for `UIColor.darkText`).
LEFT_OUT = re.compile(r"^left out (.*?), needed for (\S+): (.*)$")

# What a message misses, most specific first: (pattern, key made from its groups).
MISSES = [
    (re.compile(r"no such module '([^']+)'"), lambda m: f"import {m[1]}"),
    (re.compile(r"cannot find type '([^']+)' in scope"), lambda m: m[1]),
    (re.compile(r"cannot find '([^']+)' in scope"), lambda m: m[1]),
    (re.compile(r"value of (?:optional )?type '([^']+)'.* has no member '([^']+)'"), lambda m: f"{base(m[1])}.{m[2]}"),
    (re.compile(r"type '([^']+)' has no member '([^']+)'"), lambda m: f"{base(m[1])}.{m[2]}"),
    (re.compile(r"module '([^']+)' has no member named '([^']+)'"), lambda m: f"{m[1]}.{m[2]}"),
    (re.compile(r"'([^']+)' is not a member type of (?:class|struct|enum|protocol) '([^']+)'"),
     lambda m: f"{base(m[2])}.{m[1]}"),
    (re.compile(r"cannot infer contextual base in reference to member '([^']+)'"), lambda m: f"?.{m[1]}"),
    (re.compile(r"(?:method|property|initializer) does not override any (?:method|property|initializer) from its superclass"),
     lambda m: "override of a member the superclass lacks"),
    (re.compile(r"incorrect argument labels? in call \(have '([^']*)', expected '([^']*)'\)"),
     lambda m: f"call ({m[1]}) where UIKit has ({m[2]})"),
    (re.compile(r"extraneous argument labels? '([^']*)' in call"), lambda m: f"call with label {m[1]}"),
    (re.compile(r"argument passed to call that takes no arguments"), lambda m: "arguments to a call taking none"),
]


def base(type_name):
    """`UIKit.UIView`, `UIView?`, `[UIView]` → `UIView`; a generic's arguments dropped."""
    name = re.sub(r"<.*>", "", type_name).strip("?![] ")
    return name.split(".", 1)[1] if name.startswith("UIKit.") else name


OVERRIDE = re.compile(r"\b(func|var|init)\s*(\w*)")


def miss(message, source_line=""):
    if "does not override any" in message:
        # The message names nothing: the line says what the superclass lacks.
        found = OVERRIDE.search(source_line)
        if found:
            return f"override {found[1]} {found[2]}".rstrip()
    for pattern, key in MISSES:
        found = pattern.search(message)
        if found:
            return key(found)
    # Anything else by its text, numbers and quoted names kept: a type mismatch names both types.
    return "other: " + message


def imports(path):
    with open(path, encoding="utf-8", errors="replace") as file:
        text = file.read()
    pattern = OBJC_IMPORT if path.endswith((".m", ".h")) else IMPORT
    found = pattern.findall(text)
    return text, {name for match in found for name in (match if isinstance(match, tuple) else (match,)) if name}


def is_test(names):
    return bool(names & {"XCTest", "Testing", "Quick", "Nimble", "SnapshotTesting"})


def groups(project, objc):
    """Per folder: the corpus files and their neighbours (what is compiled with them)."""
    for folder, _, names in os.walk(project):
        suffix = ".m" if objc else ".swift"
        corpus, neighbours = [], []
        for name in sorted(names):
            if not name.endswith(suffix):
                continue
            path = os.path.join(folder, name)
            text, used = imports(path)
            if is_test(used):
                continue
            (corpus if "UICollectionView" in text else neighbours).append((path, used))
        if corpus:
            yield corpus, neighbours


CACHES = tempfile.TemporaryDirectory(prefix="layoutty-api-coverage-")


def sampled(project_groups, limit):
    """The groups, in an order fixed by their folders' names, until `limit` corpus files."""
    ordered = sorted(project_groups, key=lambda group: hashlib.sha1(group[0][0][0].encode()).hexdigest())
    taken, count = [], 0
    for group in ordered:
        if limit is not None and count >= limit:
            break
        taken.append(group)
        count += len(group[0])
    return taken


def check(program, project, files, timeout, alone):
    """Runs `preview --check` on files; returns its output (stdout and stderr) and its status
    (None: it did not end in time). Each job has a cache of its own: one cache builds one
    preview at a time."""
    command = [program, "--check"] + (["--no-project"] if alone else ["--project", project]) + files
    cache = os.path.join(CACHES.name, str(threading.get_ident()))
    # A group of its own: a timeout ends the compilers the preview started too, not only the
    # preview (they would go on writing into a cache already removed).
    child = subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, errors="replace",
        env=dict(os.environ, XDG_CACHE_HOME=cache), start_new_session=True)
    try:
        stdout, stderr = child.communicate(timeout=timeout)
        return stdout + stderr, child.returncode
    except subprocess.TimeoutExpired:
        os.killpg(child.pid, signal.SIGKILL)
        child.communicate()
        return f"timed out after {timeout} s", None


def source_line(path, number):
    try:
        with open(path, encoding="utf-8", errors="replace") as file:
            for index, line in enumerate(file, 1):
                if index == number:
                    return line
    except OSError:
        pass
    return ""


def run_group(program, project, corpus, neighbours, timeout, alone):
    files = [path for path, _ in corpus]
    if alone and not corpus[0][0].endswith(".m"):
        files += [path for path, _ in neighbours]
    output, status = check(program, project, files, timeout, alone)
    by_file = collections.defaultdict(list)
    left_out = {found[2]: found[3] for found in map(LEFT_OUT.match, output.splitlines()) if found}
    for line in output.splitlines():
        # A one-line refusal before compiling (an Objective-C file libclang cannot read) names
        # its place after the program's prefix.
        found = ERROR.match(line.removeprefix("layoutty: preview: "))
        if found:
            path = os.path.normpath(found[1])
            message = found[4]
            if "does not override any" in message:
                message += " — " + source_line(path, int(found[2])).strip()
            name = re.search(r"cannot find (?:type )?'([^']+)' in scope", message)
            if name and name[1] in left_out:
                message = left_out[name[1]]
            by_file[path].append((int(found[2]), message))
    results = []
    for path, used in corpus:
        errors = by_file.get(os.path.normpath(path), [])
        if status != 0 and (not by_file or status == 2):
            # The run failed without an error in a file, or was refused before compiling (a
            # header libclang cannot read): no file of it compiles; its last line says why.
            last = output.strip().splitlines()[-1] if output.strip() else f"status {status}"
            errors = errors or [(0, "run: " + last.removeprefix("layoutty: preview: "))]
        results.append((path, used, errors))
    return results


def report(results, out):
    def section(title, rows):
        compiled = [r for r in rows if not r[2]]
        out.write(f"{title}: {len(compiled)} of {len(rows)} files compile\n")
        ranked = collections.defaultdict(set)
        example = {}
        for path, _, errors in rows:
            for line, message in errors:
                key = miss(message, message.split(" — ", 1)[1] if " — " in message else "")
                ranked[key].add(path)
                example.setdefault(key, f"{path}:{line}: {message}")
        for key, paths in sorted(ranked.items(), key=lambda item: (-len(item[1]), item[0])):
            out.write(f"  {len(paths):4d}  {key}\n        e.g. {example[key]}\n")
        out.write("\n")

    apple_only = [r for r in results if r[1] <= UIKIT_AND_FOUNDATION]
    section("Files importing only UIKit and Foundation", apple_only)
    section("Files importing other modules too", [r for r in results if not r[1] <= UIKIT_AND_FOUNDATION])
    projects = {path.split(os.sep)[0] for path, _, _ in results}
    out.write(f"{len(results)} files from {len(projects)} projects\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("program", help="the layoutty-preview program")
    parser.add_argument("corpus", help="a folder of projects")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--timeout", type=int, default=600)
    parser.add_argument("--objc", action="store_true", help="the Objective-C files (.m) instead of Swift")
    parser.add_argument("--alone", action="store_true", help="each folder alone, no project search")
    parser.add_argument("--per-project", type=int, help="at most about this many files of each project")
    parser.add_argument("--report", help="also write the report to this file")
    parser.add_argument("--log", help="append each file's result to this file as a JSON line")
    arguments = parser.parse_args()
    program = os.path.abspath(arguments.program)
    os.chdir(arguments.corpus)
    projects = sorted(name for name in os.listdir(".") if os.path.isdir(name))
    work = [
        (p, c, n) for p in projects for c, n in sampled(list(groups(p, arguments.objc)), arguments.per_project)
    ]
    log = open(arguments.log, "a") if arguments.log else None
    if not work:
        sys.exit(f"api-coverage: no {'.m' if arguments.objc else 'Swift'} file naming UICollectionView in {arguments.corpus}")
    results = []
    with concurrent.futures.ThreadPoolExecutor(arguments.jobs) as pool:
        futures = [pool.submit(run_group, program, p, c, n, arguments.timeout, arguments.alone) for p, c, n in work]
        for done, future in enumerate(concurrent.futures.as_completed(futures), 1):
            results += future.result()
            for path, used, errors in future.result() if log else []:
                log.write(json.dumps({"file": path, "imports": sorted(used), "errors": errors}) + "\n")
                log.flush()
            print(f"\r{done}/{len(work)} folders", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    report(results, sys.stdout)
    if arguments.report:
        with open(arguments.report, "w") as file:
            report(results, file)


if __name__ == "__main__":
    main()
