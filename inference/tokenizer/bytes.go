package tokenizer

import (
	"unicode/utf8"
)

// byteChar maps each byte to the printable character that stands for it in
// byte-level BPE vocabularies (GPT-2's bytes_to_unicode): printable Latin-1
// bytes stand for themselves, the 68 others (controls, space, DEL, NBSP,
// soft hyphen, ...) are moved, in byte order, to U+0100 and up.
var byteChar [256]rune

// charByte is the inverse of byteChar; it holds -1 for characters that do
// not stand for a byte.
var charByte [324]int16

func init() {
	for i := range charByte {
		charByte[i] = -1
	}
	next := rune(256)
	for b := 0; b < 256; b++ {
		printable := (b >= '!' && b <= '~') || (b >= 0xA1 && b <= 0xAC) || (b >= 0xAE && b <= 0xFF)
		if printable {
			byteChar[b] = rune(b)
		} else {
			byteChar[b] = next
			next++
		}
		charByte[byteChar[b]] = int16(b)
	}
}

// byteLevelString returns the byte-level spelling of s (each byte of s
// replaced by its stand-in character).
func byteLevelString(s string) string {
	buf := make([]byte, 0, len(s)*2)
	for i := 0; i < len(s); i++ {
		buf = utf8.AppendRune(buf, byteChar[s[i]])
	}
	return string(buf)
}

// unByteLevel turns the byte-level spelling of a token back into raw bytes,
// appending them to dst. ok is false (and dst unchanged) if some character
// of tok does not stand for a byte.
func unByteLevel(dst []byte, tok string) (out []byte, ok bool) {
	n := len(dst)
	for _, r := range tok {
		if r < 0 || int(r) >= len(charByte) || charByte[r] < 0 {
			return dst[:n], false
		}
		dst = append(dst, byte(charByte[r]))
	}
	return dst, true
}

// validUTF8 replaces every byte of s that is not part of a well-formed
// UTF-8 sequence by U+FFFD, one replacement per bad byte (the behaviour of
// Go's range loop and of encoding/json).
func validUTF8(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	buf := make([]byte, 0, len(s)+8)
	for _, r := range s {
		buf = utf8.AppendRune(buf, r)
	}
	return string(buf)
}

// lossyUTF8 converts b to a string, replacing ill-formed sequences by U+FFFD
// following the WHATWG "maximal subpart" practice (also used by Rust's
// String::from_utf8_lossy): a truncated but otherwise valid prefix of a
// multi-byte sequence becomes a single U+FFFD.
func lossyUTF8(b []byte) string {
	if utf8.Valid(b) {
		return string(b)
	}
	out := make([]byte, 0, len(b)+8)
	for i := 0; i < len(b); {
		c := b[i]
		if c < utf8.RuneSelf {
			out = append(out, c)
			i++
			continue
		}
		r, size := utf8.DecodeRune(b[i:])
		if r != utf8.RuneError || size > 1 {
			out = append(out, b[i:i+size]...)
			i += size
			continue
		}
		// Ill-formed: skip the maximal subpart starting at i.
		i += maximalSubpart(b[i:])
		out = append(out, "\uFFFD"...)
	}
	return string(out)
}

// maximalSubpart returns the length (at least 1) of the longest prefix of b
// that is a prefix of some well-formed UTF-8 sequence, given that b itself
// does not start with a complete one.
func maximalSubpart(b []byte) int {
	c := b[0]
	var need int
	lo, hi := byte(0x80), byte(0xBF) // allowed range of the second byte
	switch {
	case c >= 0xC2 && c <= 0xDF:
		need = 1
	case c == 0xE0:
		need, lo = 2, 0xA0
	case c >= 0xE1 && c <= 0xEC, c == 0xEE, c == 0xEF:
		need = 2
	case c == 0xED:
		need, hi = 2, 0x9F
	case c == 0xF0:
		need, lo = 3, 0x90
	case c >= 0xF1 && c <= 0xF3:
		need = 3
	case c == 0xF4:
		need, hi = 3, 0x8F
	default:
		return 1
	}
	n := 1
	for k := 0; k < need && n < len(b); k++ {
		x := b[n]
		if k == 0 {
			if x < lo || x > hi {
				break
			}
		} else if x < 0x80 || x > 0xBF {
			break
		}
		n++
	}
	return n
}
