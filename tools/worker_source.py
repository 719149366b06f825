#!/usr/bin/env python3
"""Writes worker-bundle.js: the computer worker as one self-contained classic script.

    python3 tools/worker_source.py NO_MODULES_GLUE_JS www/component/worker/worker.js dist/www/component/worker/worker-bundle.js

The output is wasm-bindgen's `--target no-modules` glue (which defines the global `wasm_bindgen`)
followed by worker.js, wrapped in a function so its names never clash with the glue's. The page
fetches this text once, turns it into a blob: URL once and starts every worker from it, with no
request (www/component/worker/worker-start.js explains why). A classic script rather than a module: browsers refuse
a module worker from a blob: URL on a file:// page, which the one-file edition needs.
"""
import re
import sys


def worker_source(glue: str, worker: str) -> str:
    if not glue.startswith("let wasm_bindgen ="):
        sys.exit("worker_source.py: the glue must be wasm-bindgen's --target no-modules output")
    if re.search(r"^\s*(import|export)\b|import\.meta", worker, re.MULTILINE):
        sys.exit("worker_source.py: worker.js is a classic script: no import, export or import.meta")
    return f"{glue}\n// ---- worker.js ----\n(() => {{\n'use strict';\n{worker}}})();\n"


def main() -> None:
    if len(sys.argv) != 4:
        sys.exit("usage: worker_source.py NO_MODULES_GLUE_JS WORKER_JS OUT_JS")
    glue_path, worker_path, out_path = sys.argv[1:]
    with open(glue_path, encoding="utf-8") as f:
        glue = f.read()
    with open(worker_path, encoding="utf-8") as f:
        worker = f.read()
    with open(out_path, "w", encoding="utf-8") as f:
        f.write(worker_source(glue, worker))


if __name__ == "__main__":
    main()
