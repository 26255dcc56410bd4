package loader

import (
	"context"
	"os"
	"slices"
	"testing"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/agreement"
)

// TestSmolLM2Integer runs the integer engine exported from the real
// SmolLM2-135M-Instruct Q4_1 GGUF file, when DEEPCALL_SMOLLM2_GGUF names it
// (skipped otherwise):
//
//	DEEPCALL_SMOLLM2_GGUF=/path/SmolLM2-135M-Instruct.Q4_1.gguf go test ./inference/loader -run SmolLM2
//
// Asked "What is the capital of France?" in ChatML, it gives the float
// reference's answer token for token: "The capital of France is Paris."
// then <|im_end|>.
func TestSmolLM2Integer(t *testing.T) {
	path := os.Getenv("DEEPCALL_SMOLLM2_GGUF")
	if path == "" {
		t.Skip("DEEPCALL_SMOLLM2_GGUF not set")
	}
	l, err := Load(path, Options{MaxSeqLen: 64})
	if err != nil {
		t.Fatal(err)
	}
	if l.Chat == nil || l.Chat.BOS != 1 || l.Chat.EOS != 2 {
		t.Fatalf("chat %+v", l.Chat)
	}
	// <|im_start|>user\nWhat is the capital of France?<|im_end|>\n<|im_start|>assistant\n
	prompt := []int{1, 4093, 198, 1780, 314, 260, 3575, 282, 4649, 47, 2, 198, 1, 520, 9531, 198}
	answer := []int{504, 3575, 282, 4649, 314, 7042, 30, 2} // the float reference's (inference/gguf's TestSmolLM2Paris)
	e := &inference.Engine{Model: l.Model, Manifest: l.Manifest.Hash, Backend: inference.CPU{}}
	res, err := e.Generate(context.Background(), prompt, len(answer), nil)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(res.Tokens, answer) {
		t.Fatalf("integer engine answers %v, want %v", res.Tokens, answer)
	}
	rep, err := agreement.Compare(context.Background(), l.Float, l.Model, prompt, len(answer))
	if err != nil {
		t.Fatal(err)
	}
	if rep.IdenticalPrefix != len(answer) || rep.TeacherForcedAgree != len(answer) {
		t.Fatalf("agreement %+v", rep)
	}
}
