//! Record tags, `[Name "value"]`, read and written once for the records of every board (the 8×8
//! boards' and the wide boards'). One escape rule, PGN's: inside a value `\"` is a quote and
//! `\\` a backslash; any other backslash is itself. Blanks may stand around the name and the
//! value; a value ends on its line. Writing replaces line breaks with blanks and escapes `"` and
//! `\`, so every value written reads back the same.

use super::reason::ReasonCode;

/// One tag as read: its name, its value with the escapes undone, and the character offset of
/// its `[` (where an error about it points).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Tag {
    /// The name, letters, digits and `_`: `Event`, `Variant`.
    pub name: String,
    /// The value, unescaped.
    pub value: String,
    /// The character offset of the tag's `[`.
    pub at: usize,
}

fn skip_blanks(chars: &[char], at: &mut usize) {
    while chars.get(*at).is_some_and(|c| c.is_whitespace()) {
        *at += 1;
    }
}

/// Reads the tags at `chars[*at..]`, leaving `at` after the last one (and the blanks after
/// it). An error is the offset of the faulty tag's `[` and why, starting with the tag's name:
/// `Event: the value's closing quote is missing`.
pub(crate) fn read_tags(chars: &[char], at: &mut usize) -> Result<Vec<Tag>, (usize, ReasonCode)> {
    let mut tags = Vec::new();
    loop {
        skip_blanks(chars, at);
        if chars.get(*at) != Some(&'[') {
            return Ok(tags);
        }
        let start = *at;
        *at += 1;
        skip_blanks(chars, at);
        let name_start = *at;
        while chars.get(*at).is_some_and(|c| c.is_ascii_alphanumeric() || *c == '_') {
            *at += 1;
        }
        let name: String = chars[name_start..*at].iter().collect();
        if name.is_empty() {
            return Err((start, ReasonCode::TagNoName));
        }
        skip_blanks(chars, at);
        if chars.get(*at) != Some(&'"') {
            return Err((start, ReasonCode::TagNotQuoted { name }));
        }
        *at += 1;
        let mut value = String::new();
        loop {
            match chars.get(*at) {
                None | Some('\n') | Some('\r') => {
                    return Err((start, ReasonCode::TagQuoteNotClosed { name }))
                }
                Some('"') => break,
                Some('\\') if matches!(chars.get(*at + 1), Some('"') | Some('\\')) => {
                    value.push(chars[*at + 1]);
                    *at += 2;
                }
                Some(&c) => {
                    value.push(c);
                    *at += 1;
                }
            }
        }
        *at += 1;
        skip_blanks(chars, at);
        if chars.get(*at) != Some(&']') {
            return Err((start, ReasonCode::TagNotClosed { name }));
        }
        *at += 1;
        tags.push(Tag { name, value, at: start });
    }
}

/// Writes one tag line, `[Name "value"]` and a line break, escaping as [`read_tags`] reads.
pub(crate) fn write_tag(out: &mut String, name: &str, value: &str) {
    let escaped = value.replace(['\n', '\r'], " ").replace('\\', "\\\\").replace('"', "\\\"");
    out.push_str(&format!("[{name} \"{escaped}\"]\n"));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Result<Vec<(String, String)>, (usize, String)> {
        let chars: Vec<char> = text.chars().collect();
        read_tags(&chars, &mut 0)
            .map(|tags| tags.into_iter().map(|t| (t.name, t.value)).collect())
            .map_err(|(at, why)| (at, why.to_string()))
    }

    #[test]
    fn blanks_around_the_name_and_pgn_escapes_are_read() {
        let tags = read("[ Variant \"hex-5\" ]\n[Event \"a \\\"b\\\" c:\\\\d \\x\"]").unwrap();
        assert_eq!(tags[0], ("Variant".to_string(), "hex-5".to_string()));
        assert_eq!(tags[1].1, "a \"b\" c:\\d \\x");
    }

    #[test]
    fn every_value_written_reads_back() {
        for value in ["plain", "a \"quote\"", "back\\slash", "ends in \\", "\\\"", "line\nbreak"] {
            let mut out = String::new();
            write_tag(&mut out, "Event", value);
            let read = read(&out).unwrap();
            assert_eq!(read[0].1, value.replace('\n', " "), "{out}");
        }
    }

    #[test]
    fn a_bad_tag_says_which_and_why() {
        assert_eq!(
            read("[Event \"open\n").unwrap_err(),
            (0, "Event: the value's closing quote is missing".into())
        );
        assert_eq!(read("x [\"v\"]").unwrap(), []);
        assert_eq!(read("[ \"v\"]").unwrap_err().1, "has no name: expected [Name \"value\"]");
        assert_eq!(read("[A \"v\" x").unwrap_err().1, "A: expected ] after the value");
        let chars: Vec<char> = "[Event x]".chars().collect();
        let name = "Event".to_string();
        assert_eq!(read_tags(&chars, &mut 0).unwrap_err(), (0, ReasonCode::TagNotQuoted { name }));
    }
}
