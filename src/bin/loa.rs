//! Placeholder replaced by the command-line engine.
fn main() {}
