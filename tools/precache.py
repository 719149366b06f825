#!/usr/bin/env python3
"""Writes the service worker's precache list into dist/sw.js.

    python3 tools/precache.py DIST SW_SOURCE [--skip NAME ...]

Lists every file under DIST (paths relative to it, with '/') with the first 16 hex digits of the
SHA-256 of its contents (64 bits tell a deploy's files from another's; the files come from the
site's own origin, so the list guards against a mixed deploy, not an attacker, and full digests
would be a fifth of the first load's growth since: docs/figures.md), except the service worker itself, .nojekyll and the names given with --skip, and a version: the
first 16 hex digits of the SHA-256 of that list. Any change to any file makes a new version, and
so a new sw.js, which is what makes browsers install it. The list replaces the marker
`/* precache: filled in by tools/precache.py */ null` in SW_SOURCE; the result is DIST/sw.js.
"""
import argparse
import hashlib
import json
import os
import sys

MARKER = "/* precache: filled in by tools/precache.py */ null"
# The digits of each file's SHA-256 the list keeps (sw.js compares as many).
HASH_DIGITS = 16


def site_files(dist: str, skip: set) -> dict:
    files = {}
    for folder, _, names in os.walk(dist):
        for name in names:
            path = os.path.relpath(os.path.join(folder, name), dist).replace(os.sep, "/")
            # A name ending in '/' skips a whole folder (the CDN build, dist/cdn/: another way in).
            if path in skip or any(s.endswith("/") and path.startswith(s) for s in skip):
                continue
            with open(os.path.join(folder, name), "rb") as f:
                files[path] = hashlib.sha256(f.read()).hexdigest()[:HASH_DIGITS]
    return dict(sorted(files.items()))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dist")
    parser.add_argument("sw_source")
    parser.add_argument("--skip", action="append", default=[], help="a path under DIST not to precache (a folder when it ends in /)")
    args = parser.parse_args()
    files = site_files(args.dist, {"sw.js", ".nojekyll", *args.skip})
    listing = "".join(f"{path} {digest}\n" for path, digest in files.items())
    version = hashlib.sha256(listing.encode()).hexdigest()[:16]
    with open(args.sw_source, encoding="utf-8") as f:
        source = f.read()
    if source.count(MARKER) != 1:
        sys.exit(f"precache.py: {args.sw_source} must contain the marker {MARKER!r} exactly once")
    precache = json.dumps({"version": version, "files": files}, indent=2)
    with open(os.path.join(args.dist, "sw.js"), "w", encoding="utf-8") as f:
        f.write(source.replace(MARKER, precache))
    print(f"precache {version}: {len(files)} files")


if __name__ == "__main__":
    main()
