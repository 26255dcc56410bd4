package protocol_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/protocol"
)

var goldenLandingPath = filepath.Join("..", "testdata", "protocol", "landing.json")

// landingVectors is testdata/protocol/landing.json: the landing-record
// domains and, for each case, a signatory and the record it makes with a
// digest, the slot the record is kept at and the landing word kept there
// when it lands in block landedIn. Read by this test (Go and the EVM) and
// by web/test/chain.test.ts.
type landingVectors struct {
	Domains struct {
		Quorum    string `json:"quorum"`
		Shards    string `json:"shards"`
		Committee string `json:"committee"`
		Attester  string `json:"attester"`
		Landing   string `json:"landing"`
	} `json:"domains"`
	Quorum []struct {
		Name       string   `json:"name"`
		Reference  uint32   `json:"referenceBlock"`
		NonSigners []string `json:"nonSigners"`
		Signatory  string   `json:"signatory"`
		Digest     string   `json:"digest"`
		Record     string   `json:"record"`
		Slot       string   `json:"slot"`
		RecordSlot string   `json:"recordSlot"`
		LandedIn   uint64   `json:"landedIn"`
		Word       string   `json:"word"`
	} `json:"quorum"`
	Shards []struct {
		Name      string     `json:"name"`
		Reference uint32     `json:"referenceBlock"`
		Signers   [][]string `json:"signers"`
		Bounds    [][]string `json:"bounds"`
		Record    string     `json:"shardsRecord"`
		Signatory string     `json:"signatory"`
	} `json:"shards"`
	Committee []struct {
		Reference uint32   `json:"referenceBlock"`
		Signers   []string `json:"signers"`
		Signatory string   `json:"signatory"`
	} `json:"committee"`
	Attester []struct {
		Reference uint32 `json:"referenceBlock"`
		Operator  string `json:"operator"`
		Signatory string `json:"signatory"`
	} `json:"attester"`
}

func word(label string, i int) [32]byte {
	return crypto.Keccak256Hash([]byte(fmt.Sprintf("%s %d", label, i)))
}

func hexes(ws [][32]byte) []string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = common.Hash(w).Hex()
	}
	return out
}

// ascending ids: the hashes sorted by value
func ids(label string, n int) [][32]byte {
	out := make([][32]byte, n)
	for i := range out {
		out[i] = word(label, i)
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && bytes.Compare(out[j-1][:], out[j][:]) > 0; j-- {
			out[j-1], out[j] = out[j], out[j-1]
		}
	}
	return out
}

func goldenLanding() *landingVectors {
	var v landingVectors
	v.Domains.Quorum = common.Hash(protocol.QuorumSignatoryDomain).Hex()
	v.Domains.Shards = common.Hash(protocol.ShardsSignatoryDomain).Hex()
	v.Domains.Committee = common.Hash(protocol.CommitteeSignatoryDomain).Hex()
	v.Domains.Attester = common.Hash(protocol.AttesterSignatoryDomain).Hex()
	v.Domains.Landing = common.Hash(protocol.LandingDomain).Hex()
	for i, c := range []struct {
		name   string
		ref    uint32
		n      int
		landed uint64 // the block it landed in (the last: the largest a word holds)
	}{{"every operator signed", 7, 0, 8}, {"one non-signer", 1_000_000, 1, 1_000_256}, {"ten non-signers", 4_294_967_295, 10, 4_294_967_295}} {
		non := ids("non-signer", c.n)
		sig := protocol.QuorumSignatory(c.ref, non)
		digest, slot := word("digest", i), word("slot", i)
		rs := protocol.LandingSlot(slot)
		rec := protocol.LandingRecord(digest, sig)
		v.Quorum = append(v.Quorum, struct {
			Name       string   `json:"name"`
			Reference  uint32   `json:"referenceBlock"`
			NonSigners []string `json:"nonSigners"`
			Signatory  string   `json:"signatory"`
			Digest     string   `json:"digest"`
			Record     string   `json:"record"`
			Slot       string   `json:"slot"`
			RecordSlot string   `json:"recordSlot"`
			LandedIn   uint64   `json:"landedIn"`
			Word       string   `json:"word"`
		}{c.name, c.ref, hexes(non), common.Hash(sig).Hex(), common.Hash(digest).Hex(), common.Hash(rec).Hex(),
			common.Hash(slot).Hex(), common.Hash(rs).Hex(), c.landed, common.Hash(protocol.LandingWord(rec, c.landed)).Hex()})
	}
	for i, sizes := range [][]int{{3}, {2, 1, 4}} {
		var signers [][][32]byte
		var bounds [][2][32]byte
		var sh, bh [][]string
		for s, n := range sizes {
			signers = append(signers, ids(fmt.Sprintf("shard %d/%d", i, s), n))
			bounds = append(bounds, [2][32]byte{word("in", 10*i+s), word("out", 10*i+s)})
			sh = append(sh, hexes(signers[s]))
			bh = append(bh, hexes(bounds[s][:]))
		}
		rec := protocol.ShardsRecord(signers, bounds)
		v.Shards = append(v.Shards, struct {
			Name      string     `json:"name"`
			Reference uint32     `json:"referenceBlock"`
			Signers   [][]string `json:"signers"`
			Bounds    [][]string `json:"bounds"`
			Record    string     `json:"shardsRecord"`
			Signatory string     `json:"signatory"`
		}{fmt.Sprintf("%d shards", len(sizes)), uint32(100 + i), sh, bh, common.Hash(rec).Hex(),
			common.Hash(protocol.ShardSignatory(uint32(100+i), rec)).Hex()})
	}
	for i, n := range []int{1, 3} {
		signers := ids(fmt.Sprintf("committee %d", i), n)
		v.Committee = append(v.Committee, struct {
			Reference uint32   `json:"referenceBlock"`
			Signers   []string `json:"signers"`
			Signatory string   `json:"signatory"`
		}{uint32(200 + i), hexes(signers), common.Hash(protocol.CommitteeSignatory(uint32(200+i), signers)).Hex()})
	}
	op := word("attester", 0)
	v.Attester = append(v.Attester, struct {
		Reference uint32 `json:"referenceBlock"`
		Operator  string `json:"operator"`
		Signatory string `json:"signatory"`
	}{42, common.Hash(op).Hex(), common.Hash(protocol.AttesterSignatory(42, op)).Hex()})
	return &v
}

func TestGoldenLanding(t *testing.T) {
	want, err := json.MarshalIndent(goldenLanding(), "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	want = append(want, '\n')
	if f := flag.Lookup("update"); f != nil && f.Value.String() == "true" {
		if err := os.WriteFile(goldenLandingPath, want, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	have, err := os.ReadFile(goldenLandingPath)
	if err != nil {
		t.Fatalf("%v (run go test ./protocol -run TestGoldenLanding -update)", err)
	}
	if !bytes.Equal(have, want) {
		t.Fatalf("%s differs from what the code produces (run go test ./protocol -run TestGoldenLanding -update and review)", goldenLandingPath)
	}
}

// TestLandingWordMatchesContract: RecordMask and Computed are the
// contract's constants, and a result's landing word reads alike in Go and
// in the EVM: landedAt is LandedAt of the word, and a word over Computed
// (what infer writes) is final at once, a quorum's record not without an
// arbiter, no word never.
func TestLandingWordMatchesContract(t *testing.T) {
	call, c, st, addr := llmConsumerState(t)
	if m, err := c.UnpackRECORDMASK(call(c.PackRECORDMASK())); err != nil || common.BigToHash(m) != common.Hash(protocol.RecordMask) {
		t.Fatalf("RECORD_MASK %x (%v), Go %x", m, err, protocol.RecordMask)
	}
	if m, err := c.UnpackCOMPUTED(call(c.PackCOMPUTED())); err != nil || common.BigToHash(m) != common.Hash(protocol.Computed) {
		t.Fatalf("COMPUTED %v (%v), Go %x", m, err, protocol.Computed)
	}
	rec := protocol.LandingRecord(word("digest", 9), word("signatory", 9))
	for i, x := range []struct {
		name        string
		value, word [32]byte // the result slot's and its landing slot's
		final       bool
	}{
		{"nothing", [32]byte{}, [32]byte{}, false},
		{"requested", protocol.Requested, [32]byte{}, false},
		{"computed by infer", word("value", 2), protocol.LandingWord(protocol.Computed, 77), true},
		{"landed by a quorum, no arbiter", word("value", 3), protocol.LandingWord(rec, 1_000_000), false},
	} {
		input := word("input", i)
		slot := protocol.ResultSlot(input)
		st.SetState(addr, slot, x.value)
		st.SetState(addr, protocol.LandingSlot(slot), x.word)
		if got, err := c.UnpackLandedAt(call(c.PackLandedAt(input))); err != nil || got.Uint64() != protocol.LandedAt(x.word) {
			t.Errorf("%s: landedAt %v (%v), LandedAt %d", x.name, got, err, protocol.LandedAt(x.word))
		}
		if got, err := c.UnpackIsFinal(call(c.PackIsFinal(input))); err != nil || got != x.final {
			t.Errorf("%s: isFinal %v (%v), want %v", x.name, got, err, x.final)
		}
	}
}

// TestLandingMatchesContract reads the committed vectors and has the
// compiled LLMConsumer compute each: its domains, quorumSignatory,
// shardSignatory and landingSlot, run in the EVM; each landing word is the
// block over the record's low 224 bits (computed here with big integers,
// apart from LandingWord), and the contract, finding it at the landing
// slot, reads it back whole (landingOf) and its block (landedAtSlot) as
// LandedAt does.
func TestLandingMatchesContract(t *testing.T) {
	raw, err := os.ReadFile(goldenLandingPath)
	if err != nil {
		t.Fatal(err)
	}
	var v landingVectors
	if err := json.Unmarshal(raw, &v); err != nil {
		t.Fatal(err)
	}
	call, c, st, addr := llmConsumerState(t)
	hx := func(h [32]byte) string { return common.Hash(h).Hex() }
	if d, err := c.UnpackQUORUMSIGNATORY(call(c.PackQUORUMSIGNATORY())); err != nil || hx(d) != v.Domains.Quorum {
		t.Fatalf("QUORUM_SIGNATORY %x (%v), file %s", d, err, v.Domains.Quorum)
	}
	if d, err := c.UnpackSHARDSSIGNATORY(call(c.PackSHARDSSIGNATORY())); err != nil || hx(d) != v.Domains.Shards {
		t.Fatalf("SHARDS_SIGNATORY %x (%v), file %s", d, err, v.Domains.Shards)
	}
	if d, err := c.UnpackLANDINGDOMAIN(call(c.PackLANDINGDOMAIN())); err != nil || hx(d) != v.Domains.Landing {
		t.Fatalf("LANDING_DOMAIN %x (%v), file %s", d, err, v.Domains.Landing)
	}
	words := func(hs []string) [][32]byte {
		out := make([][32]byte, len(hs))
		for i, h := range hs {
			out[i] = common.HexToHash(h)
		}
		return out
	}
	for _, q := range v.Quorum {
		got, err := c.UnpackQuorumSignatory(call(c.PackQuorumSignatory(q.Reference, words(q.NonSigners))))
		if err != nil || hx(got) != q.Signatory {
			t.Errorf("%s: quorumSignatory %x (%v), file %s", q.Name, got, err, q.Signatory)
		}
		rs, err := c.UnpackLandingSlot(call(c.PackLandingSlot(common.HexToHash(q.Slot))))
		if err != nil || hx(rs) != q.RecordSlot {
			t.Errorf("%s: landingSlot %x (%v), file %s", q.Name, rs, err, q.RecordSlot)
		}
		rec := protocol.LandingRecord(common.HexToHash(q.Digest), common.HexToHash(q.Signatory))
		if hx(rec) != q.Record {
			t.Errorf("%s: record %x, file %s", q.Name, rec, q.Record)
		}
		low := new(big.Int).And(new(big.Int).SetBytes(rec[:]), new(big.Int).SetBytes(protocol.RecordMask[:]))
		want := common.BigToHash(new(big.Int).Or(new(big.Int).Lsh(new(big.Int).SetUint64(q.LandedIn), 224), low))
		word := protocol.LandingWord(rec, q.LandedIn)
		if hx(word) != q.Word || want.Hex() != q.Word || protocol.LandedAt(word) != q.LandedIn || !protocol.SameRecord(word, rec) {
			t.Errorf("%s: word %x (block %d), file %s, want %s", q.Name, word, protocol.LandedAt(word), q.Word, want)
		}
		st.SetState(addr, common.HexToHash(q.RecordSlot), common.HexToHash(q.Word))
		if got, err := c.UnpackLandingOf(call(c.PackLandingOf(common.HexToHash(q.Slot)))); err != nil || hx(got) != q.Word {
			t.Errorf("%s: landingOf %x (%v), file %s", q.Name, got, err, q.Word)
		}
		if got, err := c.UnpackLandedAtSlot(call(c.PackLandedAtSlot(common.HexToHash(q.Slot)))); err != nil || !got.IsUint64() || got.Uint64() != q.LandedIn {
			t.Errorf("%s: landedAtSlot %v (%v), file %d", q.Name, got, err, q.LandedIn)
		}
	}
	for _, s := range v.Shards {
		got, err := c.UnpackShardSignatory(call(c.PackShardSignatory(s.Reference, common.HexToHash(s.Record))))
		if err != nil || hx(got) != s.Signatory {
			t.Errorf("%s: shardSignatory %x (%v), file %s", s.Name, got, err, s.Signatory)
		}
	}
	if d, err := c.UnpackCOMMITTEESIGNATORY(call(c.PackCOMMITTEESIGNATORY())); err != nil || hx(d) != v.Domains.Committee {
		t.Fatalf("COMMITTEE_SIGNATORY %x (%v), file %s", d, err, v.Domains.Committee)
	}
	for _, s := range v.Committee {
		got, err := c.UnpackCommitteeSignatory(call(c.PackCommitteeSignatory(s.Reference, protocol.PackedHash(words(s.Signers)))))
		if err != nil || hx(got) != s.Signatory {
			t.Errorf("committee at %d: committeeSignatory %x (%v), file %s", s.Reference, got, err, s.Signatory)
		}
	}
}
