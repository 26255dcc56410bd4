// Command bisectvectors writes the vectors the browser lab is tested
// against: alphabet trace states and leaf hashes, forged values, and whole
// lab transcripts, all computed by package bisection. Run it from web/:
//
//	go run ./tools/bisectvectors -out test/bisection-vectors.json
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"

	"github.com/deepcall/deepcall/bisection"
)

// trace is one alphabet trace cut into levels: its micro-step states and the
// value of every leaf at every level, keyed by the path to the leaf.
type trace struct {
	Sizes  []int             `json:"sizes"`
	States []bisection.Hash  `json:"states"`
	Leaves map[string]string `json:"leaves"` // "i0/i1/…" → hash
	Root   bisection.Hash    `json:"root"`
}

type lab struct {
	Tokens     int                   `json:"tokens"`
	Sub        []int                 `json:"sub"`
	Diverge    int                   `json:"diverge"`
	Liar       bisection.Side        `json:"liar"`
	Transcript *bisection.Transcript `json:"transcript"`
}

type vectors struct {
	Generator string          `json:"generator"`
	Anchor    bisection.Hash  `json:"anchor"`
	Forge     [][2]string     `json:"forge"` // honest → forged
	Traces    []trace         `json:"traces"`
	Labs      []lab           `json:"labs"`
	Rules     bisection.Rules `json:"rules"`
	Epoch     string          `json:"epoch"`
	Steps     []alphabetStep  `json:"steps"`
}

type alphabetStep struct {
	Pre  bisection.Hash `json:"pre"`
	T    int            `json:"t"`
	Post bisection.Hash `json:"post"`
}

func main() {
	out := flag.String("out", "test/bisection-vectors.json", "where to write the vectors")
	flag.Parse()
	if err := run(*out); err != nil {
		fmt.Fprintln(os.Stderr, "bisectvectors:", err)
		os.Exit(1)
	}
}

func run(out string) error {
	ctx := context.Background()
	v := vectors{
		Generator: "web/tools/bisectvectors (package bisection)",
		Anchor:    bisection.AlphabetAnchor,
		Rules:     bisection.DefaultRules,
		Epoch:     bisection.Epoch.Format("2006-01-02T15:04:05Z07:00"),
	}
	pre := bisection.AlphabetAnchor
	for _, t := range []int{0, 1, 25, 26, 27, 1000, 1 << 20} {
		post := bisection.AlphabetStep(pre, t)
		v.Steps = append(v.Steps, alphabetStep{Pre: pre, T: t, Post: post})
		pre = post
	}
	for _, sizes := range [][]int{{1}, {7}, {16}, {5, 3}, {4, 3, 2}} {
		a, err := bisection.NewAlphabet(sizes...)
		if err != nil {
			return fmt.Errorf("alphabet %v: %w", sizes, err)
		}
		tr := trace{Sizes: sizes, Leaves: map[string]string{}}
		total := 1
		for _, n := range sizes {
			total *= n
		}
		for t := range total {
			// The last-level leaf of micro-step t holds its state.
			path := unflatten(sizes, t)
			h, err := a.Hash(ctx, path[:len(path)-1], path[len(path)-1])
			if err != nil {
				return err
			}
			tr.States = append(tr.States, h)
		}
		if err := walk(ctx, a, nil, tr.Leaves); err != nil {
			return err
		}
		if tr.Root, err = bisection.RootOf(ctx, a); err != nil {
			return err
		}
		v.Traces = append(v.Traces, tr)
		for _, h := range tr.States[:min(3, len(tr.States))] {
			v.Forge = append(v.Forge, [2]string{h.String(), bisection.Forge(h).String()})
		}
	}
	type labCase struct {
		tokens, diverge int
		sub             []int
		liar            bisection.Side
	}
	var cases []labCase
	for _, n := range []int{1, 2, 3, 5, 8, 13} {
		for k := range n {
			for _, liar := range []bisection.Side{bisection.Defender, bisection.Challenger} {
				cases = append(cases, labCase{tokens: n, diverge: k, liar: liar})
			}
		}
	}
	cases = append(cases,
		labCase{tokens: 6, diverge: 4, sub: []int{3}, liar: bisection.Defender},
		labCase{tokens: 6, diverge: 0, sub: []int{3}, liar: bisection.Challenger},
		labCase{tokens: 32, diverge: 17, sub: []int{5, 2}, liar: bisection.Defender},
		labCase{tokens: 32, diverge: 31, sub: []int{5, 2}, liar: bisection.Challenger},
		labCase{tokens: 100, diverge: 63, liar: bisection.Defender},
	)
	for _, c := range cases {
		tr, err := bisection.Lab(ctx, bisection.LabConfig{Tokens: c.tokens, Sub: c.sub, Diverge: c.diverge, Liar: c.liar})
		if err != nil {
			return fmt.Errorf("lab %+v: %w", c, err)
		}
		v.Labs = append(v.Labs, lab{Tokens: c.tokens, Sub: c.sub, Diverge: c.diverge, Liar: c.liar, Transcript: tr})
	}
	b, err := json.MarshalIndent(v, "", " ")
	if err != nil {
		return err
	}
	return os.WriteFile(out, append(b, '\n'), 0o644)
}

// walk records the value of every leaf at every level under path.
func walk(ctx context.Context, a *bisection.Alphabet, path []int, into map[string]string) error {
	if len(path) == a.Levels() {
		return nil
	}
	for i := range a.Leaves(path) {
		h, err := a.Hash(ctx, path, i)
		if err != nil {
			return err
		}
		p := append(append([]int(nil), path...), i)
		into[key(p)] = h.String()
		if err := walk(ctx, a, p, into); err != nil {
			return err
		}
	}
	return nil
}

func key(path []int) string {
	s := ""
	for i, k := range path {
		if i > 0 {
			s += "/"
		}
		s += fmt.Sprint(k)
	}
	return s
}

// unflatten is the leaf path of micro-step t.
func unflatten(sizes []int, t int) []int {
	path := make([]int, len(sizes))
	for l := len(sizes) - 1; l >= 0; l-- {
		path[l] = t % sizes[l]
		t /= sizes[l]
	}
	return path
}
