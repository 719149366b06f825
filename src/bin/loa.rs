//! The native command-line engine: reads protocol commands from stdin, one per line, and writes
//! the replies to stdout (flushed after each). The protocol lives in [`loa::protocol`]; type
//! `help` for the commands. Exits with status 0 on `quit` or at the end of input.

use std::io::{self, BufReader};

fn main() {
    // A failed output is a reader that went away (a closed pipe): stop quietly.
    let _ = loa::protocol::run(BufReader::new(io::stdin()), &mut io::stdout().lock());
}
