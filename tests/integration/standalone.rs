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

/// Top-level folders whose absolute paths exist on one machine only: home and work directories,
/// and temporary space. System paths (`/usr/bin/chromium`, `/dev/stderr`) are fine: every machine
/// that runs the project has them or says what to install. The roots are put together at run
/// time ([`machine_roots`]), so this file holds no absolute path of its own.
const MACHINE_DIRS: [&str; 6] = ["home", "root", "Users", "work", "mnt", "tmp"];

/// A Windows drive's root, the same kind of one-machine path.
const DRIVE_ROOT: &str = "C:\\";

/// `/home/`, `/root/`, … and the drive root: what starts a machine-specific absolute path.
fn machine_roots() -> Vec<String> {
    MACHINE_DIRS.iter().map(|dir| format!("/{dir}/")).chain([DRIVE_ROOT.to_string()]).collect()
}

/// An absolute path under the machine folder `dir`, for the tests of the check.
fn under(dir: &str, rest: &str) -> String {
    format!("/{dir}/{rest}")
}

/// A relative path that climbs out of the repository into the notes it was written from.
const SHARED_NOTES: &str = "../shared";

/// The rule book the project was first written from, which lives outside the repository; the
/// repository's own is `docs/rules.md`.
const OUTSIDE_RULE_BOOK: &str = "RULES.md";

/// This file names the patterns it looks for, so it is the one file not searched.
const THIS_FILE: &str = "tests/integration/standalone.rs";

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
/// (a web address such as `https://example.org` followed by a machine folder is not a local path;
/// a quoted absolute path and a `file://` address are).
fn starts_a_path(text: &str, at: usize) -> bool {
    !matches!(text[..at].chars().next_back(), Some(c) if c.is_alphanumeric() || matches!(c, '.' | '_' | '-'))
}

/// Every offending piece of `line`: a machine-specific absolute path, the checkout's own parent
/// directory, a climb into the shared notes, or a citation of the rule book outside the repository.
fn offences(line: &str, parent: Option<&str>) -> Vec<String> {
    let mut found = Vec::new();
    for root in machine_roots() {
        for (at, _) in line.match_indices(root.as_str()) {
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
    let checkouts = format!("/{}/checkouts/", "srv");
    let parent = Some(checkouts.as_str());
    let games = under("work", "shared/games");
    assert_eq!(offences(&format!("let dir = \"{games}\";"), None), [format!("absolute path {games}")]);
    let notes = under("home", "me/notes.txt");
    assert_eq!(offences(&format!("see file://{notes}"), None), [format!("absolute path {notes}")]);
    assert_eq!(offences("include_str!(\"../shared/games/README.md\")", None).len(), 1);
    assert_eq!(offences(&format!("built in {checkouts}loa/target"), parent).len(), 1);
    assert_eq!(offences("// RULES.md §2", None), ["RULES.md is not in the repository: cite docs/rules.md"]);
}

#[test]
fn the_check_lets_ordinary_text_through() {
    let checkouts = format!("/{}/checkouts/", "srv");
    let parent = Some(checkouts.as_str());
    let web = format!("https://example.org{}", under("work", &under("home", "tmp/")[1..]));
    for line in [
        "executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',",
        "const WORKER_URL = new URL('./worker.js', import.meta.url);",
        "pergioco.net/Giochi/Abstrakta/LinesOfAction/LinesOfAction.htm",
        web.as_str(),
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
