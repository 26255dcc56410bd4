package protocol

import (
	"bytes"
	"encoding/json"
	"math/big"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

var goldenShardPath = filepath.Join("..", "testdata", "protocol", "shard.json")

func TestGoldenShards(t *testing.T) {
	want, err := GoldenShardFile()
	if err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := os.WriteFile(goldenShardPath, want, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	have, err := os.ReadFile(goldenShardPath)
	if err != nil {
		t.Fatalf("%v (run go test ./protocol -run TestGoldenShards -update)", err)
	}
	if !bytes.Equal(have, want) {
		t.Fatalf("%s differs from what the code produces (run go test ./protocol -run TestGoldenShards -update and review)", goldenShardPath)
	}
}

// TestGoldenShardReadBack recomputes every committed digest as another
// implementation would: abi.encode of the eight words, keccak256.
func TestGoldenShardReadBack(t *testing.T) {
	raw, err := os.ReadFile(goldenShardPath)
	if err != nil {
		t.Fatal(err)
	}
	var f ShardVectorFile
	if err := json.Unmarshal(raw, &f); err != nil {
		t.Fatal(err)
	}
	if f.Domain != hexOf(crypto.Keccak256([]byte("deepcall/shard/v1"))) || len(f.Claims) != 2*len(GoldenShardPlan) {
		t.Fatalf("domain %s, %d claims", f.Domain, len(f.Claims))
	}
	word := func(v uint64) []byte { return common.LeftPadBytes(new(big.Int).SetUint64(v).Bytes(), 32) }
	for _, c := range f.Claims {
		pre := slices.Concat(common.FromHex(f.Domain), common.FromHex(c.Transition), word(c.Shard), word(c.Start), word(c.End),
			word(c.Layers), common.FromHex(c.In), common.FromHex(c.Out))
		if got := hexOf(crypto.Keccak256(pre)); got != c.Digest {
			t.Errorf("%s: digest %s, file says %s", c.Name, got, c.Digest)
		}
	}
	for _, b := range f.Boundaries {
		pre := word(uint64(len(b.Hashes)))
		for _, h := range b.Hashes {
			pre = append(pre, common.FromHex(h)...)
		}
		if got := hexOf(crypto.Keccak256(pre)); got != b.Commitment {
			t.Errorf("boundary of %d steps: %s, file says %s", len(b.Hashes), got, b.Commitment)
		}
	}
}
