// Package tokenizer implements Hugging Face BPE tokenizers, as described
// by a tokenizer.json file: byte-level BPE of the kind shipped with GPT-2
// style models, SmolLM2 and Qwen3, and SentencePiece-style BPE with byte
// fallback of the kind Hugging Face writes for Llama. Vocab turns a
// vocabulary given by its pieces (GGUF's tokenizer.ggml.* metadata, or a
// llama2.c tokenizer file read by ReadLlama2C) into such a file.
//
// The goal is token-for-token equality with Hugging Face's tokenizer
// library. The reference used by the tests is the JavaScript port
// (@huggingface/tokenizers, the engine behind transformers.js), run through
// node on the same tokenizer.json; see hfencode.mjs and the golden vectors in
// testdata/tokenizer at the repository root (Qwen3's file, and the files
// converted from stories260K's and SmolLM2's vocabularies).
//
// # What is supported
//
//   - normalizer: null, NFC, NFD, NFKC, NFKD, Prepend, Replace (a String
//     pattern, or a Regex without special characters), or a Sequence of
//     those.
//   - pre_tokenizer: null, or Split (Regex or String pattern, any behavior,
//     invert) and Digits (individual_digits true or false) pre-tokenizers,
//     possibly nested in Sequence, optionally followed by ByteLevel
//     (add_prefix_space, use_regex), which must then come last. With
//     ByteLevel the model works on bytes; without it, on characters.
//   - model: BPE with a vocab object and merges in either the "a b" string
//     form or the ["a", "b"] array form, ignore_merges, unk_token, fuse_unk
//     and byte_fallback ("<0xXX>" tokens for the UTF-8 bytes of a character
//     with no token). dropout, continuing_subword_prefix and
//     end_of_word_suffix are rejected with ErrUnsupported.
//   - added_tokens: special and non-special, with lstrip, rstrip,
//     single_word and normalized.
//   - decoder: ByteLevel, Replace, ByteFallback, Fuse and Strip, or a
//     Sequence of those.
//
// post_processor, truncation and padding are accepted and ignored: Encode
// behaves like Hugging Face's encode(text, add_special_tokens=False), for
// which the post-processor adds nothing.
//
// Anything else (WordPiece, Unigram or WordLevel models, Metaspace and other
// pre-tokenizers, unknown component types, regex constructs that cannot be
// reproduced exactly) makes Load fail with an error wrapping
// ErrUnsupported; a file that is not valid JSON or is internally
// inconsistent (missing vocab, a merge naming an unknown token, duplicate
// ids) fails with an error wrapping ErrInvalid. Load never panics.
//
// # Vocabularies by their pieces
//
// Vocab.JSON writes the tokenizer.json Hugging Face has for a model whose
// vocabulary is known by its pieces. A "gpt2" (byte-level) vocabulary gets
// the normalizer, pre-tokenizer and decoder that its GGUF pre-tokenizer name
// stands for: "gpt-2", "smollm" (Digits then ByteLevel), "qwen2" (NFC,
// Qwen's Split, ByteLevel) or "llama-bpe" (Llama 3's Split, ignore_merges).
// llama.cpp's "default" is refused: converters write it when they do not
// know the pre-tokenizer. A "llama" (SentencePiece) vocabulary is written as
// Hugging Face's converter writes Llama's: Prepend "▁" and Replace " " by
// "▁", no pre-tokenizer, byte fallback, merges derived from the scores
// (every split of a piece into two pieces, ranked by the piece's score),
// and the decoders Replace, ByteFallback, Fuse and Strip. Control and
// unknown tokens become special added tokens, user-defined ones non-special
// added tokens. The output is a pure function of the Vocab.
//
// On stories260K's vocabulary the converted file encodes exactly as
// llama2.c's own encoder (highest-scoring pair first, leftmost on ties) on
// thousands of strings. They part on text holding "▁" itself (a space to
// the converted file, three bytes to llama2.c) and, in principle, where a
// piece that can be split in two ways is due at two places at once and the
// order between them changes what merges next; no such string turned up.
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
// the reference of the tests, on those that the files it reads exercise:
//
//   - ByteLevel with use_regex: \s in GPT-2's pattern is JavaScript's
//     (U+FEFF is a space, U+0085 is not); Oniguruma's is Unicode White_Space.
//   - (?i:...) in Split patterns folds ASCII letters only; Oniguruma would
//     also let 'ſ' (U+017F) match s and the Kelvin sign match k.
//   - Decode converts the bytes between two added tokens separately, so a
//     character cut by an added token becomes U+FFFD on both sides.
//   - Digits splits off ASCII digits only; Rust also splits other
//     scripts' digits and numeric characters such as ² or ½.
//   - Prepend prepends even to text an earlier normalizer emptied.
//   - fuse_unk fuses unknown tokens across pre-tokens, not only within one.
//   - The ByteFallback decoder turns an ill-formed byte run into U+FFFD by
//     maximal subparts, not one per byte, drops a byte order mark that
//     starts a run, and reads a token's two digits with parseInt
//     ("<0x-F>" is the byte 0xF1).
//
// Replace with a $ in its content, and Strip with a character outside the
// Basic Multilingual Plane, are refused (ErrUnsupported): there the two
// libraries give different results.
//
// It follows the Rust library where the JavaScript port does not implement
// a feature: single_word added tokens, the MergedWithPrevious,
// MergedWithNext and Contiguous split behaviours, invert, and Removed with a
// String pattern (tokenizers.js keeps those delimiters); lstrip and rstrip
// strip Unicode White_Space, as in Rust. None of these features is used by
// the Qwen3, GPT-2, SmolLM2 or Llama files.
package tokenizer
