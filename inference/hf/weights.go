package hf

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/deepcall/deepcall/inference/safetensors"
)

// The weight file names transformers writes.
const (
	singleFile = "model.safetensors"
	indexFile  = "model.safetensors.index.json"
)

// weights is every tensor of a checkpoint, across one or more safetensors
// files.
type weights struct {
	files  []*safetensors.File
	where  map[string]*safetensors.File // tensor name → the file holding it
	source map[*safetensors.File]string // file → its path, for messages
}

func (w *weights) close() {
	for _, f := range w.files {
		f.Close()
	}
}

// names returns every tensor name, sorted.
func (w *weights) names() []string {
	names := make([]string, 0, len(w.where))
	for n := range w.where {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

// pathOf names the file holding tensor name.
func (w *weights) pathOf(name string) string { return w.source[w.where[name]] }

// openWeights opens model.safetensors in dir or, failing that, the shards
// listed by model.safetensors.index.json — the order transformers tries them.
func openWeights(dir string) (*weights, error) {
	w := &weights{where: map[string]*safetensors.File{}, source: map[*safetensors.File]string{}}
	single := filepath.Join(dir, singleFile)
	if _, err := os.Stat(single); err == nil {
		f, err := w.open(single)
		if err != nil {
			return nil, err
		}
		for _, n := range f.Names() {
			w.where[n] = f
		}
		return w, nil
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("hf: %w", err)
	}

	index := filepath.Join(dir, indexFile)
	raw, err := os.ReadFile(index)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("hf: %s: no %s or %s (only safetensors weights are supported, not PyTorch .bin or .pth files)", dir, singleFile, indexFile)
	} else if err != nil {
		return nil, fmt.Errorf("hf: %w", err)
	}
	var idx struct {
		WeightMap map[string]string `json:"weight_map"`
	}
	if err := json.Unmarshal(raw, &idx); err != nil {
		return nil, fmt.Errorf("hf: %s: invalid JSON: %v", index, err)
	}
	if len(idx.WeightMap) == 0 {
		return nil, fmt.Errorf("hf: %s: empty or missing weight_map", index)
	}
	var shards []string
	for _, tensor := range slices.Sorted(maps.Keys(idx.WeightMap)) {
		shard := idx.WeightMap[tensor]
		// The index is data; it must not steer reads outside dir.
		if shard == "" || shard == "." || shard == ".." || strings.ContainsAny(shard, `/\`) {
			return nil, fmt.Errorf("hf: %s: tensor %s: shard name %q is not a plain file name", index, tensor, shard)
		}
		if !slices.Contains(shards, shard) {
			shards = append(shards, shard)
		}
	}
	slices.Sort(shards)
	for _, shard := range shards {
		path := filepath.Join(dir, shard)
		f, err := w.open(path)
		if err != nil {
			w.close()
			return nil, fmt.Errorf("%w (listed in %s)", err, indexFile)
		}
		for _, n := range f.Names() {
			// A tensor the index does not place in this shard would be
			// either invisible to transformers or loaded twice; both mean
			// the checkpoint is not what its index says.
			if want, ok := idx.WeightMap[n]; !ok || want != shard {
				w.close()
				if !ok {
					return nil, fmt.Errorf("hf: %s: tensor %s is not in %s", path, n, indexFile)
				}
				return nil, fmt.Errorf("hf: %s: tensor %s is here, but %s puts it in %s", path, n, indexFile, want)
			}
			w.where[n] = f
		}
	}
	for _, tensor := range slices.Sorted(maps.Keys(idx.WeightMap)) {
		if shard := idx.WeightMap[tensor]; w.where[tensor] == nil {
			w.close()
			return nil, fmt.Errorf("hf: %s: missing tensor %s, which %s puts there", filepath.Join(dir, shard), tensor, indexFile)
		}
	}
	return w, nil
}

func (w *weights) open(path string) (*safetensors.File, error) {
	f, err := safetensors.Open(path)
	if err != nil {
		return nil, fmt.Errorf("hf: %w", err)
	}
	w.files = append(w.files, f)
	w.source[f] = path
	return f, nil
}
