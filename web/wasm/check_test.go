package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const stories = "../../testdata/manifests/stories260K"

// golden is the stories260K vector the other implementations agree on.
type golden struct {
	Manifest string `json:"manifest"`
	Cases    []struct {
		Prompt      []int    `json:"prompt"`
		Tokens      []int    `json:"tokens"`
		Checkpoints []string `json:"checkpoints"`
		Root        string   `json:"root"`
	} `json:"cases"`
}

func readStories(t *testing.T) ([]byte, [][]byte, golden) {
	t.Helper()
	mf, err := os.ReadFile(filepath.Join(stories, "manifest.json"))
	if err != nil {
		t.Fatal(err)
	}
	names, err := filepath.Glob(filepath.Join(stories, "chunks", "*.bin"))
	if err != nil || len(names) == 0 {
		t.Fatalf("chunks: %v (%d files)", err, len(names))
	}
	chunks := make([][]byte, len(names))
	for i, n := range names {
		if chunks[i], err = os.ReadFile(n); err != nil {
			t.Fatal(err)
		}
	}
	var g golden
	js, err := os.ReadFile("../../testdata/vectors/stories260K.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(js, &g); err != nil {
		t.Fatal(err)
	}
	return mf, chunks, g
}

// landedAnswer is the golden vector's 5-token prompt answered with 8
// tokens (12 steps), as the chain and the router would show it.
func landedAnswer(g golden) Request {
	c := g.Cases[1]
	return Request{Pinned: g.Manifest, Prompt: c.Prompt, Tokens: append([]int(nil), c.Tokens...),
		Checkpoints: append([]string(nil), c.Checkpoints...), Root: c.Root}
}

func TestCheckLandedAnswer(t *testing.T) {
	mfJSON, chunks, g := readStories(t)
	m, mf, err := Load(mfJSON, g.Manifest, chunks)
	if err != nil {
		t.Fatal(err)
	}
	honest := landedAnswer(g)
	tampered := func(edit func(r *Request)) Request {
		r := landedAnswer(g)
		edit(&r)
		return r
	}
	flip := func(h string) string { // a different valid hash
		if h[2] == 'a' {
			return h[:2] + "b" + h[3:]
		}
		return h[:2] + "a" + h[3:]
	}
	for _, tc := range []struct {
		name               string
		req                Request
		verified           bool
		diverge, tokenDiff int
		summary            string
	}{
		{"honest", honest, true, -1, -1, "all 12 checkpoints and 8 tokens"},
		{"link 7 wrong, later links follow it", tampered(func(r *Request) {
			for k := 7; k < 12; k++ {
				r.Checkpoints[k] = flip(r.Checkpoints[k])
			}
			r.Root = r.Checkpoints[11]
		}), false, 7, -1, "diverges at step 7"},
		{"first link wrong", tampered(func(r *Request) { r.Checkpoints[0] = flip(r.Checkpoints[0]) }), false, 0, -1, "diverges at step 0"},
		{"token 5 wrong, links right", tampered(func(r *Request) { r.Tokens[5] = (r.Tokens[5] + 1) % 512 }), false, -1, 5, "token 5 differs"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rep, err := Check(context.Background(), m, mf, tc.req)
			if err != nil {
				t.Fatal(err)
			}
			if rep.Verified != tc.verified || rep.Diverge != tc.diverge || rep.TokenDiverge != tc.tokenDiff {
				t.Fatalf("verified %v diverge %d token %d, want %v %d %d: %s", rep.Verified, rep.Diverge, rep.TokenDiverge, tc.verified, tc.diverge, tc.tokenDiff, rep.Summary)
			}
			if !strings.Contains(rep.Summary, tc.summary) {
				t.Fatalf("summary %q lacks %q", rep.Summary, tc.summary)
			}
			if rep.Diverge >= 0 && (rep.Landed != tc.req.Checkpoints[rep.Diverge] || rep.Computed != honest.Checkpoints[rep.Diverge]) {
				t.Fatalf("at the divergence landed %s computed %s, want %s %s", rep.Landed, rep.Computed, tc.req.Checkpoints[rep.Diverge], honest.Checkpoints[rep.Diverge])
			}
			if fmt.Sprint(rep.Tokens) != fmt.Sprint(honest.Tokens) {
				t.Fatalf("replayed tokens %v, want %v", rep.Tokens, honest.Tokens)
			}
		})
	}
}

func TestCheckBadInput(t *testing.T) {
	mfJSON, chunks, g := readStories(t)
	m, mf, err := Load(mfJSON, g.Manifest, chunks)
	if err != nil {
		t.Fatal(err)
	}
	edit := func(f func(r *Request)) Request {
		r := landedAnswer(g)
		f(&r)
		return r
	}
	for _, tc := range []struct {
		name string
		req  Request
		want string
	}{
		{"no tokens", edit(func(r *Request) { r.Tokens = nil }), "no tokens"},
		{"a checkpoint short", edit(func(r *Request) { r.Checkpoints = r.Checkpoints[:11] }), "11 checkpoints for 12 steps"},
		{"not hex", edit(func(r *Request) { r.Checkpoints[3] = "0x" + strings.Repeat("zz", 32) }), "checkpoint 3"},
		{"root is not the last link", edit(func(r *Request) { r.Root = r.Checkpoints[10] }), "is not the chain's root"},
		{"token outside the vocabulary", edit(func(r *Request) { r.Prompt[2] = 9999 }), "replay the answer"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Check(context.Background(), m, mf, tc.req)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err %v, want one saying %q", err, tc.want)
			}
		})
	}
}

func TestLoadRefusesWrongWeights(t *testing.T) {
	mfJSON, chunks, g := readStories(t)
	clone := func() [][]byte {
		out := make([][]byte, len(chunks))
		for i, c := range chunks {
			out[i] = append([]byte(nil), c...)
		}
		return out
	}
	bitFlip := clone()
	bitFlip[7][100] ^= 1
	short := clone()
	short[3] = short[3][:len(short[3])-1]
	for _, tc := range []struct {
		name   string
		mf     []byte
		pinned string
		chunks [][]byte
		is     error
		want   string
	}{
		{"a bit flipped in chunk 7", mfJSON, g.Manifest, bitFlip, ErrChunkMismatch, "chunk 7 hashes to"},
		{"chunk 3 truncated", mfJSON, g.Manifest, short, ErrChunkMismatch, "chunk 3 is 24574 bytes"},
		{"a chunk missing", mfJSON, g.Manifest, chunks[:len(chunks)-1], ErrChunkMismatch, "22 chunks fetched, the manifest lists 23"},
		{"another pinned manifest", mfJSON, "0x" + strings.Repeat("11", 32), chunks, ErrWrongManifest, "the deployment pins 0x1111"},
		{"not a manifest", []byte("<html>"), g.Manifest, chunks, ErrWrongManifest, "parse"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := Load(tc.mf, tc.pinned, tc.chunks)
			if !errors.Is(err, tc.is) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err %v, want %v saying %q", err, tc.is, tc.want)
			}
			if Code(err) == "failed" {
				t.Fatalf("no code for %v", err)
			}
		})
	}
}
