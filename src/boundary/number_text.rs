//! JavaScript numbers written out for error messages, as a page author would write them
//! (`2.5`, `-1`, `NaN`, `Infinity`, `1e300`), without Rust's float formatting.
//!
//! Why not `format!("{n}")`: `f64`'s `Display` links the shortest-round-trip float printer into
//! the wasm, about 8 KB gzipped for a handful of error messages (docs/figures.md). Whole numbers
//! go through integer formatting instead, fractions through six rounded decimals; an error
//! message needs no more.

/// `n` as text: whole numbers exactly (below 10¹⁹), fractions to six decimals (`≈` marks
/// one rounded to a whole number), larger numbers as `1.8e308`, and JavaScript's `NaN`, `Infinity`, `-Infinity`.
pub fn number_text(n: f64) -> String {
    if n.is_nan() {
        return "NaN".into();
    }
    let sign = if n.is_sign_negative() && n != 0.0 { "-" } else { "" };
    let a = n.abs();
    if a.is_infinite() {
        return format!("{sign}Infinity");
    }
    if a >= 1e19 {
        return format!("{sign}{}", large(a));
    }
    let whole = a.trunc();
    let millionths = ((a - whole) * 1e6).round() as u32;
    let (whole, millionths) = if millionths == 1_000_000 { (whole + 1.0, 0) } else { (whole, millionths) };
    // `whole` ≤ 10¹⁹ < 2⁶⁴: exact as an integer.
    let whole = whole as u64;
    match millionths {
        0 if a.fract() != 0.0 => format!("≈{sign}{whole}"),
        0 => format!("{sign}{whole}"),
        m => format!("{sign}{whole}.{}", format!("{m:06}").trim_end_matches('0')),
    }
}

/// `a` (≥ 10¹⁹, finite) as a mantissa with one decimal and a power of ten: `1.8e308`.
fn large(a: f64) -> String {
    let mut exponent = 19;
    let mut mantissa = a / 1e19;
    while mantissa >= 10.0 {
        mantissa /= 10.0;
        exponent += 1;
    }
    let tenths = (mantissa * 10.0).round() as u32;
    let (tenths, exponent) = if tenths == 100 { (10, exponent + 1) } else { (tenths, exponent) };
    match tenths % 10 {
        0 => format!("{}e{exponent}", tenths / 10),
        d => format!("{}.{d}e{exponent}", tenths / 10),
    }
}

#[cfg(test)]
mod tests {
    use super::number_text;

    #[test]
    fn whole_numbers_are_exact() {
        assert_eq!(number_text(0.0), "0");
        assert_eq!(number_text(-0.0), "0");
        assert_eq!(number_text(-1.0), "-1");
        assert_eq!(number_text(65536.0), "65536");
        assert_eq!(number_text(1e9), "1000000000");
        assert_eq!(number_text(9_007_199_254_740_993.0), "9007199254740992");
        assert_eq!(number_text(1e18), "1000000000000000000");
        assert_eq!(number_text(1e20), "1e20");
    }

    #[test]
    fn fractions_have_at_most_six_decimals() {
        assert_eq!(number_text(2.5), "2.5");
        assert_eq!(number_text(-0.5), "-0.5");
        assert_eq!(number_text(0.125), "0.125");
        assert_eq!(number_text(0.1), "0.1");
        assert_eq!(number_text(1.0 / 3.0), "0.333333");
        assert_eq!(number_text(1e-9), "≈0");
        assert_eq!(number_text(0.9999999), "≈1");
    }

    #[test]
    fn javascripts_special_values_and_huge_numbers() {
        assert_eq!(number_text(f64::NAN), "NaN");
        assert_eq!(number_text(f64::INFINITY), "Infinity");
        assert_eq!(number_text(f64::NEG_INFINITY), "-Infinity");
        assert_eq!(number_text(1e21), "1e21");
        assert_eq!(number_text(1e300), "1e300");
        assert_eq!(number_text(-f64::MAX), "-1.8e308");
        assert_eq!(number_text(2f64.powi(70) * 1000.0), "1.2e24");
    }
}
