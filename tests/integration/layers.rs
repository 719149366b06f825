//! The crate's layers, read from its sources: the rules core (everything in `src/` but
//! `src/boundary/` and `src/wasm*`) never imports the page-shaped `boundary` module, and only
//! `src/wasm.rs` and its children touch wasm-bindgen. A file that breaks a layer is named.

use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`, relative to the crate root, with forward slashes.
fn rust_files(root: &Path, dir: &str, out: &mut Vec<(String, String)>) {
    let entries = std::fs::read_dir(root.join(dir)).unwrap_or_else(|e| panic!("{dir}: {e}"));
    let mut paths: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    paths.sort();
    for path in paths {
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or_default().to_string();
        let relative = format!("{dir}/{name}");
        if path.is_dir() {
            rust_files(root, &relative, out);
        } else if name.ends_with(".rs") {
            let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{relative}: {e}"));
            out.push((relative, text));
        }
    }
}

fn sources() -> Vec<(String, String)> {
    let mut files = Vec::new();
    rust_files(Path::new(env!("CARGO_MANIFEST_DIR")), "src", &mut files);
    assert!(files.len() > 50, "the sources were not found: {} files", files.len());
    files
}

fn is_wasm(path: &str) -> bool {
    path == "src/wasm.rs" || path.starts_with("src/wasm/")
}

/// The lines of `text` that are code (not comments) and contain `needle`.
fn code_lines_with(text: &str, needle: &str) -> Vec<String> {
    text.lines()
        .filter(|l| !l.trim_start().starts_with("//") && l.contains(needle))
        .map(str::to_string)
        .collect()
}

#[test]
fn the_core_never_imports_the_boundary() {
    let offences: Vec<String> = sources()
        .into_iter()
        .filter(|(path, _)| !path.starts_with("src/boundary/") && !is_wasm(path))
        .flat_map(|(path, text)| {
            code_lines_with(&text, "boundary::")
                .into_iter()
                .map(move |line| format!("{path}: {}", line.trim()))
        })
        .collect();
    assert!(offences.is_empty(), "the core imports the boundary:\n{}", offences.join("\n"));
}

#[test]
fn only_the_wasm_module_touches_wasm_bindgen() {
    let offences: Vec<String> = sources()
        .into_iter()
        .filter(|(path, _)| !is_wasm(path))
        .flat_map(|(path, text)| {
            ["wasm_bindgen", "js_sys", "serde_wasm_bindgen"]
                .into_iter()
                .flat_map(|needle| code_lines_with(&text, needle))
                .map(move |line| format!("{path}: {}", line.trim()))
                .collect::<Vec<_>>()
        })
        .collect();
    assert!(offences.is_empty(), "wasm-bindgen outside src/wasm*:\n{}", offences.join("\n"));
}
