package stack

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/tokenizer"
	"github.com/deepcall/deepcall/protocol"
	"github.com/deepcall/deepcall/router"
)

// A text prompt on a devnet serving a tokenizer-pinned model: the router
// tokenizes it, the quorum lands the answer of those ids, and the task
// carries the text both ways. Without the pinned file beside the manifest
// the devnet still runs, ids only, and names the refusal of text.
func TestTextPromptLandsOnChain(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet and the services")
	}
	src := findModel(t)
	for _, withTokenizer := range []bool{true, false} {
		t.Run(fmt.Sprintf("tokenizer=%v", withTokenizer), func(t *testing.T) {
			dir := src
			if !withTokenizer {
				dir = copyWithout(t, src, inference.TokenizerFile)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			defer cancel()
			c, err := devnet.Start(ctx, devnet.Options{Operators: 4, BlockPeriod: 250 * time.Millisecond, ModelDir: dir})
			if err != nil {
				t.Fatal(err)
			}
			defer c.Close()
			if err := c.StartServices(ctx, New(Options{}).Services()...); err != nil {
				t.Fatal(err)
			}
			text := "Once upon a time"
			rc := api.NewRouterClient(c.RouterURL(), nil)
			task, _, err := rc.Submit(ctx, api.TaskRequest{Text: text, N: 6})
			if !withTokenizer {
				var e *api.Error
				if !errors.As(err, &e) || e.Status != http.StatusBadRequest || e.Code != router.CodeNoTokenizer {
					t.Fatalf("text without the tokenizer file: %v", err)
				}
				return
			}
			if err != nil {
				t.Fatalf("POST /v1/tasks: %v", err)
			}
			task = pollTask(ctx, t, rc, task, func(task *api.Task) bool { return task.Status == api.StatusLanded })
			tok, err := tokenizer.LoadFile(filepath.Join(dir, inference.TokenizerFile))
			if err != nil {
				t.Fatal(err)
			}
			ids := tok.Encode(text)
			m, mf, err := inference.LoadDir(dir)
			if err != nil {
				t.Fatal(err)
			}
			want, err := (&inference.Engine{Model: m, Manifest: mf.Hash, Backend: inference.CPU{}}).Generate(ctx, ids, 6, nil)
			if err != nil {
				t.Fatal(err)
			}
			wantText, _ := tok.Decode(want.Tokens)
			if !slices.Equal(task.Prompt, ids) || task.PromptText == nil || *task.PromptText != text ||
				!slices.Equal(task.Result.Tokens, want.Tokens) || task.Result.Text == nil || *task.Result.Text != wantText {
				t.Fatalf("task %+v, result %+v", task, task.Result)
			}
			abi := bindings.NewLLMConsumer()
			consumer := abi.Instance(c.Client(), c.Deployment.Contracts.Consumer)
			got, err := bind.Call(consumer, &bind.CallOpts{Context: ctx}, abi.PackResult(inference.InputHash(ids, 6)), abi.UnpackResult)
			if err != nil {
				t.Fatal(err)
			}
			if wantV := protocol.ResultValue(want.Root, want.Tokens); got != wantV {
				t.Errorf("result slot %x, want %x", got, wantV)
			}
		})
	}
}

// findModel is testdata/textmodel above the working directory.
func findModel(t *testing.T) string {
	t.Helper()
	for dir := "."; ; dir = filepath.Join(dir, "..") {
		p := filepath.Join(dir, "testdata", "textmodel")
		if _, err := os.Stat(filepath.Join(p, inference.ManifestFile)); err == nil {
			return p
		}
		if abs, _ := filepath.Abs(dir); abs == "/" {
			t.Fatal("testdata/textmodel not found")
		}
	}
}

// copyWithout copies a manifest folder without one of its files.
func copyWithout(t *testing.T, src, skip string) string {
	t.Helper()
	dst := t.TempDir()
	err := filepath.WalkDir(src, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		if rel == skip {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dst
}
