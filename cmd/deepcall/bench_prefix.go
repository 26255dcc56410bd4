package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/devnet/stack"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/bench"
	"github.com/deepcall/deepcall/inference/chat"
	"github.com/deepcall/deepcall/inference/loader"
	"github.com/deepcall/deepcall/internal/cli"
)

// prefixReport is `deepcall bench prefix --json`.
type prefixReport struct {
	Pairs        []prefixPair `json:"pairs"`
	ColdMedianMS float64      `json:"cold_median_ms"`
	HitMedianMS  float64      `json:"hit_median_ms"`
	Speedup      float64      `json:"speedup"` // cold / hit, medians
	// Cache is the operators' prefix cache at the end (the devnet's
	// daemons share one executor, so one cache).
	Cache  inference.PrefixStats `json:"cache"`
	Inputs struct {
		Manifest    string `json:"manifest"`
		Chat        bool   `json:"chat"`   // prompts from the model's chat template, else random tokens
		Prefix      int    `json:"prefix"` // tokens shared by a pair's two prompts
		Tokens      int    `json:"tokens"`
		Operators   int    `json:"operators"`
		BlockPeriod string `json:"block_period"`
	} `json:"inputs"`
	Notes string `json:"notes"`
}

// prefixPair is one pair of prompts sharing a prefix: the first finds the
// operators' prefix caches cold, the second finds the prefix cached.
type prefixPair struct {
	PromptTokens [2]int  `json:"prompt_tokens"`
	SharedTokens int     `json:"shared_tokens"` // the two prompts' common first tokens
	ColdMS       float64 `json:"cold_ms"`
	HitMS        float64 `json:"hit_ms"`
}

const prefixNotes = "Each pair is two prompts that share their first `prefix` tokens (a chat template's " +
	"system turn where the model has one, random tokens otherwise) and differ after them. The first is " +
	"submitted to the router and followed to landed; then the second. Latency: from the submission to " +
	"the router's updated_at of the landed status. Every pair has its own prefix, so its first prompt " +
	"finds every operator's prefix cache cold; the second finds the prefix's whole 16-token blocks " +
	"cached (the operators' default --prefix-cache). One devnet in this process for every pair."

const benchPrefixUsage = `bench prefix [--manifest M] [--prefix N] [--tokens T] [--pairs K] [--operators K] [--block-period D] [--json] [--out FILE]`

func benchPrefix(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("bench prefix", benchPrefixUsage, stderr)
	asJSON := fs.Bool("json", false, "print the report as JSON")
	manifest := fs.String("manifest", filepath.Join("testdata", "manifests", "stories260K"), "the model: a manifest folder, a GGUF file, a fetched model's name (smollm2) or synth:NAME")
	prefix := fs.Int("prefix", 64, "tokens a pair's prompts share (at least 16: the cache keeps whole 16-token blocks)")
	tokens := fs.Int("tokens", 8, "tokens generated per task")
	pairs := fs.Int("pairs", 3, "pairs of prompts, each with its own prefix")
	operators := fs.Int("operators", 4, "operators on the devnet")
	period := fs.Duration("block-period", time.Second, "devnet block period")
	verbose := fs.Bool("v", false, "log the devnet and the services to stderr")
	outFile := fs.String("out", "", "also write the JSON report to this file")
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	if *prefix < inference.PrefixBlock || *tokens < 1 || *pairs < 1 || *operators < 1 || *period <= 0 {
		return fmt.Errorf("%w: --prefix ≥ %d, --tokens, --pairs, --operators ≥ 1, --block-period > 0", errUsage, inference.PrefixBlock)
	}
	src, loaded, err := loadModel(ctx, *manifest, stderr)
	if err != nil {
		return err
	}
	prompts, isChat, err := prefixPrompts(loaded, *prefix, *pairs)
	if err != nil {
		return err
	}
	for _, p := range prompts {
		if err := inference.CheckRequest(loaded.Manifest.Config, p, *tokens); err != nil {
			return fmt.Errorf("%w: --prefix %d and --tokens %d: %w", errUsage, *prefix, *tokens, err)
		}
	}
	log := slog.New(slog.DiscardHandler)
	if *verbose {
		log = slog.New(slog.NewTextHandler(stderr, nil))
	}
	chain, err := devnet.Start(ctx, devnet.Options{Operators: *operators, BlockPeriod: *period, ModelDir: src, Loaded: loaded, Logger: log})
	if err != nil {
		return err
	}
	defer chain.Close()
	st := stack.New(stack.Options{Logger: log})
	if err := chain.StartServices(ctx, st.Services()...); err != nil {
		return err
	}
	router := st.Router.RouterURL()

	rep := &prefixReport{Notes: prefixNotes}
	rep.Inputs.Manifest, rep.Inputs.Chat, rep.Inputs.Prefix = loaded.Manifest.Hash.String(), isChat, *prefix
	rep.Inputs.Tokens, rep.Inputs.Operators, rep.Inputs.BlockPeriod = *tokens, *operators, period.String()
	var cold, hit []float64
	for i := range *pairs {
		a, b := prompts[2*i], prompts[2*i+1]
		pr := prefixPair{PromptTokens: [2]int{len(a), len(b)}}
		for pr.SharedTokens < min(len(a), len(b)) && a[pr.SharedTokens] == b[pr.SharedTokens] {
			pr.SharedTokens++
		}
		for k, ms := range []*float64{&pr.ColdMS, &pr.HitMS} {
			if *ms, err = landOne(ctx, router, prompts[2*i+k], *tokens); err != nil {
				return fmt.Errorf("pair %d, prompt %d: %w", i, k, err)
			}
		}
		cold, hit = append(cold, pr.ColdMS), append(hit, pr.HitMS)
		rep.Pairs = append(rep.Pairs, pr)
	}
	rep.ColdMedianMS, rep.HitMedianMS = bench.Median(cold), bench.Median(hit)
	rep.Speedup = rep.ColdMedianMS / rep.HitMedianMS
	rep.Cache = st.Operators.BatchStats().Prefix
	return writeReport(rep, *asJSON, *outFile, stdout, func() {
		fmt.Fprintf(stdout, "prompt to landed, %d-token shared prefix, %d operators: cold %.0f ms, cached %.0f ms (medians of %d pairs): %.2f×; cache %d hits, %d misses\n",
			*prefix, *operators, rep.ColdMedianMS, rep.HitMedianMS, len(rep.Pairs), rep.Speedup, rep.Cache.Hits, rep.Cache.Misses)
	})
}

// prefixPrompts returns, for each pair, two prompts sharing their first n
// tokens: a chat template's system turn (cut to n tokens) and two
// questions where the model has a template and a tokenizer, else n random
// tokens and two random tails.
func prefixPrompts(l *loader.Loaded, n, pairs int) (prompts [][]int, isChat bool, err error) {
	rng := rand.New(rand.NewPCG(uint64(n), uint64(pairs)))
	c := l.Manifest.Config
	tok, err := l.OpenTokenizer()
	if err != nil {
		return nil, false, err
	}
	tmpl, err := l.ChatTemplate(tok)
	if err != nil {
		return nil, false, err
	}
	for i := range pairs {
		if tmpl == nil {
			pre := make([]int, n)
			for j := range pre {
				pre[j] = rng.IntN(c.Vocab)
			}
			for range 2 {
				prompts = append(prompts, append(slices.Clone(pre), rng.IntN(c.Vocab), rng.IntN(c.Vocab), rng.IntN(c.Vocab)))
			}
			continue
		}
		// A system turn just long enough that the two rendered prompts
		// share n tokens: a sentence at a time.
		var pair [2][]int
		for reps := 1; ; reps++ {
			system := fmt.Sprintf("You are storyteller number %d. %s", i+1, strings.Repeat("You write short, kind stories for young children, with simple words and a happy ending. ", reps))
			for k, q := range []string{"Tell me a story about a cat.", "Tell me a story about a boat."} {
				text, err := tmpl.Render([]chat.Message{{Role: "system", Content: system}, {Role: "user", Content: q}})
				if err != nil {
					return nil, false, err
				}
				pair[k] = tok.Encode(text)
			}
			if len(pair[0]) > n && len(pair[1]) > n && slices.Equal(pair[0][:n], pair[1][:n]) {
				break
			}
			if reps > n {
				return nil, false, fmt.Errorf("%w: the chat prompts never share %d tokens", errUsage, n)
			}
		}
		prompts = append(prompts, pair[0], pair[1])
	}
	return prompts, tmpl != nil, nil
}

// landOne submits a task and follows it to landed: the time from the
// submission to the landed status's updated_at, in ms.
func landOne(ctx context.Context, router string, prompt []int, n int) (float64, error) {
	start := time.Now()
	task, err := postTask(ctx, router, prompt, n)
	if err != nil {
		return 0, err
	}
	return float64(task.Updated.Sub(start).Microseconds()) / 1000, nil
}
