// Package tokenizer implements Hugging Face byte-level BPE tokenizers, as
// described by a tokenizer.json file of the kind shipped with GPT-2 style
// models and with Qwen3.
//
// The goal is token-for-token equality with Hugging Face's tokenizer
// library. The reference used by the tests is the JavaScript port
// (@huggingface/tokenizers, the engine behind transformers.js), run through
// node on the same tokenizer.json; see hfencode.mjs and the golden vectors in
// testdata/tokenizer at the repository root.
//
// # What is supported
//
//   - normalizer: null, NFC, NFD, NFKC, NFKD, or a Sequence of those.
//   - pre_tokenizer: ByteLevel (add_prefix_space, use_regex), optionally
//     preceded by Split pre-tokenizers (Regex or String pattern, any
//     behavior, invert), possibly nested in Sequence. ByteLevel must come
//     last and appear once.
//   - model: BPE with a vocab object and merges in either the "a b" string
//     form or the ["a", "b"] array form, ignore_merges, unk_token and
//     fuse_unk. dropout, byte_fallback, continuing_subword_prefix and
//     end_of_word_suffix are rejected with ErrUnsupported.
//   - added_tokens: special and non-special, with lstrip, rstrip,
//     single_word and normalized.
//   - decoder: ByteLevel.
//
// post_processor, truncation and padding are accepted and ignored: Encode
// behaves like Hugging Face's encode(text, add_special_tokens=False), for
// which the post-processor adds nothing.
//
// Anything else (WordPiece, Unigram or WordLevel models, a BPE without a
// ByteLevel pre-tokenizer, unknown component types, regex constructs that
// cannot be reproduced exactly) makes Load fail with an error wrapping
// ErrUnsupported; a file that is not valid JSON or is internally
// inconsistent (missing vocab, a merge naming an unknown token, duplicate
// ids) fails with an error wrapping ErrInvalid. Load never panics.
//
// # Invalid UTF-8
//
// Encode accepts any Go string. Each byte that is not part of a valid UTF-8
// sequence is replaced by U+FFFD before anything else happens, exactly as
// Go's range loop and encoding/json do (one U+FFFD per bad byte, not one per
// run as strings.ToValidUTF8 would). A caller that sends the same string to
// a JavaScript or Python tokenizer through encoding/json therefore gets the
// same ids from both.
//
// The bytes that Decode joins need not be valid UTF-8 (for example when the
// ids end in the middle of a multi-byte character); ill-formed sequences are
// turned into U+FFFD using the WHATWG "maximal subpart" rule, as TextDecoder
// and Rust's String::from_utf8_lossy do.
//
// # Normalization
//
// NFC and friends come from golang.org/x/text/unicode/norm. That package
// implements the Stream-Safe Text Format and inserts U+034F after 30
// consecutive non-starters, which Hugging Face does not do; for such (rare)
// inputs this package falls back to its own canonical composition, so the
// result is plain NFC.
//
// # Known differences from Hugging Face
//
// Character classes such as \p{L} use Go's Unicode tables (Unicode 15.0 for
// the unicode package and x/text), while node 20 ships Unicode 17. Letters
// and digits first assigned after Unicode 15.0 may therefore be split
// differently; everything assigned in 15.0 behaves the same.
//
// Hugging Face's Rust library (Python's tokenizers) and its JavaScript port
// disagree on a few corner cases. This package follows the JavaScript port,
// the reference of the tests, on those that byte-level files exercise:
//
//   - ByteLevel with use_regex: \s in GPT-2's pattern is JavaScript's
//     (U+FEFF is a space, U+0085 is not); Oniguruma's is Unicode White_Space.
//   - (?i:...) in Split patterns folds ASCII letters only; Oniguruma would
//     also let 'ſ' (U+017F) match s and the Kelvin sign match k.
//   - Decode converts the bytes between two added tokens separately, so a
//     character cut by an added token becomes U+FFFD on both sides.
//
// It follows the Rust library where the JavaScript port does not implement
// a feature: single_word added tokens, the MergedWithPrevious,
// MergedWithNext and Contiguous split behaviours, invert, and Removed with a
// String pattern (tokenizers.js keeps those delimiters); lstrip and rstrip
// strip Unicode White_Space, as in Rust. None of these features is used by
// the Qwen3 or GPT-2 files.
package tokenizer
