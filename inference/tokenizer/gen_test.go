package tokenizer

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// This file generates the strings on which the Go tokenizer is compared
// with Hugging Face's. The generator is seeded and deterministic: the golden
// file testdata/tokenizer/qwen3.json holds its output (with the ids), so any
// change here requires regenerating that file (go test -update).

// genSeed fixes the generator. Changing it changes every random case.
const genSeed = 0x5eed_dee9_ca11

// Fragment pools.
var (
	genWords = []string{
		"the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "Hello", "world",
		"tokenizer", "Transformer", "GPU", "inference", "deepcall", "API", "JSON", "URL",
		"internationalization", "antidisestablishmentarianism", "pneumonoultramicroscopic",
		"CamelCaseIdentifier", "snake_case_name", "kebab-case-name", "SCREAMING_CASE",
		"iPhone", "eBay", "McDonald", "O'Neil", "rock'n'roll", "e-mail", "co-operate",
	}
	genContractions = []string{
		"don't", "Don't", "DON'T", "it's", "It'S", "we're", "WE'RE", "We'Re", "they've",
		"THEY'VE", "I'm", "I'M", "she'll", "SHE'LL", "She'Ll", "he'd", "HE'D", "y'all",
		"'s", "'t", "'re", "'ve", "'m", "'ll", "'d", "'S", "'T", "'RE", "'VE", "'M", "'LL", "'D",
		"'x", "'", "''", "'''s", "dogs'", "James's", "don’t", "it’s", "'ſ", "'\u212A",
		"rock 'n' roll", "'tis", "'twas", "ma'am", "o'clock", "'ll've", "can't've",
	}
	genAccented = []string{
		"café", "naïve", "résumé", "Ångström", "São Paulo", "Tiếng Việt", "Łódź",
		"Ærøskøbing", "façade", "jalapeño", "Zürich", "crème brûlée", "Dvořák", "İstanbul",
		"straße", "ﬁnance", "Ǆemal", "ǅ", "Ωmega", "Ωhm", "Å", "ḱṷṓn", "Ǖǖ", "ệ", "ỹ",
		"Nguyễn Thị Minh Khai", "Ελληνικά", "ἀρχή", "Ῥόδος", "ﬀ ﬃ ﬄ", "Ⅷ", "x²", "H₂O",
	}
	genScripts = []string{
		"你好，世界！", "我爱自然语言处理。", "机器学习和深度学习", "繁體中文測試", "𠀀𠀁𠮷野家",
		"こんにちは世界", "カタカナとひらがな", "日本語のテキストです。", "ｶﾀｶﾅ", "ｈａｌｆ",
		"안녕하세요 세계", "한국어 텍스트", "مرحبا بالعالم", "السَّلَامُ عَلَيْكُمْ", "١٢٣٤٥",
		"שָׁלוֹם עוֹלָם", "שלום", "नमस्ते दुनिया", "हिन्दी", "१२३", "สวัสดีชาวโลก", "ภาษาไทย",
		"Καλημέρα κόσμε", "Привет, мир!", "Ёлка", "Բարեւ", "გამარჯობა", "ሰላም", "வணக்கம்",
		"হ্যালো", "សួស្តី", "བཀྲ་ཤིས་", "ᠮᠣᠩᠭᠣᠯ", "ආයුබෝවන්", "ᏣᎳᎩ", "ꦗꦮ", "ᚠᚢᚦ", "𐌰𐌱",
		"∀x∈ℝ: x²≥0", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢", "𝐁𝐨𝐥𝐝", "①②③", "Ⅻ", "½ ¾", "１２３", "Ｈｅｌｌｏ",
		"€100", "£5", "¥1000", "₿0.5", "°C", "µs", "Å", "™®©", "§¶†‡", "←↑→↓", "♠♥♦♣",
		"┌─┐│└┘", "░▒▓█", "⠓⠑⠇⠇⠕", "\u0000", "\u0001\u0002", "\u007f", "\u0080\u009f",
		"\ue000\uf8ff", "\U000F0000", "\ufffd", "\ufeffBOM", "a\u200bb", "a\u200db", "a\u00adb",
	}
	genEmoji = []string{
		"😀", "😂🤣", "👍", "👍🏽", "👍🏿", "👋🏻👋🏼", "👨‍👩‍👧‍👦", "👩‍💻", "🧑🏿‍🚀", "👩🏻‍❤️‍💋‍👨🏼",
		"🏳️‍🌈", "🏳️‍⚧️", "🇯🇵", "🇺🇸🇬🇧", "🇫🇷🇩🇪🇮🇹", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "1️⃣", "#️⃣", "❤️", "❤", "☺︎",
		"🫠", "🥲", "🤌", "🐈‍⬛", "🍕🍔🍟", "🚀✨", "⌚", "✔️", "©️",
	}
	genCombining = []string{
		"e\u0301", "e\u0301\u0323", "e\u0323\u0301", "a\u0308\u0304", "q\u0307\u0323",
		"o\u0302\u0303", "\u0301abc", " \u0301", "1\u20e3", "\u1100\u1161\u11a8",
		"\u1112\u1161\u11ab\u1100\u1173\u11af", "\u1100\u1161", "가\u11a8", "A\u030a", "\u212b",
		"\u00c5\u0301", "ṩ", "s\u0323\u0307", "s\u0307\u0323", "\u0915\u093c", "\u0929",
		"\u05e9\u05c1\u05b8", "\u0627\u0653", "\u0622", "i\u0307\u0301", "\u0345\u0301",
	}
	genPunct = []string{
		"!", "!!!", "?!?!", "...", "…", "---", "—", "–", "***", "<<>>", "((()))", "«»",
		"“quoted”", "‘single’", "、。「」", "!!!\n\n", "??\r\n", ";;;\t", "@#$%^&*", "~~~",
		"|||", "\\\\", "//", "/* */", "#!", "=>", "::", "..", ":-)", ";)", "¿¡", "‽", "¡Hola!",
		",\n", ".\n\n\n", "]\r\n\r\n", "}\n", ")\r", "'\"", "\"\"\"", "```", "<>", "&amp;",
	}
	genNumbers = []string{
		"0", "7", "42", "123", "1234", "12345", "2024", "3.14159265358979", "-273.15",
		"1,234,567.89", "1e-10", "6.022e23", "0x1F", "0b1010", "0o777", "+1 (555) 123-4567",
		"2024-01-15T10:30:00Z", "192.168.0.1", "v1.2.3", "10%", "$19.99", "3/4", "1st 2nd 3rd",
		"١٢٣", "۱۲۳", "१२३", "௧௨௩", "๑๒๓", "１２３", "²³¹", "¼½¾", "ⅠⅡⅢ", "〇一二三",
	}
	genWhitespace = []string{
		" ", "  ", "   ", "    ", "\t", "\t\t", "\n", "\n\n", "\r\n", "\r\n\r\n", "\r", "\v", "\f",
		" \n", "\n ", " \t\n", "\t \r\n ", "\u00a0", "\u2009", "\u3000", "\u2028", "\u2029",
		"\u0085", "\u1680", "\u202f", "\u205f", "\u180e", "\u200b", "\ufeff", " \u00a0 ",
		"        ", "\n\n\n\n", "\t\n\t\n", " \r \n ",
	}
	genSpecial = []string{
		"<|endoftext|>", "<|im_start|>", "<|im_end|>", "<|object_ref_start|>", "<|object_ref_end|>",
		"<|box_start|>", "<|box_end|>", "<|quad_start|>", "<|quad_end|>", "<|vision_start|>",
		"<|vision_end|>", "<|vision_pad|>", "<|image_pad|>", "<|video_pad|>", "<tool_call>",
		"</tool_call>", "<|fim_prefix|>", "<|fim_middle|>", "<|fim_suffix|>", "<|fim_pad|>",
		"<|repo_name|>", "<|file_sep|>", "<tool_response>", "</tool_response>", "<think>", "</think>",
		// near misses
		"<|im_start", "|im_end|>", "<|IM_START|>", "< |im_end|>", "<|im_end |>", "<|im_end|",
		"<<|im_end|>>", "<think", "think>", "</ think>", "<|>", "<||>", "<|endoftext|>>",
	}
	genInvalid = []string{
		"\xff", "\xfe\xff", "\xc3", "abc\x80def", "\xe2\x82", "\xe2\x82 ", "\xed\xa0\x80",
		"\xf4\x90\x80\x80", "\xc0\xaf", "\xf0\x9f\x98", "\xf0\x9f\x98 ok", "caf\xe9",
		"\x80\x80\x80", "ok\xffok", "<|im_end|>\xff", "\xf8\x88\x80\x80\x80",
	}
	genCode = []string{
		"package main\n\nimport \"fmt\"\n\nfunc main() {\n\tfmt.Println(\"Hello, 世界\")\n}\n",
		"func (t *Tokenizer) Encode(text string) []int {\n\tif text == \"\" {\n\t\treturn nil\n\t}\n\treturn t.encode(text)\n}",
		"for i := 0; i < n; i++ {\n\tsum += a[i] * b[i] // dot\n}",
		"def fib(n):\n    if n < 2:\n        return n\n    return fib(n - 1) + fib(n - 2)\n",
		"class Foo(Bar):\n    \"\"\"Docstring.\"\"\"\n\n    def __init__(self, x: int = 0) -> None:\n        self.x = x  # comment\n",
		"import numpy as np\nx = np.zeros((3, 4), dtype=np.float32)\nprint(f\"{x.shape=}\")",
		"{\"name\": \"deepcall\", \"version\": \"1.0.0\", \"tags\": [\"a\", \"b\"], \"n\": 3.5, \"ok\": true, \"nil\": null}",
		"{\n  \"model\": {\n    \"type\": \"BPE\",\n    \"vocab\": {}\n  }\n}\n",
		"<!DOCTYPE html>\n<html lang=\"en\">\n<head><meta charset=\"utf-8\"><title>Test</title></head>\n<body>\n  <p class=\"x\">Hi &amp; bye</p>\n</body>\n</html>",
		"<div id=\"app\" data-x='1'><span>&lt;b&gt;</span><br/></div>",
		"const f = async (x) => { await g(x ?? 0); return `t=${x}`; };",
		"SELECT id, name FROM users WHERE age >= 18 AND name LIKE 'A%' ORDER BY id DESC;",
		"#!/bin/bash\nset -euo pipefail\nfor f in *.txt; do\n  echo \"$f\" | tr a-z A-Z\ndone\n",
		"fn main() {\n    let v: Vec<u32> = (0..10).map(|x| x * x).collect();\n    println!(\"{:?}\", v);\n}",
		"#include <stdio.h>\nint main(void) { printf(\"%d\\n\", 42); return 0; }",
		"key: value\nlist:\n  - one\n  - two\nnested:\n    deep: true\n",
		"# Title\n\n* item one\n* item two\n\n```go\nx := 1\n```\n\n> quote\n",
		"^(?:[a-z0-9!#$%&'*+/=?^_`{|}~-]+)@example\\.com$",
		"if (a && b || !c) { x <<= 2; y >>>= 1; z ^= 0xFF; }",
		"\tindented with tab\r\n\tand CRLF line endings\r\n",
		"    four spaces\n        eight spaces\n            twelve\n",
		"x=1;y=2;z=x+y;print(z)",
	}
	genSentences = []string{
		"Hello world", "Hello, world!", "The quick brown fox jumps over the lazy dog.",
		"I can't believe it's not butter!", "We'll see what they've done.",
		"This is a test.\nThis is only a test.", "  leading spaces", "trailing spaces   ",
		"multiple   spaces   between", "tab\tseparated\tvalues", "line1\r\nline2\r\nline3",
		"ends with newline\n", "\nstarts with newline", "mixed \t \n whitespace \r\n here",
		"Numbers like 12345 and 3.14 and 1,000,000.", "Email: someone@example.com, URL: https://example.com/path?q=1&r=2#frag",
		"C'est la vie, n'est-ce pas ?", "Ich heiße Müller und wohne in Köln.", "¿Dónde está la biblioteca?",
		"Mixed 中文 and English and 日本語 text.", "Emoji in text 😀 are fun 👍🏽!",
	}
)

// generateStrings returns the deterministic list of test strings.
func generateStrings() []string {
	r := rand.New(rand.NewPCG(genSeed, genSeed>>7))
	var out []string
	add := func(s ...string) { out = append(out, s...) }

	// Fixed cases: every fragment on its own, plus a few landmarks.
	add("", " ", "Hello world", "<|im_start|>user\nhi<|im_end|>")
	for _, pool := range [][]string{genWords, genContractions, genAccented, genScripts, genEmoji,
		genCombining, genPunct, genNumbers, genWhitespace, genSpecial, genInvalid, genCode, genSentences} {
		add(pool...)
	}
	// NFD (and NFKD) spellings of the accented words: must tokenize like NFC.
	for _, w := range genAccented {
		add(norm.NFD.String(w), norm.NFKD.String(w))
	}
	// Special tokens glued to text, whitespace, each other and combining marks.
	for _, sp := range genSpecial[:26] {
		add("x"+sp+"y", " "+sp+" ", sp+sp, "\n"+sp+"\n", sp+"\u0301", "é"+sp+"\u0338")
	}
	add("<|im_end|>\u0338", "<\u0338|im_end|>", "a<|endoftext|>\u0301b", "<|endoftext|><|endoftext|><|endoftext|>")
	// Chat transcripts.
	for i := 0; i < 40; i++ {
		add(genChat(r))
	}
	// Zalgo text: up to 60 combining marks per letter (more than 30 takes
	// the plain-normalization path).
	for i := 0; i < 40; i++ {
		add(genZalgo(r, 1+r.IntN(60)))
	}
	// Long words and runs.
	for _, n := range []int{64, 255, 256, 257, 1000, 3000} {
		add(strings.Repeat("a", n))
	}
	add(strings.Repeat("ab", 700), strings.Repeat("9", 500), strings.Repeat(" ", 600),
		strings.Repeat("\n", 300), strings.Repeat(" \n", 200), strings.Repeat("!", 400),
		strings.Repeat("😀", 150), strings.Repeat("中", 500), strings.Repeat("é", 300),
		"x"+strings.Repeat(" ", 500)+"y", strings.Repeat("\t", 100)+"z", strings.Repeat("'s", 200))
	for i := 0; i < 8; i++ {
		add(genLetters(r, 500+r.IntN(1500)))
	}
	// Whitespace-heavy strings.
	for i := 0; i < 300; i++ {
		add(genWhitespaceMix(r))
	}
	// Random code points from (long-assigned) blocks.
	for i := 0; i < 300; i++ {
		add(genCodePoints(r, 1+r.IntN(30)))
	}
	// Random printable ASCII.
	for i := 0; i < 200; i++ {
		add(genASCII(r, 1+r.IntN(80)))
	}
	// Random mixtures of everything.
	for len(out) < 2400 {
		add(genMix(r))
	}
	return out
}

func pick(r *rand.Rand, pool []string) string { return pool[r.IntN(len(pool))] }

var genPools = [][]string{genWords, genWords, genContractions, genAccented, genScripts, genEmoji,
	genCombining, genPunct, genNumbers, genWhitespace, genSpecial, genCode, genSentences, genInvalid}

func genMix(r *rand.Rand) string {
	var sb strings.Builder
	n := 1 + r.IntN(12)
	for i := 0; i < n; i++ {
		pool := genPools[r.IntN(len(genPools))]
		if pool[0] == genInvalid[0] && r.IntN(3) != 0 {
			pool = genWords // keep invalid UTF-8 to a few strings
		}
		sb.WriteString(pick(r, pool))
		switch r.IntN(6) {
		case 0:
		case 1:
			sb.WriteString(pick(r, genWhitespace))
		default:
			sb.WriteByte(' ')
		}
	}
	return sb.String()
}

func genWhitespaceMix(r *rand.Rand) string {
	var sb strings.Builder
	n := 1 + r.IntN(10)
	for i := 0; i < n; i++ {
		for k := r.IntN(4); k > 0; k-- {
			sb.WriteString(pick(r, genWhitespace))
		}
		switch r.IntN(4) {
		case 0:
			sb.WriteString(pick(r, genWords))
		case 1:
			sb.WriteString(pick(r, genPunct))
		case 2:
			sb.WriteString(pick(r, genNumbers))
		}
	}
	return sb.String()
}

func genChat(r *rand.Rand) string {
	var sb strings.Builder
	sb.WriteString("<|im_start|>system\nYou are a helpful assistant.<|im_end|>\n")
	for turns := 1 + r.IntN(3); turns > 0; turns-- {
		fmt.Fprintf(&sb, "<|im_start|>user\n%s<|im_end|>\n", genMix(r))
		sb.WriteString("<|im_start|>assistant\n")
		if r.IntN(2) == 0 {
			fmt.Fprintf(&sb, "<think>\n%s\n</think>\n\n", genMix(r))
		}
		if r.IntN(3) == 0 {
			fmt.Fprintf(&sb, "<tool_call>\n{\"name\": \"f\", \"arguments\": {\"x\": %d}}\n</tool_call>", r.IntN(1000))
		} else {
			sb.WriteString(genMix(r))
		}
		sb.WriteString("<|im_end|>\n")
	}
	return sb.String()
}

func genZalgo(r *rand.Rand, marks int) string {
	var sb strings.Builder
	for _, c := range "Zalgo" {
		sb.WriteRune(c)
		for i := 0; i < marks; i++ {
			sb.WriteRune(rune(0x300 + r.IntN(0x70)))
		}
	}
	return sb.String()
}

func genLetters(r *rand.Rand, n int) string {
	const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
	b := make([]byte, n)
	for i := range b {
		b[i] = letters[r.IntN(len(letters))]
	}
	return string(b)
}

func genASCII(r *rand.Rand, n int) string {
	b := make([]byte, n)
	for i := range b {
		switch r.IntN(8) {
		case 0:
			b[i] = " \t\n\r"[r.IntN(4)]
		default:
			b[i] = byte(0x20 + r.IntN(0x5F))
		}
	}
	return string(b)
}

// genBlocks are ranges of code points assigned long ago; genCodePoints
// further keeps only characters that Go's Unicode tables (15.0) know, so
// that no character new in later Unicode versions (node ships 17.0) slips
// in.
var genBlocks = [][2]rune{
	{0x00A0, 0x024F}, {0x0250, 0x02FF}, {0x0370, 0x03FF}, {0x0400, 0x04FF}, {0x0530, 0x058F},
	{0x0590, 0x05FF}, {0x0600, 0x06FF}, {0x0900, 0x097F}, {0x0980, 0x09FF}, {0x0E00, 0x0E7F},
	{0x0E80, 0x0EFF}, {0x0F00, 0x0FFF}, {0x10A0, 0x10FF}, {0x1100, 0x11FF}, {0x1200, 0x137F},
	{0x13A0, 0x13FF}, {0x1E00, 0x1EFF}, {0x1F00, 0x1FFF}, {0x2000, 0x206F}, {0x20A0, 0x20BF},
	{0x2100, 0x214F}, {0x2150, 0x218F}, {0x2190, 0x21FF}, {0x2200, 0x22FF}, {0x2500, 0x257F},
	{0x2700, 0x27BF}, {0x3000, 0x303F}, {0x3040, 0x309F}, {0x30A0, 0x30FF}, {0x4E00, 0x9FFF},
	{0xAC00, 0xD7A3}, {0xFF00, 0xFFEF}, {0x1D400, 0x1D7FF}, {0x1F300, 0x1F5FF}, {0x1F600, 0x1F64F},
	{0x1F680, 0x1F6FF}, {0x1F900, 0x1F9FF}, {0x20000, 0x2A6DF}, {0x0000, 0x007F},
}

func genCodePoints(r *rand.Rand, n int) string {
	var sb strings.Builder
	for sb.Len() == 0 || n > 0 {
		b := genBlocks[r.IntN(len(genBlocks))]
		c := b[0] + rune(r.IntN(int(b[1]-b[0]+1)))
		if !unicode.In(c, unicode.L, unicode.M, unicode.N, unicode.P, unicode.S, unicode.Z, unicode.Cc, unicode.Cf) {
			continue
		}
		sb.WriteRune(c)
		n--
	}
	return sb.String()
}
