//! A tiny seeded random number source (SplitMix64, Steele et al. 2014), so the core needs no
//! `rand` dependency and every "random" choice is reproducible from a seed. The Zobrist keys are
//! drawn from the same function at compile time.

/// One SplitMix64 output for `x`: a well-mixed hash of a 64-bit value.
#[inline]
pub const fn splitmix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// One step of the Zobrist key stream: the next state and the output for this one.
#[inline]
pub(crate) const fn step(state: u64) -> (u64, u64) {
    (state.wrapping_add(0x9e37_79b9_7f4a_7c15), splitmix(state))
}

/// A seeded stream of pseudo-random numbers.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A stream determined by `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        splitmix(self.0)
    }

    /// A number in `0..n` (`n` > 0); the tiny modulo bias does not matter for games.
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n.max(1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_stream_and_another_seed_another() {
        let a: Vec<u64> = (0..4)
            .map({
                let mut r = Rng::new(7);
                move |_| r.next_u64()
            })
            .collect();
        let b: Vec<u64> = (0..4)
            .map({
                let mut r = Rng::new(7);
                move |_| r.next_u64()
            })
            .collect();
        let c = Rng::new(8).next_u64();
        assert_eq!(a, b);
        assert_ne!(a[0], c);
        assert!((0..100).all(|i| Rng::new(i).below(6) < 6));
    }
}
