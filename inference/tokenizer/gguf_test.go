package tokenizer

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"os"
)

// A minimal reader of GGUF metadata, for tests only: it turns a GGUF
// file's tokenizer.ggml.* keys into a Vocab, so that the committed
// testdata/tokenizer/smollm2.json can be regenerated from the model file.
// (The project's GGUF reader lives in package inference/gguf.)

// GGUF metadata value types.
const (
	ggufUint8 = iota
	ggufInt8
	ggufUint16
	ggufInt16
	ggufUint32
	ggufInt32
	ggufFloat32
	ggufBool
	ggufString
	ggufArray
	ggufUint64
	ggufInt64
	ggufFloat64
)

type ggufReader struct {
	r   *bufio.Reader
	err error
}

func (g *ggufReader) bytes(n uint64) []byte {
	if g.err != nil {
		return nil
	}
	if n > 1<<28 {
		g.err = fmt.Errorf("gguf: implausible length %d", n)
		return nil
	}
	b := make([]byte, n)
	_, g.err = io.ReadFull(g.r, b)
	return b
}

func (g *ggufReader) u32() uint32 {
	b := g.bytes(4)
	if g.err != nil {
		return 0
	}
	return binary.LittleEndian.Uint32(b)
}

func (g *ggufReader) u64() uint64 {
	b := g.bytes(8)
	if g.err != nil {
		return 0
	}
	return binary.LittleEndian.Uint64(b)
}

func (g *ggufReader) str() string { return string(g.bytes(g.u64())) }

// value reads one value of type typ: numbers as float64 or int64, strings,
// bools, and arrays as []any.
func (g *ggufReader) value(typ uint32) any {
	sizes := map[uint32]uint64{ggufUint8: 1, ggufInt8: 1, ggufUint16: 2, ggufInt16: 2, ggufUint32: 4, ggufInt32: 4,
		ggufFloat32: 4, ggufBool: 1, ggufUint64: 8, ggufInt64: 8, ggufFloat64: 8}
	switch typ {
	case ggufString:
		return g.str()
	case ggufArray:
		elem, n := g.u32(), g.u64()
		if n > 1<<24 {
			g.err = fmt.Errorf("gguf: array of %d values", n)
			return nil
		}
		out := make([]any, 0, n)
		for i := uint64(0); i < n && g.err == nil; i++ {
			out = append(out, g.value(elem))
		}
		return out
	}
	size, ok := sizes[typ]
	if !ok {
		g.err = fmt.Errorf("gguf: unknown value type %d", typ)
		return nil
	}
	b := append(g.bytes(size), make([]byte, 8)...)
	raw := binary.LittleEndian.Uint64(b)
	switch typ {
	case ggufInt8:
		return int64(int8(raw))
	case ggufInt16:
		return int64(int16(raw))
	case ggufInt32:
		return int64(int32(raw))
	case ggufInt64:
		return int64(raw)
	case ggufFloat32:
		return float64(math.Float32frombits(uint32(raw)))
	case ggufFloat64:
		return math.Float64frombits(raw)
	case ggufBool:
		return raw&0xFF != 0
	}
	return int64(raw & (1<<(8*size) - 1)) // unsigned
}

// readGGUFMetadata reads the key/value section of a GGUF (version 2 or 3)
// file.
func readGGUFMetadata(path string) (map[string]any, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	g := &ggufReader{r: bufio.NewReaderSize(f, 1<<20)}
	if magic := string(g.bytes(4)); g.err == nil && magic != "GGUF" {
		return nil, fmt.Errorf("%s: not a GGUF file", path)
	}
	if v := g.u32(); g.err == nil && v != 2 && v != 3 {
		return nil, fmt.Errorf("%s: GGUF version %d", path, v)
	}
	g.u64() // tensor count
	n := g.u64()
	kv := map[string]any{}
	for i := uint64(0); i < n && g.err == nil; i++ {
		key := g.str()
		kv[key] = g.value(g.u32())
	}
	if g.err != nil {
		return nil, fmt.Errorf("%s: %w", path, g.err)
	}
	return kv, nil
}

// ggufVocab fills a Vocab from tokenizer.ggml.* metadata.
func ggufVocab(kv map[string]any) (Vocab, error) {
	v := Vocab{BOS: -1, EOS: -1, UNK: -1, PAD: -1}
	var ok bool
	if v.Model, ok = kv["tokenizer.ggml.model"].(string); !ok {
		return v, fmt.Errorf("gguf: no tokenizer.ggml.model")
	}
	v.Pre, _ = kv["tokenizer.ggml.pre"].(string)
	list := func(key string) []any { l, _ := kv[key].([]any); return l }
	for _, t := range list("tokenizer.ggml.tokens") {
		v.Tokens = append(v.Tokens, t.(string))
	}
	for _, t := range list("tokenizer.ggml.merges") {
		v.Merges = append(v.Merges, t.(string))
	}
	for _, t := range list("tokenizer.ggml.token_type") {
		v.Types = append(v.Types, int32(t.(int64)))
	}
	for _, s := range list("tokenizer.ggml.scores") {
		v.Scores = append(v.Scores, float32(s.(float64)))
	}
	for key, dst := range map[string]*int{"bos_token_id": &v.BOS, "eos_token_id": &v.EOS, "unknown_token_id": &v.UNK, "padding_token_id": &v.PAD} {
		if id, ok := kv["tokenizer.ggml."+key].(int64); ok {
			*dst = int(id)
		}
	}
	v.AddBOS, _ = kv["tokenizer.ggml.add_bos_token"].(bool)
	v.AddEOS, _ = kv["tokenizer.ggml.add_eos_token"].(bool)
	if prefix, ok := kv["tokenizer.ggml.add_space_prefix"].(bool); ok && v.Model == "llama" {
		v.NoSpacePrefix = !prefix
	}
	return v, nil
}
