//! The engine's event loop: a reader thread turns the input into lines, a search thread runs
//! each `go`, and this loop — the only writer of the output — answers in order. The rules it
//! keeps are in the module documentation of [`super`].

use super::{SearchJob, Session};
use std::collections::VecDeque;
use std::io::{self, BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Sender};
use std::sync::Arc;
use std::thread::{self, JoinHandle};

/// What the loop waits for.
enum Event {
    /// A line of input (bytes that are not UTF-8 become U+FFFD, so such a line gets an error).
    Line(String),
    /// The input ended (or could not be read).
    End,
    /// A line the search printed.
    Output(String),
    /// The search thread is done: its `bestmove` has been sent.
    Finished,
}

/// The running search.
struct Search {
    stop: Arc<AtomicBool>,
    thread: JoinHandle<()>,
}

impl Search {
    /// Sets the stop flag and wakes a `go infinite` that waits for it.
    fn stop(&self) {
        self.stop.store(true, Ordering::SeqCst);
        self.thread.thread().unpark();
    }
}

/// Reads protocol commands from `input` and writes the replies to `output`, flushed line by
/// line, until `quit` or the end of the input; see the [module documentation](super). Returns
/// an error when the output or the reader thread fails (a closed pipe: the caller just stops).
pub fn run(input: impl BufRead + Send + 'static, output: &mut dyn Write) -> io::Result<()> {
    let (events, inbox) = mpsc::channel();
    spawn_reader(input, events.clone())?;
    let mut engine =
        Engine { session: Session::new(), waiting: VecDeque::new(), search: None, closing: false, events };
    let mut out = Vec::new();
    let mut result = Ok(());
    while let Ok(event) = inbox.recv() {
        match event {
            Event::Line(line) => engine.line(line, &mut out),
            Event::End => engine.close(),
            Event::Output(line) => out.push(line),
            Event::Finished => engine.finished(&mut out),
        }
        if let Err(e) = write_all(output, &mut out) {
            result = Err(e);
            break;
        }
        let idle = engine.search.is_none();
        if idle && (engine.session.quit_requested() || (engine.closing && engine.waiting.is_empty())) {
            break;
        }
    }
    // Only a failed output leaves a search running here: end it before returning.
    if let Some(search) = engine.search.take() {
        search.stop();
        let _ = search.thread.join();
    }
    result
}

struct Engine {
    session: Session,
    /// Lines that arrived during a search, run in order once it ends.
    waiting: VecDeque<String>,
    search: Option<Search>,
    /// The input ended or `quit` came during a search: every search stops at once.
    closing: bool,
    events: Sender<Event>,
}

impl Engine {
    fn line(&mut self, line: String, out: &mut Vec<String>) {
        let Some(search) = &self.search else {
            self.waiting.push_back(line);
            self.run_waiting(out);
            return;
        };
        let words: Vec<&str> = line.trim_start_matches('\u{feff}').split_whitespace().collect();
        match words.as_slice() {
            ["stop"] => search.stop(),
            ["isready"] => out.push("readyok".to_string()),
            ["quit"] => {
                // Quit as soon as possible: the search stops now, the lines before it still run.
                search.stop();
                self.closing = true;
                self.waiting.push_back(line);
            }
            _ => self.waiting.push_back(line),
        }
    }

    fn close(&mut self) {
        self.closing = true;
        if let Some(search) = &self.search {
            search.stop();
        }
    }

    fn finished(&mut self, out: &mut Vec<String>) {
        if let Some(search) = self.search.take() {
            if search.thread.join().is_err() {
                out.push("error internal: the search failed; the session goes on".to_string());
            }
        }
        self.run_waiting(out);
    }

    /// Runs waiting lines in order until one starts a search or `quit` is read.
    fn run_waiting(&mut self, out: &mut Vec<String>) {
        while self.search.is_none() && !self.session.quit_requested() {
            let Some(line) = self.waiting.pop_front() else { return };
            if let Some(job) = self.session.command(&line, &mut |reply| out.push(reply)) {
                self.start(job, out);
            }
        }
    }

    fn start(&mut self, job: SearchJob, out: &mut Vec<String>) {
        let stop = Arc::new(AtomicBool::new(self.closing));
        let (flag, events) = (Arc::clone(&stop), self.events.clone());
        let spawned = thread::Builder::new().name("search".to_string()).spawn(move || {
            // Sent even if the search panics (on unwinding), so the loop never waits forever.
            let _finished = SendOnDrop(events.clone());
            job.run(&flag, &mut |line| {
                let _ = events.send(Event::Output(line));
            });
        });
        match spawned {
            Ok(thread) => self.search = Some(Search { stop, thread }),
            Err(e) => out.push(format!("error cannot start the search thread: {e}")),
        }
    }
}

/// Sends [`Event::Finished`] when dropped.
struct SendOnDrop(Sender<Event>);

impl Drop for SendOnDrop {
    fn drop(&mut self) {
        let _ = self.0.send(Event::Finished);
    }
}

/// Reads lines on their own thread, so a search never keeps `stop` from being read.
fn spawn_reader(mut input: impl BufRead + Send + 'static, events: Sender<Event>) -> io::Result<()> {
    thread::Builder::new().name("input".to_string()).spawn(move || {
        let mut bytes = Vec::new();
        loop {
            bytes.clear();
            if !matches!(input.read_until(b'\n', &mut bytes), Ok(n) if n > 0) {
                break;
            }
            let line = String::from_utf8_lossy(&bytes).into_owned();
            if events.send(Event::Line(line)).is_err() {
                return; // the loop has ended
            }
        }
        let _ = events.send(Event::End);
    })?;
    Ok(())
}

fn write_all(output: &mut dyn Write, lines: &mut Vec<String>) -> io::Result<()> {
    if lines.is_empty() {
        return Ok(());
    }
    for line in lines.drain(..) {
        writeln!(output, "{line}")?;
    }
    output.flush()
}
