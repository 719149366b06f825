//! The native command-line engine: reads protocol commands from stdin, one per line, and writes
//! the replies to stdout (flushed after each). The protocol lives in [`loa::protocol`]; type
//! `help` for the commands. Exits with status 0 on `quit` or at the end of input.

use loa::protocol::Session;
use std::io::{self, BufRead, Write};

fn main() {
    let stdin = io::stdin();
    let stdout = io::stdout();
    let mut session = Session::new();
    let mut input = stdin.lock();
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        // End of input (or an unreadable stdin) ends the session normally.
        if !matches!(input.read_until(b'\n', &mut bytes), Ok(n) if n > 0) {
            break;
        }
        // Bytes that are not UTF-8 become U+FFFD, so such a line gets an error reply, not an exit.
        let line = String::from_utf8_lossy(&bytes);
        let mut out = stdout.lock();
        let mut failed = false;
        session.handle_with(&line, &mut |reply| {
            failed |= writeln!(out, "{reply}").and_then(|()| out.flush()).is_err();
        });
        // The reader went away (a closed pipe): stop quietly.
        if failed || session.quit_requested() {
            break;
        }
    }
}
