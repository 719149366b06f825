//! The players' names a game link may carry (`~pb…`, `~pw…`, after every other field): the
//! game's own Black and White tags, so a game played by link names its players in the link
//! itself, and both friends' chips, records and SGF exports say the same names. A name is any
//! text (a name in any script), written as the base64url of its UTF-8 without padding, so a
//! link keeps to unreserved URL characters: `Anna` is `~pbQW5uYQ`.

use super::link::LinkError;

/// The base64url alphabet, the same as the moves' squares ([`super::link`]).
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// The longest name a link carries, in bytes of UTF-8: a chip and a list row show a short name,
/// and a link stays short enough to send.
pub(crate) const LINK_NAME_LIMIT: usize = 100; // the refusal below says 100

/// Appends the name fields of `names` (Black's, White's; `None` or empty: not written).
pub(crate) fn push_names(out: &mut String, names: [Option<&str>; 2]) {
    for (field, name) in ["~pb", "~pw"].into_iter().zip(names) {
        let Some(name) = name.filter(|n| !n.is_empty()) else { continue };
        out.push_str(field);
        // Three bytes become four characters; a last one or two become two or three.
        for chunk in name.as_bytes().chunks(3) {
            let mut bits = 0u32;
            for (i, &b) in chunk.iter().enumerate() {
                bits |= u32::from(b) << (16 - 8 * i);
            }
            for i in 0..=chunk.len() {
                out.push(ALPHABET[(bits >> (18 - 6 * i) & 63) as usize] as char);
            }
        }
    }
}

/// Reads a name field's value (`QW5uYQ`), whose field starts at character `at` (from 1).
pub(crate) fn read_name(value: &str, at: usize) -> Result<String, LinkError> {
    let name = decode(value.as_bytes());
    name.map_err(|why| LinkError::new(at, ["player's name: ", why].concat()))
}

/// The text whose UTF-8 `value` is in base64url, or what is wrong with it.
fn decode(value: &[u8]) -> Result<String, &'static str> {
    let mut bytes = Vec::new();
    for chunk in value.chunks(4) {
        if chunk.len() == 1 {
            return Err("the name's letters are cut short");
        }
        let mut bits = 0u32;
        for (i, c) in chunk.iter().enumerate() {
            let six = ALPHABET.iter().position(|a| a == c).ok_or("not a name's letters (A-Z a-z 0-9 - _)")?;
            bits |= (six as u32) << (18 - 6 * i);
        }
        for i in 0..chunk.len() - 1 {
            bytes.push((bits >> (16 - 8 * i)) as u8);
        }
    }
    if bytes.is_empty() || bytes.len() > LINK_NAME_LIMIT {
        return Err("from 1 to 100 bytes");
    }
    String::from_utf8(bytes).map_err(|_| "not text (UTF-8)")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn written(name: &str) -> String {
        let mut out = String::new();
        push_names(&mut out, [Some(name), None]);
        out
    }

    #[test]
    fn names_are_base64url_of_their_utf8() {
        assert_eq!(written("Anna"), "~pbQW5uYQ");
        assert_eq!(written("Zoë"), "~pbWm_Dqw");
        for name in ["A", "Bo", "Ann", "Jürgen Müller", "李小龍", "O'Brien-Smith"] {
            assert_eq!(read_name(&written(name)[3..], 5).unwrap(), name);
        }
    }

    #[test]
    fn a_bad_name_is_refused_with_where() {
        assert_eq!(read_name("QW5uY", 9).unwrap_err().why, "player's name: the name's letters are cut short");
        assert_eq!(
            read_name("QW!u", 9).unwrap_err().why,
            "player's name: not a name's letters (A-Z a-z 0-9 - _)"
        );
        assert_eq!(read_name("", 9).unwrap_err().why, "player's name: from 1 to 100 bytes");
        assert_eq!(read_name("_w", 9).unwrap_err().why, "player's name: not text (UTF-8)");
        assert_eq!(read_name(&written(&"a".repeat(101))[3..], 9).unwrap_err().at, 9);
    }
}
