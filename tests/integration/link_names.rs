//! A game by link names its players in the link itself (`~pb…~pw…`, the game's `Black` and
//! `White` tags), so both friends' chips, records and SGF exports say the same names from one
//! place. A link written before names were carried still opens, naming no one; a name the link
//! carries badly is refused with where.

use crate::boards::{each_board, has_sgf_setup, new_game, play_turns, EVERY_BOARD};
use loa::boundary::PageBoard;
use loa::boundary::{from_named_link, named_link, record, sgf};
use loa::notation::{link, play_text, Annotations};
use loa::{Game, Position, Rules, SquareVariant, Variant};

fn named(black: &str, white: &str) -> Annotations {
    let mut notes = Annotations::default();
    notes.set_tag("Black", Some(black));
    notes.set_tag("White", Some(white));
    notes
}

/// On every board the names follow the game's own fields, so the plain link (the one the games
/// list keeps) names no one; the friend's copy reads them into the game's tags, which its record
/// and SGF (where the board has one) say.
#[test]
fn a_named_link_carries_both_names_to_the_records_tags() {
    fn check<B: PageBoard>(variant: Variant) {
        let mut game = new_game::<B>(variant);
        play_turns(&mut game, 9, 1);
        let text = named_link(&game, &named("Anna", "Jürgen"));
        assert_eq!(text, format!("{}~pbQW5uYQ~pwSsO8cmdlbg", link::encode(&game)));
        let (back, notes) = from_named_link::<B>(&text).unwrap();
        assert_eq!(back.moves(), game.moves());
        assert_eq!((notes.tag("Black"), notes.tag("White")), (Some("Anna"), Some("Jürgen")));
        // The record and the SGF say the names the link brought.
        assert!(record(&back, &notes).contains("[Black \"Anna\"]\n[White \"Jürgen\"]"));
        if has_sgf_setup(variant) {
            assert!(sgf(&back, &notes).unwrap().contains("PB[Anna]PW[Jürgen]"));
        }
        // The game alone (the link the games list keeps) names no one.
        assert_eq!(link::encode(&back), link::encode(&game));
        assert_eq!(from_named_link::<B>(&link::encode(&game)).unwrap().1, Annotations::default());
    }
    each_board!(EVERY_BOARD, check);
}

#[test]
fn one_name_alone_and_an_ending_before_the_names() {
    let mut game = Game::new(SquareVariant::Standard, Rules::default());
    play_text(&mut game, "b1-d3").unwrap();
    game.offer_draw().unwrap();
    let mut notes = Annotations::default();
    notes.set_tag("White", Some("李小龍"));
    let text = named_link(&game, &notes);
    assert_eq!(text, "standard~rep~mBT~offer~pw5p2O5bCP6b6N");
    let (back, notes) = from_named_link::<Position>(&text).unwrap();
    assert!(back.draw_offer_pending());
    assert_eq!((notes.tag("Black"), notes.tag("White")), (None, Some("李小龍")));
}

#[test]
fn an_old_link_without_names_still_opens_naming_no_one() {
    let (game, notes) = from_named_link::<Position>("standard~mBTQT~rb").unwrap();
    assert_eq!(game.moves().len(), 2);
    assert_eq!(notes, Annotations::default());
}

#[test]
fn a_bad_name_or_misplaced_name_field_is_refused_with_where() {
    let err = from_named_link::<Position>("standard~mBT~pbQW!u").unwrap_err();
    assert_eq!(
        err,
        "bad game link: game link, character 14: player's name: not a name's letters (A-Z a-z 0-9 - _)"
    );
    let err = from_named_link::<Position>("standard~pwQm8~pbQW5u").unwrap_err();
    assert_eq!(err, "bad game link: game link, character 16: field \"pbQW5u\" is repeated or out of order");
    let err = link::decode("standard~pb_w").unwrap_err();
    assert_eq!(err.why, "player's name: not text (UTF-8)");
}
