#!/usr/bin/env python3
"""Slims the shipped JavaScript and CSS of a built site: comments and indentation removed.

    python3 tools/slim.py DIST [PATH ...]

The sources keep their comments (they say why the code is as it is); visitors need none of them,
and they are a third of the page's gzipped size (README, Figures). This is not minification:
names, strings, line breaks and statements stay as written, so a stack trace still names the
function and the line's code. Each JavaScript file is read token by token, with strings, template
literals (and the code inside their ${...}) and regular expression literals kept byte for byte;
between two tokens, a gap that held a line break becomes one line break (automatic semicolon
insertion sees the same lines) and any other gap one space, or nothing where punctuation makes
it unneeded.

Every .js and .css under DIST/www and DIST/pkg, and DIST/loa-board.js, is rewritten in place;
or, with PATHs (relative to DIST), only those (the service worker, written last by precache.py).
The e2e tests run on the slimmed files, and source.test.mjs checks each one still parses.
"""
import os
import re
import sys

# After one of these words a `/` starts a regular expression, not a division.
REGEX_AFTER_WORD = {
    "return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do",
    "else", "yield", "await",
}
WORD = re.compile(r"[A-Za-z0-9_$\u0080-\uffff]")
NUMBER_OR_WORD = re.compile(r"[A-Za-z0-9_$.\u0080-\uffff]+")


class SlimError(Exception):
    pass


def skip_string(src: str, i: int) -> int:
    """The index after the string literal that starts at `i`."""
    quote = src[i]
    i += 1
    while i < len(src):
        c = src[i]
        if c == "\\":
            i += 2
            continue
        if c == quote:
            return i + 1
        if c == "\n":
            break
        i += 1
    raise SlimError(f"unterminated string at {i}")


def skip_regex(src: str, i: int) -> int:
    """The index after the regular expression literal (with its flags) that starts at `i`."""
    i += 1
    in_class = False
    while i < len(src):
        c = src[i]
        if c == "\\":
            i += 2
            continue
        if c == "\n":
            break
        if c == "[":
            in_class = True
        elif c == "]":
            in_class = False
        elif c == "/" and not in_class:
            i += 1
            while i < len(src) and WORD.match(src[i]):
                i += 1
            return i
        i += 1
    raise SlimError(f"unterminated regular expression at {i}")


def skip_template_part(src: str, i: int) -> tuple:
    """From inside a template literal at `i`: the index after its end (a closing backtick) or
    after the `${` that opens code, and whether code was opened."""
    while i < len(src):
        c = src[i]
        if c == "\\":
            i += 2
            continue
        if c == "`":
            return i + 1, False
        if c == "$" and src.startswith("${", i):
            return i + 2, True
        i += 1
    raise SlimError("unterminated template literal")


def needs_space(before: str, after: str) -> bool:
    """Whether two tokens written side by side would read as different tokens."""
    if not before or not after:
        return False
    a, b = before[-1], after[0]
    if WORD.match(a) and WORD.match(b):
        return True
    # `a + +b`, `a - -b`, `x / /re/` and the like must stay apart.
    return a in "+-/" and b == a or (a == "/" and b == "*")


def slim_js(src: str) -> str:
    out = []
    i = 0
    n = len(src)
    last = ""  # the last token written (for regex-or-division and spacing)
    last_kind = None  # 'word', 'punct', 'literal'
    gap_newline = False
    gap = False
    braces = []  # for each open `{`: whether it opened template code `${`

    def emit(token: str, kind: str) -> None:
        nonlocal last, last_kind, gap, gap_newline
        if out:
            if gap_newline:
                out.append("\n")
            elif gap and needs_space(last, token):
                out.append(" ")
        out.append(token)
        last, last_kind = token, kind
        gap = gap_newline = False

    while i < n:
        c = src[i]
        if c in " \t\r\n\f\v\ufeff":
            gap = True
            gap_newline = gap_newline or c == "\n"
            i += 1
        elif src.startswith("//", i):
            end = src.find("\n", i)
            i = n if end < 0 else end
            gap = True
        elif src.startswith("/*", i):
            end = src.find("*/", i + 2)
            if end < 0:
                raise SlimError(f"unterminated comment at {i}")
            gap = True
            gap_newline = gap_newline or "\n" in src[i:end]
            i = end + 2
        elif c in "'\"":
            j = skip_string(src, i)
            emit(src[i:j], "literal")
            i = j
        elif c == "`":
            j, opened = skip_template_part(src, i + 1)
            if opened:
                braces.append(True)
            emit(src[i:j], "punct" if opened else "literal")
            i = j
        elif c == "}" and braces and braces[-1]:
            braces.pop()
            j, opened = skip_template_part(src, i + 1)
            if opened:
                braces.append(True)
            emit(src[i:j], "punct" if opened else "literal")
            i = j
        elif c == "/":
            regex = last_kind is None or (last_kind == "punct" and last[-1] not in ")]}") or (
                last_kind == "word" and last in REGEX_AFTER_WORD
            )
            if regex:
                j = skip_regex(src, i)
                emit(src[i:j], "literal")
                i = j
            else:
                j = i + 2 if src.startswith("/=", i) else i + 1
                emit(src[i:j], "punct")
                i = j
        elif NUMBER_OR_WORD.match(c):
            m = NUMBER_OR_WORD.match(src, i)
            word = m.group(0)
            # `1.5`, `.5`, `a.b` all come through here: only a leading digit or dot makes a number.
            emit(word, "literal" if word[0].isdigit() or word[0] == "." else "word")
            i = m.end()
        else:
            if c == "{":
                braces.append(False)
            elif c == "}" and braces:
                braces.pop()
            emit(c, "punct")
            i += 1
    return "".join(out) + "\n"


def slim_css(src: str) -> str:
    """CSS without comments and indentation; strings are kept as written."""
    out = []
    i = 0
    n = len(src)
    while i < n:
        c = src[i]
        if src.startswith("/*", i):
            end = src.find("*/", i + 2)
            if end < 0:
                raise SlimError("unterminated CSS comment")
            i = end + 2
        elif c in "'\"":
            j = skip_string(src, i)
            out.append(src[i:j])
            i = j
        else:
            out.append(c)
            i += 1
    lines = (line.strip() for line in "".join(out).split("\n"))
    return "\n".join(line for line in lines if line) + "\n"


def targets(dist: str):
    for folder in ("www", "pkg"):
        for root, _, files in os.walk(os.path.join(dist, folder)):
            for name in sorted(files):
                if name.endswith((".js", ".css")):
                    yield os.path.join(root, name)
    element = os.path.join(dist, "loa-board.js")
    if os.path.isfile(element):
        yield element


def main() -> None:
    if len(sys.argv) < 2:
        sys.exit("usage: slim.py DIST [PATH ...]")
    dist, only = sys.argv[1], sys.argv[2:]
    before = after = 0
    for path in [os.path.join(dist, p) for p in only] or targets(dist):
        with open(path, encoding="utf-8") as f:
            src = f.read()
        try:
            slim = slim_js(src) if path.endswith(".js") else slim_css(src)
        except SlimError as err:
            sys.exit(f"slim.py: {path}: {err}")
        with open(path, "w", encoding="utf-8") as f:
            f.write(slim)
        before += len(src.encode())
        after += len(slim.encode())
    print(f"slimmed JavaScript and CSS: {before / 1024:.1f} KB -> {after / 1024:.1f} KB raw")


if __name__ == "__main__":
    main()
