//! The repository stands alone: no tracked text file points at a path outside it. A path such as a
//! developer's home directory or a sibling folder of shared notes works on one machine and breaks
//! every other checkout, so this test fails on any of them and names file, line and path. It also
//! fails on a citation of `RULES.md`, a rule book that is not in the repository (`docs/rules.md` is).
//!
//! The files are those `git ls-files` lists; without git (a crate tarball, say) every file under
//! the crate is walked instead, minus build output and installed packages.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Names that hold git's data, generated or installed files, never sources (walk fallback only).
const GENERATED: [&str; 5] = [".git", "target", "dist", "node_modules", "pkg"];

/// Roots of absolute paths that exist on one machine only: home and work directories, and
/// temporary space. System paths (`/usr/bin/chromium`, `/dev/stderr`) are fine: every machine
/// that runs the project has them or says what to install.
const MACHINE_ROOTS: [&str; 7] = ["/home/", "/root/", "/Users/", "/work/", "/mnt/", "/tmp/", "C:\\"];

/// A relative path that climbs out of the repository into the notes it was written from.
const SHARED_NOTES: &str = "../shared";

/// The rule book the project was first written from, which lives outside the repository; the
/// repository's own is `docs/rules.md`.
const OUTSIDE_RULE_BOOK: &str = "RULES.md";

/// This file names the patterns it looks for, so it is the one file not searched.
const THIS_FILE: &str = "tests/standalone.rs";

fn crate_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The tracked files, relative to the crate root.
fn tracked_files(root: &Path) -> Vec<PathBuf> {
    let git = Command::new("git").arg("-C").arg(root).args(["ls-files", "-z"]).output();
    match git {
        Ok(out) if out.status.success() => String::from_utf8_lossy(&out.stdout)
            .split('\0')
            .filter(|p| !p.is_empty())
            .map(PathBuf::from)
            .collect(),
        _ => {
            let mut files = Vec::new();
            walk(root, Path::new(""), &mut files);
            files
        }
    }
}

fn walk(root: &Path, dir: &Path, files: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(root.join(dir)) else { return };
    for entry in entries.flatten() {
        let name = entry.file_name();
        // `.git` is a file, not a directory, in a linked worktree: skip the name either way.
        if GENERATED.iter().any(|g| name == *g) {
            continue;
        }
        let relative = dir.join(&name);
        match entry.file_type() {
            Ok(t) if t.is_dir() => walk(root, &relative, files),
            Ok(t) if t.is_file() => files.push(relative),
            _ => {}
        }
    }
}

/// Whether `text[at..]` starts a path of its own rather than continuing a word or a web address
/// (`https://example.org/work/` is not a local path; `"/work/x"` and `file:///home/x` are).
fn starts_a_path(text: &str, at: usize) -> bool {
    !matches!(text[..at].chars().next_back(), Some(c) if c.is_alphanumeric() || matches!(c, '.' | '_' | '-'))
}

/// Every offending piece of `line`: a machine-specific absolute path, the checkout's own parent
/// directory, a climb into the shared notes, or a citation of the rule book outside the repository.
fn offences(line: &str, parent: Option<&str>) -> Vec<String> {
    let mut found = Vec::new();
    for root in MACHINE_ROOTS {
        for (at, _) in line.match_indices(root) {
            if starts_a_path(line, at) {
                let path: String = line[at..]
                    .chars()
                    .take_while(|c| !c.is_whitespace() && !"\"'`),;".contains(*c))
                    .collect();
                found.push(format!("absolute path {path}"));
            }
        }
    }
    if let Some(parent) = parent {
        if line.contains(parent) {
            found.push(format!("the checkout's parent directory {parent}"));
        }
    }
    if line.contains(SHARED_NOTES) {
        found.push(format!("\"{SHARED_NOTES}\", a path out of the repository"));
    }
    if line.contains(OUTSIDE_RULE_BOOK) {
        found.push(format!("{OUTSIDE_RULE_BOOK} is not in the repository: cite docs/rules.md"));
    }
    found
}

#[test]
fn no_tracked_file_names_a_path_outside_the_repository() {
    let root = crate_root();
    // The folder holding the checkout, with a trailing slash so `/src/loa-other` does not match
    // `/src/loa`. A checkout at the file system's top has no such folder worth checking.
    let parent = root.parent().filter(|p| p.components().count() > 2).map(|p| format!("{}/", p.display()));
    let files = tracked_files(&root);
    assert!(files.iter().any(|f| f == Path::new("Cargo.toml")), "no files found under {}", root.display());
    let mut problems = Vec::new();
    for file in files.iter().filter(|f| *f != Path::new(THIS_FILE)) {
        // Binary files (images) are not text and cannot hold a path anyone reads.
        let Ok(text) = std::fs::read_to_string(root.join(file)) else { continue };
        for (number, line) in text.lines().enumerate() {
            for offence in offences(line, parent.as_deref()) {
                problems.push(format!("{}:{}: {offence}", file.display(), number + 1));
            }
        }
    }
    assert!(problems.is_empty(), "paths outside the repository:\n{}", problems.join("\n"));
}

#[test]
fn the_check_catches_each_kind_of_outside_path() {
    let parent = Some("/srv/checkouts/");
    assert_eq!(offences("let dir = \"/work/shared/games\";", None), ["absolute path /work/shared/games"]);
    assert_eq!(offences("see file:///home/me/notes.txt", None), ["absolute path /home/me/notes.txt"]);
    assert_eq!(offences("include_str!(\"../shared/games/README.md\")", None).len(), 1);
    assert_eq!(offences("built in /srv/checkouts/loa/target", parent).len(), 1);
    assert_eq!(offences("// RULES.md §2", None), ["RULES.md is not in the repository: cite docs/rules.md"]);
}

#[test]
fn the_check_lets_ordinary_text_through() {
    let parent = Some("/srv/checkouts/");
    for line in [
        "executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',",
        "const WORKER_URL = new URL('./worker.js', import.meta.url);",
        "pergioco.net/Giochi/Abstrakta/LinesOfAction/LinesOfAction.htm",
        "https://example.org/work/home/tmp/",
        "tests/data/games/appendix_E_game1.txt",
        "// The pass rule (docs/rules.md §2).",
        "cargo install wasm-bindgen-cli, then put ~/.cargo/bin first in PATH",
    ] {
        assert_eq!(offences(line, parent), Vec::<String>::new(), "{line}");
    }
}

#[test]
fn the_thesis_games_and_their_source_ship_with_the_repository() {
    let games = crate_root().join("tests/data/games");
    let readme = std::fs::read_to_string(games.join("README.md")).expect("tests/data/games/README.md");
    assert!(readme.contains("Winands"), "the games README names Winands' thesis as the source");
    for name in ["appendix_E_game1.txt", "appendix_F_game8.txt", "shortest_game.txt"] {
        assert!(games.join(name).is_file(), "tests/data/games/{name} is missing");
    }
}
