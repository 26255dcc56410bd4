// Command wasm is the Go engine built for WebAssembly (GOOS=js GOARCH=wasm):
// the dapp loads it to re-run a landed answer in the browser. The pure core
// here (check the weight chunks against the pinned manifest, replay the
// prompt, compare every checkpoint with the landed one) builds everywhere,
// so `go test ./...` exercises it natively; main_js.go is the thin
// syscall/js edge, built by web/tools/build-wasm.sh.
package main

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/deepcall/deepcall/inference"
)

// Sentinel errors the page names in words (Report.Code carries their code).
var (
	// ErrWrongManifest: the served manifest is not the one the deployment pins.
	ErrWrongManifest = errors.New("the served manifest is not the pinned one")
	// ErrChunkMismatch: a weight chunk does not hash to the manifest's entry.
	ErrChunkMismatch = errors.New("a weight chunk does not match the manifest")
	// ErrBadRequest: the answer to check is malformed (no prompt, bad hashes…).
	ErrBadRequest = errors.New("bad check request")
)

// Request is the landed answer to re-run: its prompt, the tokens the chain
// holds, the checkpoint links the router gave for it and the chain's root.
type Request struct {
	// Pinned is the manifest hash the deployment pins (config.json).
	Pinned string `json:"pinned"`
	Prompt []int  `json:"prompt"`
	// Tokens are the answer's tokens as read from the chain.
	Tokens []int `json:"tokens"`
	// Checkpoints are the landed answer's links, one per step.
	Checkpoints []string `json:"checkpoints"`
	// Root is the chain's root (the Updated event); empty skips that check.
	Root string `json:"root,omitempty"`
}

// Report is the outcome of a replay compared with the landed answer.
type Report struct {
	// Verified: every recomputed link and token equals the landed one.
	Verified bool `json:"verified"`
	Steps    int  `json:"steps"`
	// Diverge is the first step whose recomputed link differs from the
	// landed one, or -1.
	Diverge int `json:"diverge"`
	// Landed and Computed are the two links at Diverge.
	Landed   string `json:"landed,omitempty"`
	Computed string `json:"computed,omitempty"`
	// TokenDiverge is the index of the first answer token that differs, or -1.
	TokenDiverge int `json:"tokenDiverge"`
	// Tokens are the tokens this replay produced.
	Tokens []int `json:"tokens"`
	// Summary says the outcome in words.
	Summary string `json:"summary"`
}

// Load checks the served manifest against the pinned hash and every chunk
// against the manifest (its code hash, then the blob root), and decodes the
// model. Errors wrap ErrWrongManifest or ErrChunkMismatch and say which.
func Load(manifestJSON []byte, pinned string, chunks [][]byte) (*inference.Model, *inference.Manifest, error) {
	mf, err := inference.ReadManifest(manifestJSON)
	if err != nil {
		return nil, nil, fmt.Errorf("%w: %w", ErrWrongManifest, err)
	}
	if pinned != "" && !strings.EqualFold(mf.Hash.String(), pinned) {
		return nil, nil, fmt.Errorf("%w: it hashes to %s, the deployment pins %s", ErrWrongManifest, mf.Hash, pinned)
	}
	if len(chunks) != len(mf.Weights.Chunks) {
		return nil, nil, fmt.Errorf("%w: %d chunks fetched, the manifest lists %d", ErrChunkMismatch, len(chunks), len(mf.Weights.Chunks))
	}
	blob := make([]byte, 0, mf.Weights.Size)
	for i, c := range chunks {
		if want := min(inference.ChunkSize, mf.Weights.Size-i*inference.ChunkSize); len(c) != want {
			return nil, nil, fmt.Errorf("%w: chunk %d is %d bytes, the manifest implies %d", ErrChunkMismatch, i, len(c), want)
		}
		if h := inference.ChunkCodeHash(c); h != mf.Weights.Chunks[i] {
			return nil, nil, fmt.Errorf("%w: chunk %d hashes to %s, the manifest pins %s", ErrChunkMismatch, i, h, mf.Weights.Chunks[i])
		}
		blob = append(blob, c...)
	}
	if root := inference.BlobRoot(blob); root != mf.Weights.BlobRoot {
		return nil, nil, fmt.Errorf("%w: the blob root is %s, the manifest pins %s", ErrChunkMismatch, root, mf.Weights.BlobRoot)
	}
	m, err := inference.DecodeBlob(mf.Config, blob)
	if err != nil {
		return nil, nil, fmt.Errorf("decode the weights: %w", err)
	}
	return m, mf, nil
}

func parseHash(s string) (inference.Hash, error) {
	var h inference.Hash
	s = strings.TrimPrefix(strings.ToLower(s), "0x")
	if len(s) != 64 {
		return h, fmt.Errorf("%w: %q is not a 32-byte hex hash", ErrBadRequest, s)
	}
	for i := range 32 {
		var b byte
		for _, c := range s[2*i : 2*i+2] {
			switch {
			case c >= '0' && c <= '9':
				b = b<<4 | byte(c-'0')
			case c >= 'a' && c <= 'f':
				b = b<<4 | byte(c-'a'+10)
			default:
				return h, fmt.Errorf("%w: %q is not hex", ErrBadRequest, s)
			}
		}
		h[i] = b
	}
	return h, nil
}

// Check replays req's prompt on the model for as many tokens as the chain
// holds and compares every link and token with the landed ones.
func Check(ctx context.Context, m *inference.Model, mf *inference.Manifest, req Request) (*Report, error) {
	if len(req.Tokens) == 0 {
		return nil, fmt.Errorf("%w: the answer has no tokens", ErrBadRequest)
	}
	landed := make([]inference.Hash, len(req.Checkpoints))
	for i, s := range req.Checkpoints {
		h, err := parseHash(s)
		if err != nil {
			return nil, fmt.Errorf("checkpoint %d: %w", i, err)
		}
		landed[i] = h
	}
	steps := len(req.Prompt) + len(req.Tokens) - 1
	if len(landed) != steps {
		return nil, fmt.Errorf("%w: %d checkpoints for %d steps (prompt %d + %d tokens − 1)", ErrBadRequest, len(landed), steps, len(req.Prompt), len(req.Tokens))
	}
	if req.Root != "" {
		root, err := parseHash(req.Root)
		if err != nil {
			return nil, fmt.Errorf("root: %w", err)
		}
		if landed[len(landed)-1] != root {
			return nil, fmt.Errorf("%w: the last checkpoint %s is not the chain's root %s", ErrBadRequest, landed[len(landed)-1], root)
		}
	}
	e := &inference.Engine{Model: m, Manifest: mf.Hash, Backend: inference.CPU{}}
	res, err := e.Generate(ctx, req.Prompt, len(req.Tokens), nil)
	if err != nil {
		return nil, fmt.Errorf("replay the answer: %w", err)
	}
	return compare(res, landed, req.Tokens), nil
}

// compare is the verdict of a replay against the landed links and tokens.
func compare(res *inference.Result, landed []inference.Hash, tokens []int) *Report {
	r := &Report{Steps: len(res.Checkpoints), Diverge: -1, TokenDiverge: -1, Tokens: res.Tokens}
	for i, h := range res.Checkpoints {
		if i >= len(landed) || h != landed[i] {
			r.Diverge = i
			r.Computed = h.String()
			if i < len(landed) {
				r.Landed = landed[i].String()
			}
			break
		}
	}
	for i, t := range res.Tokens {
		if i >= len(tokens) || t != tokens[i] {
			r.TokenDiverge = i
			break
		}
	}
	r.Verified = r.Diverge < 0 && r.TokenDiverge < 0
	switch {
	case r.Verified:
		r.Summary = fmt.Sprintf("all %d checkpoints and %d tokens recomputed and equal to the landed ones", r.Steps, len(res.Tokens))
	case r.Diverge >= 0:
		r.Summary = fmt.Sprintf("diverges at step %d: the landed checkpoint is %s, this replay computes %s", r.Diverge, r.Landed, r.Computed)
	default:
		r.Summary = fmt.Sprintf("every checkpoint matches, but token %d differs: the chain holds %d, this replay computes %d", r.TokenDiverge, tokens[r.TokenDiverge], res.Tokens[r.TokenDiverge])
	}
	return r
}

// Code is the name of err's sentinel for the page ("" when none).
func Code(err error) string {
	switch {
	case errors.Is(err, ErrWrongManifest):
		return "wrong_manifest"
	case errors.Is(err, ErrChunkMismatch):
		return "chunk_mismatch"
	case errors.Is(err, ErrBadRequest):
		return "bad_request"
	}
	return "failed"
}
