//! Mutations of seed texts: byte flips, insertions of bytes and of tokens the parsers care
//! about, deletions, truncations, duplications, splices with another seed and random Unicode.

use crate::common::Rng;

/// Tokens that parsers of this crate treat specially, and some that break careless ones.
const TOKENS: &[&str] = &[
    "@",
    "x",
    "-",
    "/",
    ";",
    "(",
    ")",
    "[",
    "]",
    "\\",
    "\"",
    "*",
    "1-0",
    "0-1",
    "1/2-1/2",
    "pass",
    "moves",
    "startpos",
    "b",
    "w",
    "u",
    "y",
    "B",
    "W",
    "0",
    "9",
    "10",
    "99999999999999999999",
    "-1",
    "4294967296",
    "18446744073709551615",
    "limit=",
    "limit=0",
    ",",
    "mover-wins",
    "draw",
    "repetition",
    "no-repetition",
    "parachute",
    "ambiloa",
    "standard-6x6",
    "GM[9]",
    "SZ[8]",
    "AB[a1]",
    "B[",
    "W[",
    ";B[b1-d3]",
    "\u{feff}",
    "\u{0}",
    "\u{7}",
    "\u{1b}",
    "\r",
    "\t",
    "\n",
    " ",
    "é",
    "✓",
    "\u{202e}",
    "\u{10ffff}",
    "𝄞",
    "\u{fffd}",
    "go infinite",
    "go depth 30",
    "stop",
    "undo",
    "redo",
];

/// Returns `seed` changed by one to four random mutations (`others` supplies splices).
pub fn mutate(rng: &mut Rng, seed: &str, others: &[String]) -> String {
    let mut bytes = seed.as_bytes().to_vec();
    for _ in 0..1 + rng.below(4) {
        let len = bytes.len();
        let at = rng.below(len + 1);
        match rng.below(9) {
            0 if len > 0 => {
                let i = rng.below(len);
                bytes[i] ^= 1 << rng.below(8);
            }
            1 => bytes.insert(at, rng.next_u64() as u8),
            2 => {
                let token = TOKENS[rng.below(TOKENS.len())];
                bytes.splice(at..at, token.bytes());
            }
            3 if len > 0 => {
                let end = (at + 1 + rng.below(8)).min(len);
                bytes.drain(at.min(end)..end);
            }
            4 => bytes.truncate(at),
            5 if len > 0 => {
                let end = (at + 1 + rng.below(16)).min(len);
                let copy = bytes[at.min(end)..end].to_vec();
                bytes.splice(end..end, copy);
            }
            6 if !others.is_empty() => {
                let other = others[rng.below(others.len())].as_bytes();
                let from = rng.below(other.len() + 1);
                bytes.truncate(at);
                bytes.extend_from_slice(&other[from..]);
            }
            7 => {
                let c = random_char(rng);
                bytes.splice(at..at, c.to_string().into_bytes());
            }
            _ if len > 0 => {
                // A digit run changed: numbers are where range checks live.
                let i = rng.below(len);
                bytes[i] = b'0' + rng.below(10) as u8;
            }
            _ => bytes.push(b' '),
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

/// A random string of printable ASCII, controls and Unicode, up to `max` characters.
pub fn random_text(rng: &mut Rng, max: usize) -> String {
    (0..rng.below(max + 1)).map(|_| random_char(rng)).collect()
}

fn random_char(rng: &mut Rng) -> char {
    match rng.below(4) {
        0 => (0x20 + rng.below(0x5f) as u8) as char,
        1 => (rng.below(0x20) as u8) as char,
        2 => char::from_u32(0x80 + rng.below(0x800) as u32).unwrap_or('\u{fffd}'),
        _ => char::from_u32(rng.next_u64() as u32 % 0x11_0000).unwrap_or('\u{fffd}'),
    }
}
