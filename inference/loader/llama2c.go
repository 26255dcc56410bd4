package loader

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/deepcall/deepcall/inference/tokenizer"
)

// llama2cTokenizer is the tokenizer.json of the llama2.c vocabulary beside
// the checkpoint at path, found by llama2.c's own convention: tok<vocab>.bin
// for a model trained on its own vocabulary (stories260K's tok512.bin), else
// tokenizer.bin (Llama 2's). nil when neither is there.
func llama2cTokenizer(path string, vocab int) ([]byte, error) {
	dir := filepath.Dir(path)
	for _, name := range []string{fmt.Sprintf("tok%d.bin", vocab), "tokenizer.bin"} {
		p := filepath.Join(dir, name)
		data, err := os.ReadFile(p)
		if errors.Is(err, os.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, err
		}
		v, err := tokenizer.ReadLlama2C(data, vocab)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", p, err)
		}
		js, err := v.JSON()
		if err != nil {
			return nil, fmt.Errorf("%s: %w", p, err)
		}
		return js, nil
	}
	return nil, nil
}
