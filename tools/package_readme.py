#!/usr/bin/env python3
"""Writes the npm package's README: the project README's "Embedding" section, as it stands.

    python3 tools/package_readme.py README.md DIST/README.md

One text for both, so the snippets the tests run (tests/e2e/readme-snippets.test.mjs) are the ones
a package user reads. The section runs from "## Embedding" to the next "## " heading; its headings
move up one level under the package's title.
"""
import sys


def embedding_section(text: str) -> str:
    lines = text.splitlines()
    try:
        start = lines.index("## Embedding")
    except ValueError:
        sys.exit("package_readme.py: README.md has no '## Embedding' section")
    end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith("## ")), len(lines))
    body = lines[start + 1 : end]
    in_code = False
    out = []
    for line in body:
        if line.startswith("```"):
            in_code = not in_code
        out.append(line[1:] if not in_code and line.startswith("###") else line)
    return "\n".join(out).strip() + "\n"


def main() -> None:
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    with open(sys.argv[1], encoding="utf-8") as f:
        section = embedding_section(f.read())
    head = (
        "# lines-of-action-board\n\n"
        "Lines of Action in the browser: the `<loa-board>` element and `mount()`, the rules and the "
        "computer player in WebAssembly. MIT licensed (LICENSE).\n\n"
    )
    with open(sys.argv[2], "w", encoding="utf-8") as f:
        f.write(head + section)


if __name__ == "__main__":
    main()
