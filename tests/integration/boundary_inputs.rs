//! The checking of raw JavaScript arguments (`loa::boundary::input`): every type and size a page
//! can pass gets a sentence naming the argument, and searches are always bounded.

use loa::boundary::input::{self, Input, Kind, MAX_MOVES, MAX_TEXT_CHARS};
use loa::boundary::LimitsRequest;
use loa::search::{MAX_MOVETIME_MS, MAX_REQUESTED_DEPTH};
use loa::{Rules, Simultaneous};

fn field(name: &str, value: Input) -> (String, Input) {
    (name.to_string(), value)
}

#[test]
fn a_text_argument_refuses_every_other_type_by_name() {
    assert_eq!(input::text("variant", Input::Text("standard".into())), Ok("standard".into()));
    let cases = [
        (Input::Number(6.0), "variant must be text, not a number (6)"),
        (Input::Bool(true), "variant must be text, not a boolean (true)"),
        (Input::Undefined, "variant must be text, not undefined"),
        (Input::Null, "variant must be text, not null"),
        (Input::Other(Kind::Object), "variant must be text, not an object"),
        (Input::Other(Kind::Array), "variant must be text, not an array"),
        (Input::Other(Kind::BigInt), "variant must be text, not a BigInt"),
        (Input::Other(Kind::Symbol), "variant must be text, not a Symbol"),
        (Input::Other(Kind::Function), "variant must be text, not a function"),
    ];
    for (value, message) in cases {
        assert_eq!(input::text("variant", value).unwrap_err(), message);
    }
}

#[test]
fn a_huge_text_is_refused_by_its_length_alone() {
    assert_eq!(
        input::text("record", Input::LongText(MAX_TEXT_CHARS + 1)).unwrap_err(),
        format!("record is {} characters long; at most {MAX_TEXT_CHARS} are accepted", MAX_TEXT_CHARS + 1)
    );
}

#[test]
fn a_list_length_that_lies_is_refused() {
    assert_eq!(input::list_length("moves", Input::Number(3.0), MAX_MOVES), Ok(3));
    assert_eq!(input::list_length("moves", Input::Number(0.0), MAX_MOVES), Ok(0));
    let minus_one = input::list_length("moves", Input::Number(-1.0), MAX_MOVES).unwrap_err();
    assert_eq!(minus_one, "moves must be an array or Uint16Array, but its length is a number (-1)");
    let huge = input::list_length("moves", Input::Number(2f64.powi(30)), MAX_MOVES).unwrap_err();
    assert_eq!(huge, format!("moves has 1073741824 entries; at most {MAX_MOVES} are accepted"));
    for bad in [Input::Number(f64::NAN), Input::Number(1.5), Input::Undefined, Input::Text("3".into())] {
        assert!(input::list_length("moves", bad, MAX_MOVES).is_err());
    }
}

#[test]
fn packed_moves_are_whole_numbers_that_fit_sixteen_bits() {
    assert_eq!(input::packed("moves", 0, Input::Number(65535.0)), Ok(65535));
    assert_eq!(
        input::packed("moves", 4, Input::Number(65536.0)).unwrap_err(),
        "moves[4] must be a packed move (a whole number from 0 to 65535), not a number (65536)"
    );
    for bad in [Input::Number(-1.0), Input::Number(0.5), Input::Number(f64::INFINITY), Input::Null] {
        assert!(input::packed("moves", 0, bad).is_err());
    }
}

#[test]
fn an_options_argument_is_an_object_or_absent() {
    assert_eq!(input::is_options_object("rules", &Input::Undefined), Ok(false));
    assert_eq!(input::is_options_object("rules", &Input::Null), Ok(false));
    assert_eq!(input::is_options_object("rules", &Input::Other(Kind::Object)), Ok(true));
    let number = input::is_options_object("limits", &Input::Number(5.0)).unwrap_err();
    assert!(number.starts_with("limits must be an object such as {level: 3"), "{number}");
    assert!(input::is_options_object("rules", &Input::Other(Kind::Array)).is_err());
    assert!(input::is_options_object("rules", &Input::Text("draw".into())).is_err());
}

#[test]
fn rules_fields_are_checked_by_type_and_name() {
    assert_eq!(input::rules(&[]), Ok(Rules::default()));
    let tournament = input::rules(&[
        field("simultaneous", Input::Text("draw".into())),
        field("repetition", Input::Bool(true)),
        field("moveLimit", Input::Null),
    ])
    .unwrap();
    assert_eq!(tournament.simultaneous, Simultaneous::Draw);
    assert_eq!(input::rules(&[field("moveLimit", Input::Number(80.0))]).unwrap().move_limit, Some(80));
    assert_eq!(input::rules(&[field("moveLimit", Input::Undefined)]), Ok(Rules::default()));
    let cases = [
        (
            field("simultaneous", Input::Number(6.0)),
            "rules.simultaneous must be \"mover-wins\" or \"draw\", not a number (6)",
        ),
        (
            field("repetition", Input::Text("yes".into())),
            "rules.repetition must be true or false, not the text \"yes\"",
        ),
        (
            field("moveLimit", Input::Text("5".into())),
            "rules.moveLimit must be a whole number of turns or null, not the text \"5\"",
        ),
        (
            field("moveLimit", Input::Number(0.0)),
            "bad rules: the move limit must be at least 1 turn; leave it out for no limit",
        ),
        (
            field("moveLimt", Input::Number(3.0)),
            "rules has an unknown field \"moveLimt\" (known: simultaneous, repetition, moveLimit, reversed)",
        ),
    ];
    for (f, message) in cases {
        assert_eq!(input::rules(&[f]).unwrap_err(), message);
    }
}

#[test]
fn limits_fields_are_checked_by_type_range_and_name() {
    let limits = input::limits(&[
        field("level", Input::Number(6.0)),
        field("movetimeMs", Input::Number(250.0)),
        field("seed", Input::Number(9.0)),
    ])
    .unwrap();
    assert_eq!((limits.level, limits.movetime_ms, limits.seed, limits.depth), (6, Some(250), 9, None));
    let cases = [
        (field("level", Input::Number(0.0)), "bad limits: level is 0, expected 1 to 6".to_string()),
        (
            field("level", Input::Text("3".into())),
            "limits.level must be a whole number from 0 to 255, not the text \"3\"".into(),
        ),
        (
            field("depth", Input::Number(1e9)),
            format!("bad limits: depth must be from 1 to {MAX_REQUESTED_DEPTH}, not 1000000000"),
        ),
        (
            field("depth", Input::Number(1e12)),
            "limits.depth must be a whole number from 0 to 4294967295, not a number (1000000000000)".into(),
        ),
        (
            field("movetimeMs", Input::Number(-1.0)),
            "limits.movetimeMs must be a whole number from 0 to 9007199254740991, not a number (-1)".into(),
        ),
        (
            field("movetimeMs", Input::Number(0.0)),
            format!("bad limits: movetime must be from 1 to {MAX_MOVETIME_MS} ms (one day), not 0"),
        ),
        (
            field("seed", Input::Number(0.5)),
            "limits.seed must be a whole number from 0 to 9007199254740991, not a number (0.5)".into(),
        ),
        (
            field("nodes", Input::Number(5.0)),
            "limits has an unknown field \"nodes\" (known: level, depth, movetimeMs, seed)".into(),
        ),
    ];
    for (f, message) in cases {
        assert_eq!(input::limits(&[f]).unwrap_err(), message);
    }
}

#[test]
fn a_search_is_always_bounded_by_the_same_rule_as_the_protocol() {
    // The level's own budget bounds a search without a depth.
    assert!(input::limits(&[field("level", Input::Number(6.0))]).is_ok());
    // A depth alone does not (depth 12 takes minutes and a wasm search cannot be stopped)…
    let depth_alone = input::limits(&[field("depth", Input::Number(3.0))]).unwrap_err();
    assert!(depth_alone.starts_with("bad limits: a depth alone has no time bound"), "{depth_alone}");
    // …a time with it does, and the time is then the bound.
    let timed =
        input::limits(&[field("depth", Input::Number(20.0)), field("movetimeMs", Input::Number(100.0))]);
    assert_eq!(timed.unwrap().depth, Some(20));
    // The same rule holds for a request built on the host.
    let too_long = LimitsRequest { movetime_ms: Some(MAX_MOVETIME_MS + 1), ..LimitsRequest::default() };
    assert_eq!(
        too_long.to_limits().unwrap_err(),
        format!(
            "bad limits: movetime must be from 1 to {MAX_MOVETIME_MS} ms (one day), not {}",
            MAX_MOVETIME_MS + 1
        )
    );
    let zero_depth = LimitsRequest { depth: Some(0), movetime_ms: Some(10), ..LimitsRequest::default() };
    assert_eq!(
        zero_depth.to_limits().unwrap_err(),
        format!("bad limits: depth must be from 1 to {MAX_REQUESTED_DEPTH}, not 0")
    );
}

#[test]
fn plies_depths_and_optional_texts_are_checked_by_type() {
    assert_eq!(input::ply("ply", Input::Number(0.0)), Ok(0));
    assert_eq!(input::ply("ply", Input::Number(12.0)), Ok(12));
    assert_eq!(
        input::ply("ply", Input::Number(-1.0)).unwrap_err(),
        "ply must be a whole number of plies from 0, not a number (-1)"
    );
    for bad in [Input::Number(1.5), Input::Number(f64::NAN), Input::Text("3".into()), Input::Undefined] {
        assert!(input::ply("ply", bad).is_err());
    }
    assert_eq!(input::depth("depth", Input::Number(7.0)), Ok(7));
    assert_eq!(
        input::depth("depth", Input::Number(1e9)).unwrap_err(),
        format!("depth must be a whole number from 1 to {MAX_REQUESTED_DEPTH}, not a number (1000000000)")
    );
    assert!(input::depth("depth", Input::Number(0.0)).is_err());
    assert_eq!(input::optional_text("side", Input::Undefined), Ok(None));
    assert_eq!(input::optional_text("side", Input::Null), Ok(None));
    assert_eq!(input::optional_text("side", Input::Text("black".into())), Ok(Some("black".into())));
    assert_eq!(
        input::optional_text("side", Input::Number(1.0)).unwrap_err(),
        "side must be text, not a number (1)"
    );
}

#[test]
fn what_was_passed_is_described_briefly_and_escaped() {
    let long = "x".repeat(100);
    assert_eq!(Input::Text(long).described(), format!("the text \"{}…\"", "x".repeat(40)));
    assert_eq!(Input::Text("a\u{1b}b".into()).described(), "the text \"a\\u{1b}b\"");
    // Quotes and backslashes cannot end the quotes early; a line break or a bell is written out.
    assert_eq!(
        Input::Text("say \"hi\" \\ \n\u{7}\u{9b} é".into()).described(),
        "the text \"say \\\"hi\\\" \\\\ \\n\\u{7}\\u{9b} é\""
    );
}
