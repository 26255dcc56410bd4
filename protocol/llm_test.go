package protocol_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"math"
	"math/big"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/state"
	"github.com/ethereum/go-ethereum/core/tracing"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/core/vm/runtime"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/contracts/sim"
	"github.com/deepcall/deepcall/protocol"
)

// llmConsumer deploys the compiled LLMConsumer (contracts/artifacts) in an
// in-process Osaka EVM and returns a function that calls it. Its constructor
// reads the engine's manifestHash and the registry's referenceWindow; one
// stub that returns the word 1 to any call stands for both, since the pure
// functions under test read neither.
func llmConsumer(t *testing.T) (call func(data []byte) []byte, abi *bindings.LLMConsumer) {
	t.Helper()
	call, abi, _, _ = llmConsumerState(t)
	return call, abi
}

// llmConsumerState is llmConsumer with the EVM's state and the consumer's
// address, for a test that writes its storage.
func llmConsumerState(t *testing.T) (call func(data []byte) []byte, abi *bindings.LLMConsumer, st *state.StateDB, addr common.Address) {
	t.Helper()
	st, err := state.New(types.EmptyRootHash, state.NewDatabaseForTesting())
	if err != nil {
		t.Fatal(err)
	}
	stub := common.HexToAddress("0x5700b")
	// PUSH1 1 PUSH1 0 MSTORE PUSH1 32 PUSH1 0 RETURN
	st.SetCode(stub, common.FromHex("0x600160005260206000f3"), tracing.CodeChangeUnspecified)
	cfg := &runtime.Config{ChainConfig: sim.ChainConfig(), BlockNumber: big.NewInt(1), Time: 1, State: st}
	c := bindings.NewLLMConsumer()
	initCode := append(common.FromHex(bindings.LLMConsumerMetaData.Bin),
		c.PackConstructor(stub, stub, nil, big.NewInt(2), big.NewInt(3))...)
	_, addr, _, err = runtime.Create(initCode, cfg)
	if err != nil {
		t.Fatalf("deploy LLMConsumer: %v", err)
	}
	return func(data []byte) []byte {
		t.Helper()
		out, _, err := runtime.Call(addr, data, cfg)
		if err != nil {
			t.Fatalf("call LLMConsumer: %v", err)
		}
		return out
	}, c, st, addr
}

func bigs(tokens []int) []*big.Int {
	out := make([]*big.Int, len(tokens))
	for i, t := range tokens {
		out[i] = big.NewInt(int64(t))
	}
	return out
}

// TestLLMTwinsMatchContract checks ResultSlot, ResultValue and the domain
// against LLMConsumer's resultSlot, resultValue and RESULT_DOMAIN, run in the EVM.
func TestLLMTwinsMatchContract(t *testing.T) {
	call, c := llmConsumer(t)
	domain, err := c.UnpackRESULTDOMAIN(call(c.PackRESULTDOMAIN()))
	if err != nil || domain != protocol.LLMResultDomain {
		t.Fatalf("RESULT_DOMAIN %x (%v), want %x", domain, err, protocol.LLMResultDomain)
	}
	requested, err := c.UnpackREQUESTED(call(c.PackREQUESTED()))
	if err != nil || requested != protocol.Requested {
		t.Fatalf("REQUESTED %x (%v), want %x", requested, err, protocol.Requested)
	}
	long := make([]int, 512)
	for i := range long {
		long[i] = (i * 7919) % 151936
	}
	cases := []struct {
		name   string
		root   [32]byte
		tokens []int
	}{
		{"no tokens", crypto.Keccak256Hash([]byte("root a")), nil},
		{"one token", crypto.Keccak256Hash([]byte("root b")), []int{0}},
		{"32 tokens", crypto.Keccak256Hash([]byte("root c")), long[:32]},
		{"512 tokens, large ids", crypto.Keccak256Hash([]byte("root d")), long},
		{"zero root", [32]byte{}, []int{1, 2, 3}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := c.UnpackResultValue(call(c.PackResultValue(tc.root, bigs(tc.tokens))))
			if err != nil {
				t.Fatal(err)
			}
			if want := protocol.ResultValue(tc.root, tc.tokens); got != want {
				t.Fatalf("resultValue %x, ResultValue %x", got, want)
			}
			slot, err := c.UnpackResultSlot(call(c.PackResultSlot(tc.root)))
			if err != nil {
				t.Fatal(err)
			}
			if want := protocol.ResultSlot(tc.root); slot != want {
				t.Fatalf("resultSlot %x, ResultSlot %x", slot, want)
			}
		})
	}
}

// TestResultValueEncoding pins the byte layout independently of the
// contract: root, then one 32-byte big-endian word per token, no length; a
// negative id as its sign-extended two's complement word.
func TestResultValueEncoding(t *testing.T) {
	root := crypto.Keccak256Hash([]byte("root"))
	cases := []struct {
		name   string
		tokens []int
		words  [][]byte
	}{
		{"empty", nil, nil},
		{"ids", []int{1, 256, 151935}, [][]byte{
			common.LeftPadBytes([]byte{1}, 32), common.LeftPadBytes([]byte{1, 0}, 32), common.LeftPadBytes(big.NewInt(151935).Bytes(), 32),
		}},
		{"negative", []int{-1}, [][]byte{bytes.Repeat([]byte{0xff}, 32)}},
	}
	for _, tc := range cases {
		pre := append([]byte{}, root[:]...)
		for _, w := range tc.words {
			pre = append(pre, w...)
		}
		if got, want := protocol.ResultValue(root, tc.tokens), crypto.Keccak256Hash(pre); got != want {
			t.Errorf("%s: %x, want %x", tc.name, got, want)
		}
	}
	// The tokens are bound: order, count and value all change the value.
	base := protocol.ResultValue(root, []int{5, 6})
	for _, other := range [][]int{{6, 5}, {5, 6, 0}, {5}, {5, 7}} {
		if protocol.ResultValue(root, other) == base {
			t.Errorf("%v gives the value of [5 6]", other)
		}
	}
	in := crypto.Keccak256Hash([]byte("input"))
	if got, want := protocol.ResultSlot(in), crypto.Keccak256Hash(crypto.Keccak256([]byte("deepcall/llm/result/v1")), in[:]); got != want {
		t.Errorf("ResultSlot %x, want %x", got, want)
	}
}

// TestLLMVectors reads the quorum vectors the Solidity tests land
// (testdata/bls/vectors.json): every transition's slot and new value are
// ResultSlot(input) and ResultValue(root, tokens).
func TestLLMVectors(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join("..", "testdata", "bls", "vectors.json"))
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		Transitions []struct {
			Input  common.Hash   `json:"input"`
			Slot   common.Hash   `json:"slot"`
			New    common.Hash   `json:"new"`
			Root   common.Hash   `json:"root"`
			Tokens []common.Hash `json:"tokens"`
		} `json:"transitions"`
	}
	if err := json.Unmarshal(raw, &f); err != nil {
		t.Fatal(err)
	}
	if len(f.Transitions) == 0 {
		t.Fatal("no transitions")
	}
	for k, tr := range f.Transitions {
		tokens := make([]int, len(tr.Tokens))
		for i, w := range tr.Tokens {
			tokens[i] = int(new(big.Int).SetBytes(w[:]).Int64())
		}
		if got := protocol.ResultSlot(tr.Input); got != tr.Slot {
			t.Errorf("transition %d: slot %x, want %x", k, got, tr.Slot)
		}
		if got := protocol.ResultValue(tr.Root, tokens); got != tr.New {
			t.Errorf("transition %d: value %x, want %x", k, got, tr.New)
		}
	}
}

func TestEventTokens(t *testing.T) {
	for _, c := range []struct {
		name   string
		tokens []int
		packed []byte
	}{
		{"none", []int{}, []byte{}},
		{"one", []int{1}, []byte{0, 0, 0, 1}},
		{"several", []int{461, 0, 151935, math.MaxUint32}, []byte{0, 0, 1, 0xcd, 0, 0, 0, 0, 0, 2, 0x51, 0x7f, 0xff, 0xff, 0xff, 0xff}},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, ok := protocol.PackEventTokens(c.tokens)
			if !ok || !bytes.Equal(got, c.packed) {
				t.Fatalf("PackEventTokens = %x, %v; want %x", got, ok, c.packed)
			}
			back, err := protocol.EventTokens(c.packed)
			if err != nil || !slices.Equal(back, c.tokens) {
				t.Fatalf("EventTokens = %v, %v; want %v", back, err, c.tokens)
			}
		})
	}
	if _, ok := protocol.PackEventTokens([]int{1, math.MaxUint32 + 1}); ok {
		t.Fatal("an id of 2³² packed")
	}
	if _, ok := protocol.PackEventTokens([]int{-1}); ok {
		t.Fatal("a negative id packed")
	}
	if _, err := protocol.EventTokens([]byte{0, 0, 1}); !errors.Is(err, protocol.ErrEventTokens) {
		t.Fatalf("3 bytes: %v", err)
	}
}

// TestBatchDigestMatchesContract checks BatchDigest against the consumer's
// batchDigest, run in the EVM, on every golden batch size and a full batch.
func TestBatchDigestMatchesContract(t *testing.T) {
	call, c := llmConsumer(t)
	for _, k := range append(slices.Clone(protocol.GoldenBatchSizes), 255, protocol.MaxBatch) {
		leaves := protocol.GoldenBatchLeaves(k)
		got, err := c.UnpackBatchDigest(call(c.PackBatchDigest(leaves)))
		if err != nil {
			t.Fatal(err)
		}
		want, err := protocol.BatchDigest(leaves)
		if err != nil || got != want {
			t.Fatalf("k=%d: batchDigest %x, BatchDigest %x (%v)", k, got, want, err)
		}
	}
}

// TestRequestedIsNoResult pins protocol.Requested (LLMConsumer.REQUESTED, the
// word 1) and IsResult over the values a result slot can hold.
func TestRequestedIsNoResult(t *testing.T) {
	if want := common.BigToHash(big.NewInt(1)); protocol.Requested != want {
		t.Fatalf("Requested %x, want the word 1", protocol.Requested)
	}
	for _, tc := range []struct {
		name string
		v    [32]byte
		want bool
	}{
		{"empty", [32]byte{}, false},
		{"requested", protocol.Requested, false},
		{"a result", protocol.ResultValue([32]byte{1}, []int{2, 3}), true},
		{"a result of no tokens", protocol.ResultValue([32]byte{}, nil), true},
		{"the word 2", common.BigToHash(big.NewInt(2)), true},
	} {
		if got := protocol.IsResult(tc.v); got != tc.want {
			t.Errorf("%s: IsResult %v, want %v", tc.name, got, tc.want)
		}
	}
}
