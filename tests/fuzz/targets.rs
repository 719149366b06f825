//! One function per parser: it feeds the input and checks what must hold for any input —
//! accepted text means a valid result that survives a round trip, refused text changes nothing.
//! A broken invariant is returned as a message; a panic is caught by the caller.

use loa::notation::{
    format_position, format_record, format_record_annotated, format_rules, format_sgf, format_sgf_annotated,
    import_annotated, list_sgf_games, parse_move, parse_position, parse_record, parse_rules, parse_sgf,
    parse_sgf_annotated, parse_sgf_collection, parse_turn, play_text, Annotations,
};
use loa::protocol::{PlayedGame, Session};
use loa::{Game, Position, Rules, Simultaneous, Square, Variant};
use std::sync::atomic::AtomicBool;

pub type Outcome = Result<(), String>;

/// Move and turn text. Reading does not judge legality (that is `Game::check`'s job), so what
/// must hold is: `play_text` plays exactly the plies it read, or refuses and changes nothing.
pub fn moves(text: &str, pos: &Position) -> Outcome {
    let _ = parse_move(text, pos);
    let read = parse_turn(text, pos);
    let mut game = Game::from_position(*pos, Rules::default());
    let before = game.clone();
    match play_text(&mut game, text) {
        Ok(()) => {
            let played = &game.moves()[before.moves().len()..];
            if read.as_deref().ok() != Some(played)
                && parse_move(text, pos).ok().map(|m| vec![m]).as_deref() != Some(played)
            {
                return Err(format!("play_text played {played:?} for {text:?}, which reads as {read:?}"));
            }
        }
        Err(_) if !same_game(&game, &before) => {
            return Err(format!("play_text refused {text:?} but changed the game"));
        }
        Err(_) => {}
    }
    Ok(())
}

pub fn position_string(text: &str) -> Outcome {
    if let Ok((pos, rules)) = parse_position(text) {
        let again = format_position(&pos, &rules);
        if parse_position(&again) != Ok((pos, rules)) {
            return Err(format!("{text:?} was accepted but its own text {again:?} does not read back"));
        }
    }
    if let Ok(rules) = parse_rules(text) {
        if parse_rules(&format_rules(&rules)) != Ok(rules) {
            return Err(format!("rules {text:?} do not read back"));
        }
    }
    let _ = (Square::parse(text), Variant::parse(text), Simultaneous::parse(text));
    Ok(())
}

pub fn record(text: &str) -> Outcome {
    if let Ok(record) = parse_record(text) {
        let again = format_record(&record.game, &record.tags);
        match parse_record(&again) {
            Ok(back) if back.game.moves() == record.game.moves() => {}
            other => return Err(format!("record {text:?} was accepted but reads back as {other:?}")),
        }
        // Its names and comments survive both exports (a `}` in a comment is written `)`).
        let notes = &record.annotations;
        let written = format_record_annotated(&record.game, notes);
        match parse_record(&written) {
            Ok(back) if back.game.moves() == record.game.moves() && back.annotations == *notes => {}
            other => return Err(format!("record {text:?}: its comments read back as {other:?}")),
        }
        annotated_sgf_round_trip(text, &record.game, notes)?;
    }
    Ok(())
}

/// A game and its notes written as SGF read back the same, comments and all (SGF keeps only the
/// tags it has properties for).
fn annotated_sgf_round_trip(text: &str, game: &Game, notes: &Annotations) -> Outcome {
    let Ok(sgf) = format_sgf_annotated(game, notes) else { return Ok(()) };
    match parse_sgf_annotated(&sgf) {
        Ok((back, read))
            if back.moves() == game.moves()
                && read.comments == notes.comments
                && read.game_comment == notes.game_comment => {}
        other => return Err(format!("{text:?}: its SGF {sgf:?} reads back as {other:?}")),
    }
    Ok(())
}

pub fn sgf(text: &str) -> Outcome {
    if let Ok(game) = parse_sgf(text) {
        if let Ok(again) = format_sgf(&game) {
            match parse_sgf(&again) {
                Ok(back)
                    if back.moves() == game.moves() && back.start_position() == game.start_position() => {}
                other => return Err(format!("SGF {text:?} was accepted but reads back as {other:?}")),
            }
        }
    }
    if let Ok((game, notes)) = parse_sgf_annotated(text) {
        annotated_sgf_round_trip(text, &game, &notes)?;
    }
    if import_annotated(text).is_ok() != (loa::notation::import(text).is_ok()) {
        return Err(format!("{text:?}: import and import_annotated disagree"));
    }
    // The list lists as many games as the collection reader reads, each with its own text.
    match (list_sgf_games(text), parse_sgf_collection(text)) {
        (Ok(list), Ok(games)) if list.split('\u{1e}').count() == 2 * games.len() + 1 => {}
        (Err(_), Err(_)) => {}
        (list, games) => return Err(format!("SGF {text:?}: listed {list:?}, read {games:?}")),
    }
    // The collection reader reads one game as the one-game reader does, and lists each game's
    // comments turn by turn.
    let one = parse_sgf(text);
    match parse_sgf_collection(text) {
        Ok(games) => {
            if let (Ok(game), [only]) = (&one, games.as_slice()) {
                if only.game.as_ref().map(Game::moves).ok() != Some(game.moves()) {
                    return Err(format!("SGF {text:?}: the collection reader replays {only:?}"));
                }
            }
            if one.is_ok() != (games.len() == 1 && games[0].game.is_ok()) {
                return Err(format!("SGF {text:?}: the two readers disagree: {one:?}, {games:?}"));
            }
            if let Some(g) = games.iter().find(|g| g.comments.len() != g.header.turns) {
                return Err(format!(
                    "SGF {text:?}: {} comments for {} turns",
                    g.comments.len(),
                    g.header.turns
                ));
            }
        }
        Err(e) if one.is_ok() => {
            return Err(format!("SGF {text:?} reads as one game but not as a collection: {e}"))
        }
        Err(_) => {}
    }
    Ok(())
}

pub fn puzzle(text: &str) -> Outcome {
    let _ = loa::puzzle::parse_puzzle_line(text);
    Ok(())
}

/// Whether a protocol line is too slow to fuzz: a perft deeper than 3 takes seconds or more.
pub fn too_slow(line: &str) -> bool {
    let words: Vec<&str> = line.trim_start_matches('\u{feff}').split_whitespace().collect();
    matches!(words.as_slice(), [command, depth] if (*command == "perft" || *command == "divide")
        && depth.parse::<u32>().is_ok_and(|d| d > 3))
}

/// One protocol line through a long-lived in-process session. A search is run as if the input
/// had ended right after it (stopped after its first iteration). A line answered with an error
/// must leave the game exactly as it was.
pub fn protocol_line(session: &mut Session, line: &str) -> Outcome {
    let before = session.game().clone();
    let mut replies = Vec::new();
    if let Some(job) = session.command(line, &mut |l| replies.push(l)) {
        job.run(&AtomicBool::new(true), &mut |l| replies.push(l));
        if !replies.last().is_some_and(|l| l.starts_with("bestmove ")) {
            return Err(format!("{line:?}: a search without a bestmove: {replies:?}"));
        }
    }
    for reply in &replies {
        if reply.contains('\n') || reply.chars().any(char::is_control) {
            return Err(format!("{line:?}: the reply {reply:?} holds a control character"));
        }
    }
    if replies.first().is_some_and(|r| r.starts_with("error")) && !same_played(session.game(), &before) {
        return Err(format!("{line:?} was refused ({replies:?}) but changed the game"));
    }
    Ok(())
}

/// A whole script through the threaded engine loop (`loa::protocol::run`), input ending after it.
pub fn protocol_script(script: &str) -> Outcome {
    let mut out = Vec::new();
    loa::protocol::run(std::io::Cursor::new(script.as_bytes().to_vec()), &mut out)
        .map_err(|e| format!("run failed: {e}"))?;
    let text = String::from_utf8(out).map_err(|_| "output is not UTF-8".to_string())?;
    if text.contains("error internal") {
        return Err(format!("script {script:?}: {text}"));
    }
    Ok(())
}

/// Whether two session games are the same, on whichever board (a refused line may not switch
/// the board either).
fn same_played(a: &PlayedGame, b: &PlayedGame) -> bool {
    match (a, b) {
        (PlayedGame::Eight(a), PlayedGame::Eight(b)) => same_game(a, b),
        (PlayedGame::Cells(a), PlayedGame::Cells(b)) => same_game(a, b),
        _ => false,
    }
}

fn same_game<B: loa::GameBoard>(a: &Game<B>, b: &Game<B>) -> bool {
    a.positions() == b.positions()
        && a.moves() == b.moves()
        && a.rules() == b.rules()
        && a.outcome() == b.outcome()
        && a.redo_moves().eq(b.redo_moves())
}
