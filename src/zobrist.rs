//! Zobrist hashing keys (Zobrist 1970), generated at compile time by SplitMix64 so the table is
//! identical on every platform and costs nothing at start-up.

use crate::rng::step;

/// Every key the hash uses.
pub(crate) struct Keys {
    /// A piece of colour `c` on square `s`: `piece[c][s]`.
    pub piece: [[u64; 64]; 4],
    /// The colour to move.
    pub turn: [u64; 4],
    /// A Parachute drop is due.
    pub drop_due: u64,
    /// Parachute: colour `c` holds `n` pieces in hand: `in_hand[c][n]`.
    pub in_hand: [[u64; 8]; 2],
}

/// The row of [`Keys::piece`] whose keys Gemma's holes use: Blue's. Gemma is a two-player
/// variant, so no Blue piece ever shares a hash with a hole, and the holes cost the table (and
/// the wasm, where 512 random bytes do not compress) nothing.
pub(crate) const HOLE: usize = 2;

const fn build() -> Keys {
    let mut keys = Keys { piece: [[0; 64]; 4], turn: [0; 4], drop_due: 0, in_hand: [[0; 8]; 2] };
    let mut state = 0x4c4f_4120_5a4f_4252; // "LOA ZOBR"
    let mut c = 0;
    while c < 4 {
        let mut s = 0;
        while s < 64 {
            let (next, key) = step(state);
            state = next;
            keys.piece[c][s] = key;
            s += 1;
        }
        let (next, key) = step(state);
        state = next;
        keys.turn[c] = key;
        c += 1;
    }
    let (next, key) = step(state);
    state = next;
    keys.drop_due = key;
    let mut c = 0;
    while c < 2 {
        // Zero pieces in hand hashes as zero, so variants without drops never touch these keys.
        let mut n = 1;
        while n < 8 {
            let (next, key) = step(state);
            state = next;
            keys.in_hand[c][n] = key;
            n += 1;
        }
        c += 1;
    }
    keys
}

/// The keys.
pub(crate) static KEYS: Keys = build();
