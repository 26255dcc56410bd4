package blsagg

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"testing"

	"github.com/Layr-Labs/eigensdk-go/crypto/bls"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/llama2c"
	"github.com/deepcall/deepcall/inference/quantize"
	"github.com/deepcall/deepcall/protocol"
)

// The EVM quorum vectors (testdata/bls/vectors.json) are what the Solidity
// tests of OperatorRegistry, BlsSignatureChecker and the consumers read:
// 100 operators with fixed keys, stakes and proofs of possession bound to the
// registry's address, three transitions of an LLMConsumer (real stories260K
// results: two from testdata/vectors, and 32 tokens from BOS run here, an
// alternative transition 0) whose new value is protocol.ResultValue(root,
// tokens), and quorum signatures from several signer sets, good and bad. Everything is deterministic, so the file
// is golden: regenerate with
//
//	go test ./blsagg -run TestEVMVectors -update
var update = flag.Bool("update", false, "rewrite testdata/bls/vectors.json")

var evmVectorsPath = filepath.Join("..", "testdata", "bls", "vectors.json")

const (
	evmChainID  = 31337 // forge's default chain id
	evmOps      = 100
	evmRefBlock = 100
)

// evmDeployer deploys (CREATE, nonces 0 and 1) the registry and the consumer
// in the forge tests, so their addresses — which the PoPs and the digests
// bind — are known here.
var evmDeployer = common.HexToAddress("0x00000000000000000000000000000000dE9CA110")

type evmQuorum struct {
	Comment       string   `json:"comment"`
	Digest        string   `json:"digest"`
	Sigma         []string `json:"sigma"`
	ApkG1         []string `json:"apkG1"`
	ApkG2         []string `json:"apkG2"`
	NonSigners    []string `json:"nonSigners"`
	NonSignerKeys []string `json:"nonSignerKeys"`
	SignedStake   string   `json:"signedStake"`
	TotalStake    string   `json:"totalStake"`
}

// evmCommittee is a drawn committee's signature of a transition
// (LLMConsumer.verifyAndUpdateCommittee): the members in draw order, the
// signers and their keys in ascending order of id.
type evmCommittee struct {
	Comment    string   `json:"comment"`
	Digest     string   `json:"digest"`
	Members    []string `json:"members"`
	Signers    []string `json:"signers"`
	SignerKeys []string `json:"signerKeys"`
	Sigma      []string `json:"sigma"`
	ApkG2      []string `json:"apkG2"`
}

type evmTransition struct {
	ChainID        uint64   `json:"chainId"`
	Consumer       string   `json:"consumer"`
	Index          uint64   `json:"index"`
	Manifest       string   `json:"manifest"`
	Input          string   `json:"input"`
	Slot           string   `json:"slot"`
	Old            string   `json:"old"`
	New            string   `json:"new"`
	ReferenceBlock uint64   `json:"referenceBlock"`
	Digest         string   `json:"digest"`
	Prompt         []int    `json:"prompt"`
	N              int      `json:"n"`
	Root           string   `json:"root"`
	Tokens         []string `json:"tokens"`
	// HashHints are HashToG1Hints(digest), what verifyAndUpdateHinted takes.
	HashHints []string `json:"hashHints"`
}

// evmBatch is a batch of transitions signed as one message
// (protocol.BatchDigest): operators 0, 10, …, 90 do not sign.
type evmBatch struct {
	Comment     string          `json:"comment"`
	Transitions []evmTransition `json:"transitions"` // digest, root and tokens filled; hints empty
	Roots       []string        `json:"roots"`
	Tokens      string          `json:"tokens"` // protocol.PackBatchTokens of the answers
	Digest      string          `json:"digest"` // the batch digest
	HashHints   []string        `json:"hashHints"`
	Quorum      evmQuorum       `json:"quorum"`
	// Proofs[i] is protocol.BatchProof of item i (siblings from the leaf level up).
	Proofs [][]string `json:"proofs"`
}

type evmVectorFile struct {
	Comment        string `json:"comment"`
	ChainID        uint64 `json:"chainId"`
	Deployer       string `json:"deployer"`
	Registry       string `json:"registry"`
	Consumer       string `json:"consumer"`
	ReferenceBlock uint64 `json:"referenceBlock"`
	PopDomain      string `json:"popDomain"`
	Operators      struct {
		Addresses []string `json:"addresses"`
		Stakes    []string `json:"stakes"`
		IDs       []string `json:"ids"`
		Pk1       []string `json:"pk1"`
		Pk2       []string `json:"pk2"`
		PoP       []string `json:"pop"`
	} `json:"operators"`
	// Apk2Of3 is the aggregate G2 key of each nonempty subset of operators
	// 0, 1 and 2, named by their indices ("0", "01", "012" …): the EVM has
	// no G2 addition, so tests that sign with several of them read it here.
	Apk2Of3     map[string][]string `json:"apk2Of3"`
	Apk         []string            `json:"apk"`
	TotalStake  string              `json:"totalStake"`
	Transitions []evmTransition     `json:"transitions"`
	HashToG1    struct {
		Digest string   `json:"digest"`
		Point  []string `json:"point"`
	} `json:"hashToG1"`
	Quorums map[string]evmQuorum `json:"quorums"`
	// Committees sign transition 0 as a committee of four drawn operators
	// (registration indices 3, 17, 42, 77: stakes 4, 18, 43, 78).
	Committees map[string]evmCommittee `json:"committees"`
	// Batches are LLMConsumer.verifyAndUpdateBatch vectors: transitions,
	// their answers, and a quorum signature over the batch digest.
	Batches map[string]evmBatch `json:"batches"`
	Rogue   struct {
		Comment     string   `json:"comment"`
		Address     string   `json:"address"`
		Pk1         []string `json:"pk1"`
		Pk2         []string `json:"pk2"`
		PoP         []string `json:"pop"`
		ForgedSigma []string `json:"forgedSigma"`
	} `json:"rogue"`
}

func w32(b []byte) string { return "0x" + hex.EncodeToString(b) }

func g1Words(p *G1) []string {
	b := MarshalG1(p)
	return []string{w32(b[0:32]), w32(b[32:64])}
}

func g2Words(p *G2) []string {
	b := MarshalG2(p)
	return []string{w32(b[0:32]), w32(b[32:64]), w32(b[64:96]), w32(b[96:128])}
}

func uintWord(v *big.Int) string {
	var b [32]byte
	v.FillBytes(b[:])
	return w32(b[:])
}

// llmCase is one run of testdata/vectors/stories260K.json.
type llmCase struct {
	Prompt    []int  `json:"prompt"`
	N         int    `json:"n"`
	InputHash string `json:"input_hash"`
	Tokens    []int  `json:"tokens"`
	Root      string `json:"root"`
}

func loadLLMCases(t testing.TB) (manifest [32]byte, cases []llmCase) {
	raw, err := os.ReadFile(filepath.Join("..", "testdata", "vectors", "stories260K.json"))
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		Manifest string    `json:"manifest"`
		Cases    []llmCase `json:"cases"`
	}
	if err := json.Unmarshal(raw, &f); err != nil {
		t.Fatal(err)
	}
	return common.HexToHash(f.Manifest), f.Cases
}

// buildEVMVectors computes the whole file.
func buildEVMVectors(t testing.TB) []byte {
	var f evmVectorFile
	f.Comment = "BLS quorum vectors for the Solidity tests (OperatorRegistry, BlsSignatureChecker, DeepcallConsumer, LLMConsumer). " +
		"Points in EVM layout: G1 [X, Y], G2 [X.A1, X.A0, Y.A1, Y.A0]; flattened per operator. The registry is CREATE(deployer, nonce 0), " +
		"the consumer CREATE(deployer, nonce 1). PoP message = keccak256(abi.encode(popDomain, chainId, registry, operator, pk1, pk2)). " +
		"Regenerate: go test ./blsagg -run TestEVMVectors -update"
	registry := crypto.CreateAddress(evmDeployer, 0)
	consumer := crypto.CreateAddress(evmDeployer, 1)
	f.ChainID, f.Deployer, f.Registry, f.Consumer = evmChainID, w32(evmDeployer[:]), w32(registry[:]), w32(consumer[:])
	f.ReferenceBlock = evmRefBlock
	f.PopDomain = w32(PoPDomain[:])
	ctx := PoPContext{ChainID: evmChainID, Registry: registry}

	// Operators: fixed keys, stake (i+1)·10¹⁸, registered in index order.
	regs := make([]Registration, evmOps)
	kps := make([]*bls.KeyPair, evmOps)
	parallelFor(evmOps, func(i int) {
		kps[i] = testKey("deepcall/evm-vectors/operator", i)
		stake := new(big.Int).Mul(big.NewInt(int64(i+1)), big.NewInt(1e18))
		regs[i] = NewRegistration(kps[i], ctx, evmOperatorAddress(i), stake)
	})
	set, err := NewOperatorSet(ctx, regs)
	if err != nil {
		t.Fatal(err)
	}
	pos := make([]int, evmOps) // registration index → position in the set
	for i := range regs {
		p, ok := set.Lookup(IDOf(&regs[i].PubG1))
		if !ok {
			t.Fatal("operator missing")
		}
		pos[i] = p
		o := &f.Operators
		o.Addresses = append(o.Addresses, w32(regs[i].Address[:]))
		o.Stakes = append(o.Stakes, uintWord(regs[i].Stake))
		id := IDOf(&regs[i].PubG1)
		o.IDs = append(o.IDs, w32(id[:]))
		o.Pk1 = append(o.Pk1, g1Words(&regs[i].PubG1)...)
		o.Pk2 = append(o.Pk2, g2Words(&regs[i].PubG2)...)
		o.PoP = append(o.PoP, g1Words(&regs[i].PoP)...)
	}
	var apk G1
	for i := range regs {
		apk.Add(&apk, &regs[i].PubG1)
	}
	f.Apk2Of3 = map[string][]string{}
	for mask := 1; mask < 8; mask++ {
		var sum G2
		name := ""
		for i := range 3 {
			if mask>>i&1 == 1 {
				sum.Add(&sum, &regs[i].PubG2)
				name += strconv.Itoa(i)
			}
		}
		f.Apk2Of3[name] = g2Words(&sum)
	}
	f.Apk = g1Words(&apk)
	f.TotalStake = uintWord(set.TotalStake())

	// Two LLMConsumer transitions: the stories260K runs, short one first;
	// then a third, another transition 0: 32 tokens from BOS (the gas test's
	// answer length). The new value is protocol.ResultValue(root, tokens).
	manifest, cases := loadLLMCases(t)
	slices.SortFunc(cases, func(a, b llmCase) int { return a.N - b.N })
	cases = append(cases[:2], run32(t, manifest))
	var digests [][32]byte
	for k, c := range cases {
		input := common.HexToHash(c.InputHash)
		tr := protocol.Transition{
			ChainID:        evmChainID,
			Consumer:       consumer,
			Index:          uint64(k % 2),
			Manifest:       manifest,
			Input:          input,
			Slot:           protocol.ResultSlot(input),
			New:            protocol.ResultValue(common.HexToHash(c.Root), c.Tokens),
			ReferenceBlock: evmRefBlock,
		}
		if err := tr.Validate(); err != nil {
			t.Fatal(err)
		}
		d := tr.Digest()
		digests = append(digests, d)
		et := evmTransition{
			ChainID: tr.ChainID, Consumer: w32(tr.Consumer[:]), Index: tr.Index, Manifest: w32(tr.Manifest[:]),
			Input: w32(tr.Input[:]), Slot: w32(tr.Slot[:]), Old: w32(tr.Old[:]), New: w32(tr.New[:]),
			ReferenceBlock: tr.ReferenceBlock, Digest: w32(d[:]), Prompt: c.Prompt, N: c.N, Root: c.Root,
		}
		for _, tok := range c.Tokens {
			et.Tokens = append(et.Tokens, uintWord(big.NewInt(int64(tok))))
		}
		for _, w := range HashToG1Hints(d) {
			et.HashHints = append(et.HashHints, uintWord(w))
		}
		f.Transitions = append(f.Transitions, et)
	}
	f.HashToG1.Digest = w32(digests[0][:])
	h := HashToG1(digests[0])
	f.HashToG1.Point = g1Words(&h)

	// Quorums over digest 0 (and one over digest 1).
	quorum := func(comment string, digest, signedDigest [32]byte, nonSigners []int, dropKey int) evmQuorum {
		signed := make([]bool, evmOps)
		for i := range signed {
			signed[i] = true
		}
		for _, i := range nonSigners {
			signed[pos[i]] = false
		}
		hs := HashToG1(signedDigest)
		sigs := make([]G1, evmOps)
		parallelFor(evmOps, func(i int) { sigs[pos[i]] = SignHashed(kps[i], &hs) })
		a := aggregate(set, digest, signed, sigs)
		q := evmQuorum{Comment: comment, Digest: w32(digest[:]), Sigma: g1Words(&a.Sigma), ApkG1: g1Words(&a.ApkG1),
			ApkG2: g2Words(&a.ApkG2), SignedStake: uintWord(a.SignedStake), TotalStake: uintWord(a.TotalStake),
			NonSigners: []string{}, NonSignerKeys: []string{}}
		for k := range a.NonSigners {
			if k == dropKey {
				continue
			}
			q.NonSigners = append(q.NonSigners, w32(a.NonSigners[k][:]))
			q.NonSignerKeys = append(q.NonSignerKeys, g1Words(&a.NonSignerKeys[k])...)
		}
		if len(nonSigners) > 10 {
			want := map[bool]int64{true: 3367, false: 3366}[slices.Contains(nonSigners, 35)]
			if a.SignedStake.Cmp(new(big.Int).Mul(big.NewInt(want), big.NewInt(1e18))) != 0 {
				t.Fatalf("%s: signed stake %s", comment, a.SignedStake)
			}
		}
		valid := a.Verify() == nil
		if want := signedDigest == digest; valid != want {
			t.Fatalf("%s: aggregate verifies %v, want %v", comment, valid, want)
		}
		return q
	}
	every10 := []int{0, 10, 20, 30, 40, 50, 60, 70, 80, 90}
	// Stakes are (i+1)·10¹⁸, 5050·10¹⁸ in all; two thirds is 3366.67·10¹⁸.
	// Operators 82..99 (stakes 83..100) and 36 (stake 37) hold 1684: 3366
	// signed, just below. With 35 instead of 36 the non-signers hold 1683
	// and 3367 signs: just enough.
	below := append([]int{36}, rangeInts(82, 100)...)
	at := append([]int{35}, rangeInts(82, 100)...)
	other := digests[0]
	other[0] ^= 1 // not the last bit: try-and-increment maps neighbouring digests (x, x+1) to one point when x³+3 is not a square
	f.Quorums = map[string]evmQuorum{
		"valid":     quorum("transition 0, operators 0,10,…,90 do not sign", digests[0], digests[0], every10, -1),
		"second":    quorum("transition 1, operators 0,10,…,90 do not sign", digests[1], digests[1], every10, -1),
		"below":     quorum("transition 0, 3366 of 5050 signed: below two thirds", digests[0], digests[0], below, -1),
		"threshold": quorum("transition 0, 3367 of 5050 signed: two thirds reached", digests[0], digests[0], at, -1),
		"allSign":   quorum("transition 0, all 100 sign", digests[0], digests[0], nil, -1),
		"badSignature": quorum("transition 0's signers, but σ is over another digest (first byte ^ 1)",
			digests[0], other, every10, -1),
		"missingNonSigner": quorum("transition 0, valid σ, but one non-signer's key (the 4th by id) is left out of the list",
			digests[0], digests[0], every10, 3),
		"tokens32": quorum("transition 2 (32 tokens), operators 0,10,…,90 do not sign", digests[2], digests[2], every10, -1),
	}

	// Committees: members 77, 3, 42, 17 in draw order.
	members := []int{77, 3, 42, 17}
	committee := func(comment string, signers []int, signedDigest [32]byte) evmCommittee {
		c := evmCommittee{Comment: comment, Digest: w32(digests[0][:])}
		for _, i := range members {
			id := IDOf(&regs[i].PubG1)
			c.Members = append(c.Members, w32(id[:]))
		}
		signers = slices.Clone(signers)
		slices.SortFunc(signers, func(a, b int) int {
			ia, ib := IDOf(&regs[a].PubG1), IDOf(&regs[b].PubG1)
			return bytes.Compare(ia[:], ib[:])
		})
		hs := HashToG1(signedDigest)
		var sigma G1
		var apk2 G2
		for _, i := range signers {
			id := IDOf(&regs[i].PubG1)
			c.Signers = append(c.Signers, w32(id[:]))
			c.SignerKeys = append(c.SignerKeys, g1Words(&regs[i].PubG1)...)
			sg := SignHashed(kps[i], &hs)
			sigma.Add(&sigma, &sg)
			apk2.Add(&apk2, &regs[i].PubG2)
		}
		c.Sigma, c.ApkG2 = g1Words(&sigma), g2Words(&apk2)
		return c
	}
	f.Committees = map[string]evmCommittee{
		"three":    committee("transition 0, members 77, 3, 42, 17; 77, 42 and 17 sign: 139 of 143", []int{77, 42, 17}, digests[0]),
		"below":    committee("transition 0, 3 and 42 sign: 47 of 143, below two thirds", []int{3, 42}, digests[0]),
		"outsider": committee("transition 0, 77, 42, 17 and a non-member, 50, sign", []int{77, 42, 17, 50}, digests[0]),
		"badSignature": committee("transition 0, 77, 42 and 17, but σ is over another digest (first byte ^ 1)",
			[]int{77, 42, 17}, other),
	}

	// Batches. "b16": 16 answers of 32 tokens (the gas bench's shape) at
	// indices 200…215. "mixed": items that fail the consumer's own checks
	// between good ones, all under one signature (the quorum signs the tree;
	// the consumer skips what it must): 0 good, 1 another manifest, 2 good,
	// 3 index 300 again, 4 another reference block, 5 another slot, 6
	// another consumer, 7 another chain, 8 a stale old value, 9 good.
	label := func(s string, i int) [32]byte { return [32]byte(crypto.Keccak256([]byte(fmt.Sprintf("%s %d", s, i)))) }
	// Each item's input is the hash of a real request (prompt [1, 2+i], n
	// tokens), so a challenge can be opened on it.
	prompts := map[[32]byte][]int{}
	item := func(i int, index uint64, n int) (protocol.Transition, [32]byte, []int) {
		prompt := []int{1, 2 + i}
		input := inference.InputHash(prompt, n)
		prompts[input] = prompt
		root := label("evm batch root", i)
		toks := make([]int, n)
		for j := range toks {
			toks[j] = (i*131 + j*7919) % 512
		}
		return protocol.Transition{ChainID: evmChainID, Consumer: consumer, Index: index, Manifest: manifest, Input: input,
			Slot: protocol.ResultSlot(input), New: protocol.ResultValue(root, toks), ReferenceBlock: evmRefBlock}, root, toks
	}
	batch := func(comment string, ts []protocol.Transition, roots [][32]byte, answers [][]int) evmBatch {
		b := evmBatch{Comment: comment}
		var leaves [][32]byte
		for k, tr := range ts {
			d := tr.Digest()
			leaves = append(leaves, d)
			et := evmTransition{
				ChainID: tr.ChainID, Consumer: w32(tr.Consumer[:]), Index: tr.Index, Manifest: w32(tr.Manifest[:]),
				Input: w32(tr.Input[:]), Slot: w32(tr.Slot[:]), Old: w32(tr.Old[:]), New: w32(tr.New[:]),
				ReferenceBlock: tr.ReferenceBlock, Digest: w32(d[:]), Root: w32(roots[k][:]), Prompt: prompts[tr.Input],
				N: len(answers[k]), HashHints: []string{},
			}
			for _, tok := range answers[k] {
				et.Tokens = append(et.Tokens, uintWord(big.NewInt(int64(tok))))
			}
			b.Transitions = append(b.Transitions, et)
			b.Roots = append(b.Roots, w32(roots[k][:]))
		}
		digest, err := protocol.BatchDigest(leaves)
		if err != nil {
			t.Fatal(err)
		}
		blob, err := protocol.PackBatchTokens(answers)
		if err != nil {
			t.Fatal(err)
		}
		b.Digest, b.Tokens = w32(digest[:]), w32(blob)
		for _, w := range HashToG1Hints(digest) {
			b.HashHints = append(b.HashHints, uintWord(w))
		}
		b.Quorum = quorum(comment+": the batch digest, operators 0,10,…,90 do not sign", digest, digest, every10, -1)
		for i := range leaves {
			sib, err := protocol.BatchProof(leaves, i)
			if err != nil {
				t.Fatal(err)
			}
			p := []string{}
			for _, x := range sib {
				p = append(p, w32(x[:]))
			}
			b.Proofs = append(b.Proofs, p)
		}
		return b
	}
	var ts16 []protocol.Transition
	var roots16 [][32]byte
	var toks16 [][]int
	for i := range 16 {
		tr, root, toks := item(i, uint64(200+i), 32)
		ts16, roots16, toks16 = append(ts16, tr), append(roots16, root), append(toks16, toks)
	}
	var tsMix []protocol.Transition
	var rootsMix [][32]byte
	var toksMix [][]int
	for i := range 10 {
		tr, root, toks := item(100+i, uint64(300+i), 8)
		switch i {
		case 1:
			tr.Manifest = label("another manifest", 0)
		case 3:
			tr.Index = 300
		case 4:
			tr.ReferenceBlock = evmRefBlock - 1
		case 5:
			tr.Slot = label("another slot", 0)
		case 6:
			tr.Consumer = common.HexToAddress("0xbeef")
		case 7:
			tr.ChainID = 1
		case 8:
			tr.Old = label("stale", 0)
		}
		tsMix, rootsMix, toksMix = append(tsMix, tr), append(rootsMix, root), append(toksMix, toks)
	}
	f.Batches = map[string]evmBatch{
		"b16":   batch("16 answers of 32 tokens at indices 200…215", ts16, roots16, toks16),
		"mixed": batch("10 answers of 8 tokens, items 1, 3…8 fail the consumer's checks", tsMix, rootsMix, toksMix),
	}

	// A rogue key: pk' − apk of the registered operators, so that, were it
	// accepted, the attacker alone could sign for the whole set. No proof of
	// possession can be made for it; the best the attacker has is sk'·H.
	attacker := testKey("deepcall/evm-vectors/attacker", 0)
	var allG2 G2
	for i := range regs {
		allG2.Add(&allG2, &regs[i].PubG2)
	}
	a1, a2 := PubG1(attacker), PubG2(attacker)
	var r1 G1
	var r2 G2
	r1.Sub(&a1, &apk)
	r2.Sub(&a2, &allG2)
	raddr := evmOperatorAddress(666)
	rh := HashToG1(PoPMessage(ctx, raddr, &r1, &r2))
	rpop := SignHashed(attacker, &rh)
	if VerifyPoP(ctx, raddr, &r1, &r2, &rpop) == nil {
		t.Fatal("rogue PoP verifies")
	}
	forged := Sign(attacker, digests[0])
	f.Rogue.Comment = "pk = sk'·g − Σ registered keys; pop = sk'·H(PoP message) (invalid); forgedSigma = sk'·H(transition 0), " +
		"which would pass as all 101 operators signing were the key accepted"
	f.Rogue.Address = w32(raddr[:])
	f.Rogue.Pk1, f.Rogue.Pk2, f.Rogue.PoP, f.Rogue.ForgedSigma = g1Words(&r1), g2Words(&r2), g1Words(&rpop), g1Words(&forged)

	out, err := json.MarshalIndent(&f, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	return append(out, '\n')
}

// run32 runs stories260K for 32 tokens from BOS on the Go engine.
func run32(t testing.TB, manifest [32]byte) llmCase {
	fm, err := llama2c.ReadFile(filepath.Join("..", "testdata", "models", "stories260K.bin"))
	if err != nil {
		t.Fatal(err)
	}
	m, err := quantize.Model(fm)
	if err != nil {
		t.Fatal(err)
	}
	prompt, n := []int{1}, 32
	e := &inference.Engine{Model: m, Manifest: manifest, Backend: inference.CPU{}}
	res, err := e.Generate(context.Background(), prompt, n, nil)
	if err != nil {
		t.Fatal(err)
	}
	in := inference.InputHash(prompt, n)
	return llmCase{Prompt: prompt, N: n, InputHash: in.String(), Tokens: res.Tokens, Root: res.Root.String()}
}

func rangeInts(lo, hi int) []int {
	var s []int
	for i := lo; i < hi; i++ {
		s = append(s, i)
	}
	return s
}

func evmOperatorAddress(i int) [20]byte {
	var a [20]byte
	a[0] = 0x0b
	a[1] = 0x0b
	binary.BigEndian.PutUint64(a[12:], uint64(i+1))
	return a
}

func TestEVMVectors(t *testing.T) {
	want := buildEVMVectors(t)
	if *update {
		if err := os.MkdirAll(filepath.Dir(evmVectorsPath), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(evmVectorsPath, want, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	have, err := os.ReadFile(evmVectorsPath)
	if err != nil {
		t.Fatalf("%v (run go test ./blsagg -run TestEVMVectors -update)", err)
	}
	if !bytes.Equal(have, want) {
		t.Fatalf("%s differs from what the code produces (run go test ./blsagg -run TestEVMVectors -update and review)", evmVectorsPath)
	}
}
