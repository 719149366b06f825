#!/usr/bin/env python3
"""Writes the one-file edition: the whole game in one HTML file that plays from file://.

    python3 tools/onefile.py DIST OUT_HTML

From DIST/index.html, with everything inlined:
- the parts between <!-- site-only --> and <!-- /site-only --> are left out (the manifest, boot.js,
  the download link: what only the served site needs);
- stylesheets become <style> elements (keeping their attributes but href and rel);
- the wasm, gzipped (by Zopfli, tools/zopfli.mjs) and base64-encoded, becomes
  `globalThis.LOA_INLINE_WASM`, and the computer
  worker's classic script `globalThis.LOA_INLINE_WORKER` (www/component/wasm-module.js,
  www/component/worker/worker-start.js). That wasm is the one-file build (feature `onefile`,
  DIST/pkg/onefile/ from build.sh): the game and the file readers in one, so Open… works offline
  without a second wasm. Its glue stands in for pkg/loa.js, pkg/files/loa.js re-exports it
  (`globalThis.LOA_FILES_IN_GAME_WASM`, www/component/files.js), and the worker is built from the
  same build's glue, since a glue drives only the wasm it was made with;
- the wide boards' build (pkg/wide/) is left
  out: their wasm would double the file. A dynamic import of them fails with a sentence saying
  so (the page shows it), and a static one stops the build;
- the ES modules, from the page's module script down, are kept as they are but for their relative
  import specifiers and `import.meta.url`; a small module loader makes each one a blob: URL, its
  imports first, and imports the entry. No bundling: modules keep their own scopes.
- every module and the worker's script are minified by esbuild (the CDN build's, named by
  $LOA_ESBUILD; build.sh sets it), after their specifiers became markers: names, blanks and
  syntax shrink, and the code means the same (a file of its own, so no source map is kept);
- the site's Content-Security-Policy becomes the strictest one the file runs under: nothing
  from the network, and only its own inline scripts and styles, named by their sha256 hashes; its
  modules and its worker are blob: URLs made by its own loader (so `blob:` is in script-src and
  worker-src; nothing else can make them, since no other script may run).
Prints the file's raw and gzipped size.
"""
import base64
import hashlib
import gzip
import json
import os
import re
import subprocess
import sys

SITE_ONLY = re.compile(r"[ \t]*<!-- site-only\b.*?-->.*?<!-- /site-only -->[ \t]*\n?", re.DOTALL)
STYLESHEET = re.compile(r'<link rel="stylesheet" href="([^"]+)"([^>]*)>')
PRELOAD = re.compile(r'[ \t]*<link rel="modulepreload"[^>]*>\n?')
ENTRY = re.compile(r'<script type="module" src="([^"]+)"></script>')
# A relative specifier after `from`, a bare `import`, or a literal dynamic `import(`.
SPECIFIER = re.compile(r"""(\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}/[^'"]+)\2""")
MARKER = "loa-module:"
ONEFILE = "pkg/onefile"
# What the one-file edition leaves out, by folder, and what importing it says instead.
LEFT_OUT = ("pkg/wide/",)
LEFT_OUT_MODULE = (
    "throw new Error('the wide boards are not in the one-file edition: "
    "play them on the site, or in its installed app');\n"
)
# Modules the one-file edition replaces: the game's glue by the one-file build's, and the readers'
# glue by the same glue (one wasm holds both).
REPLACED = {
    "pkg/files/loa.js": "export * from '../loa.js';\nexport { default } from '../loa.js';\n",
}
CSP_META = re.compile(r'<meta http-equiv="Content-Security-Policy" content="[^"]*">')
INLINE_SCRIPT = re.compile(r"<script\b[^>]*>(.*?)</script>", re.DOTALL)
INLINE_STYLE = re.compile(r"<style\b[^>]*>(.*?)</style>", re.DOTALL)

LOADER = """
const sources = %(sources)s;
const order = %(order)s;
const urls = {};
for (const path of order) {
  const text = sources[path].replace(/%(marker)s([^"']+)/g, (_, dep) => urls[dep]);
  urls[path] = URL.createObjectURL(new Blob([text], { type: 'text/javascript' }));
}
import(urls[%(entry)s]).catch((err) => {
  const box = document.getElementById('page-error');
  box.textContent = `The game could not start in this browser: ${err?.message ?? err}`;
  box.hidden = false;
});
"""


def script_safe(text: str) -> str:
    """JSON for inside a <script> element: no '<' can end it or open a comment."""
    return text.replace("<", "\\u003c")


def in_comment(source: str, at: int) -> bool:
    """Whether `at` is in a comment: after //, on a line of a block comment, or inside an inline
    /* ... */ such as a JSDoc cast `/** @type {import('./types.js').State} */ (x)`."""
    line = source[source.rfind("\n", 0, at) + 1:at]
    return "//" in line or line.lstrip().startswith(("*", "/*")) or line.rfind("/*") > line.rfind("*/")


def module_text(dist: str, path: str) -> str:
    """The text the one-file edition carries for the module at `path`."""
    if path.startswith(LEFT_OUT):
        return LEFT_OUT_MODULE
    if path == "pkg/loa.js":
        path = f"{ONEFILE}/loa.js"
    elif path in REPLACED:
        return REPLACED[path]
    with open(os.path.join(dist, path), encoding="utf-8") as f:
        return f.read()


def rewrite_module(dist: str, path: str) -> tuple:
    """A module's text with its relative specifiers as markers, and the modules it needs."""
    source = module_text(dist, path)
    deps = []

    def to_marker(m: re.Match) -> str:
        if in_comment(source, m.start()):
            return m.group(0)
        dep = os.path.normpath(os.path.join(os.path.dirname(path), m.group(3))).replace(os.sep, "/")
        if dep.startswith(LEFT_OUT) and not m.group(1).rstrip().endswith("("):
            sys.exit(f"onefile.py: {path} imports {m.group(3)} statically, which the one-file edition leaves out")
        if not os.path.isfile(os.path.join(dist, dep)):
            sys.exit(f"onefile.py: {path} imports {m.group(3)}, which is not in {dist}")
        deps.append(dep)
        return f"{m.group(1)}{m.group(2)}{MARKER}{dep}{m.group(2)}"

    text = SPECIFIER.sub(to_marker, source)
    # Addresses made from import.meta.url stay meaningful: the module's place next to the page.
    text = text.replace("import.meta.url", f"new URL({json.dumps(path)}, location.href).href")
    return minified(text, path), deps


def minified(text: str, what: str) -> str:
    """`text` minified by esbuild's transform (an ES module stays a module: its imports, exports
    and top-level names are kept; import.meta.url is already replaced). Without $LOA_ESBUILD the
    build stops: an unminified edition would pass its size budget by luck only."""
    esbuild = os.environ.get("LOA_ESBUILD")
    if not esbuild:
        sys.exit("onefile.py: set LOA_ESBUILD to the esbuild binary (build.sh does)")
    run = subprocess.run([esbuild, "--minify", "--loader=js", "--charset=utf8", "--log-level=warning"],
                         input=text, capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"onefile.py: esbuild could not minify {what}: {run.stderr.strip()}")
    return run.stdout


def zopfli(data: bytes) -> bytes:
    """`data` gzipped by Zopfli (tools/zopfli.mjs with the packages in $LOA_NODE_TOOLS), about 5%
    smaller than gzip -9. Without $LOA_NODE_TOOLS the build stops, as without $LOA_ESBUILD."""
    tools = os.environ.get("LOA_NODE_TOOLS")
    if not tools:
        sys.exit("onefile.py: set LOA_NODE_TOOLS to the build tools' node_modules (build.sh does)")
    here = os.path.dirname(os.path.abspath(__file__))
    run = subprocess.run(["node", os.path.join(here, "zopfli.mjs"), tools], input=data, capture_output=True)
    if run.returncode != 0:
        sys.exit(f"onefile.py: zopfli could not gzip the wasm: {run.stderr.decode().strip()}")
    return run.stdout


def module_graph(dist: str, entry: str) -> tuple:
    """Every module reachable from the entry, rewritten, in an order that puts imports first."""
    sources, order, visiting = {}, [], []

    def visit(path: str) -> None:
        if path in sources:
            return
        if path in visiting:
            sys.exit(f"onefile.py: import cycle {' -> '.join(visiting + [path])}")
        visiting.append(path)
        text, deps = rewrite_module(dist, path)
        for dep in deps:
            visit(dep)
        visiting.pop()
        sources[path] = text
        order.append(path)

    visit(entry)
    return sources, order


def inline_stylesheet(dist: str, m: re.Match) -> str:
    with open(os.path.join(dist, m.group(1)), encoding="utf-8") as f:
        css = f.read()
    if "</style" in css:
        sys.exit(f"onefile.py: {m.group(1)} contains '</style'")
    return f"<style{m.group(2)}>\n{css}</style>"


def sha256_source(text: str) -> str:
    """A CSP hash source for an inline element's exact text."""
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"


def one_file_policy(html: str) -> str:
    """The CSP of the one-file edition: its inline scripts and styles by hash, blob: modules and
    worker, data: images (the icon), wasm compiled from its own bytes, and nothing else. Served
    over http(s) it registers the site's service worker, hence worker-src 'self'."""
    scripts = " ".join(sha256_source(m) for m in INLINE_SCRIPT.findall(html))
    styles = " ".join(sha256_source(m) for m in INLINE_STYLE.findall(html))
    return (
        f"default-src 'none'; script-src {scripts} blob: 'wasm-unsafe-eval'; worker-src 'self' blob:; "
        f"style-src {styles}; img-src data: blob:; connect-src 'none'; object-src 'none'; "
        "base-uri 'none'; form-action 'none'"
    )


def main() -> None:
    if len(sys.argv) != 3:
        sys.exit("usage: onefile.py DIST OUT_HTML")
    dist, out = sys.argv[1:]
    with open(os.path.join(dist, "index.html"), encoding="utf-8") as f:
        html = f.read()
    html = SITE_ONLY.sub("", html)
    html = PRELOAD.sub("", html)
    html = STYLESHEET.sub(lambda m: inline_stylesheet(dist, m), html)
    entries = ENTRY.findall(html)
    if len(entries) != 1:
        sys.exit(f"onefile.py: index.html must have exactly one module script (found {len(entries)})")
    sources, order = module_graph(dist, entries[0])
    with open(os.path.join(dist, ONEFILE, "loa_bg.wasm"), "rb") as f:
        wasm = base64.b64encode(zopfli(f.read())).decode()
    with open(os.path.join(dist, ONEFILE, "worker-bundle.js"), encoding="utf-8") as f:
        worker = minified(f.read(), "the worker's script")
    inline = (
        f"globalThis.LOA_INLINE_WASM = '{wasm}';\nglobalThis.LOA_FILES_IN_GAME_WASM = true;\n"
        f"globalThis.LOA_INLINE_WORKER = {script_safe(json.dumps(worker))};\n"
    )
    loader = LOADER % {
        "sources": script_safe(json.dumps(sources, ensure_ascii=False)),
        "order": json.dumps(order),
        "entry": json.dumps(entries[0]),
        "marker": MARKER,
    }
    scripts = f"<script>\n{inline}</script>\n  <script type=\"module\">{loader}</script>"
    html = ENTRY.sub(lambda _: scripts, html)
    if len(CSP_META.findall(html)) != 1:
        sys.exit("onefile.py: index.html must have exactly one Content-Security-Policy <meta>")
    policy = one_file_policy(html)
    html = CSP_META.sub(lambda _: f'<meta http-equiv="Content-Security-Policy" content="{policy}">', html)
    with open(out, "w", encoding="utf-8") as f:
        f.write(html)
    raw = len(html.encode())
    zipped = len(gzip.compress(html.encode(), 9))
    print(f"one-file edition: {raw / 1024:.1f} KB raw, {zipped / 1024:.1f} KB gzipped (budget 500 KB raw, 200 KB gzipped)")


if __name__ == "__main__":
    main()
