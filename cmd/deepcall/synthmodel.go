package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/deepcall/deepcall/inference/fetch"
	"github.com/deepcall/deepcall/inference/loader"
)

// findRepoFile finds rel under the working directory or a parent, or beside
// the executable or a parent of it (bin/deepcall in a checkout).
func findRepoFile(rel string) (string, bool) {
	var starts []string
	if wd, err := os.Getwd(); err == nil {
		starts = append(starts, wd)
	}
	if exe, err := os.Executable(); err == nil {
		starts = append(starts, filepath.Dir(exe))
	}
	for _, dir := range starts {
		for {
			p := filepath.Join(dir, rel)
			if _, err := os.Stat(p); err == nil {
				return p, true
			}
			parent := filepath.Dir(dir)
			if parent == dir {
				break
			}
			dir = parent
		}
	}
	return "", false
}

// synthTokenizer is the tokenizer a synthetic model pins: tokPath when
// given, else the file the model names, found in the checkout.
func synthTokenizer(s loader.Synth, tokPath string) (string, error) {
	if tokPath != "" || s.Tokenizer == "" {
		return tokPath, nil
	}
	p, ok := findRepoFile(s.Tokenizer)
	if !ok {
		return "", fmt.Errorf("%w: synth:%s pins %s, not found from here (run make setup in the checkout, or pass --tokenizer)", errUsage, s.Name, s.Tokenizer)
	}
	return p, nil
}

// resolveModel turns a --model argument into a path loader.Load takes: a
// "synth:NAME" source is the cached export (made on first use, the cache
// root being loader.CacheRoot), the name of a fetched model (fetch.Sources,
// "smollm2") is its file in the cache, anything else is returned as it is.
func resolveModel(ctx context.Context, src string, seqLen int, stderr io.Writer) (string, error) {
	if s, err := fetch.Lookup(src); err == nil {
		return fetchedModel(s)
	}
	if !strings.HasPrefix(src, loader.SynthPrefix) {
		return src, nil
	}
	s, err := loader.LookupSynth(src, seqLen)
	if err != nil {
		return "", fmt.Errorf("%w: %v", errUsage, err)
	}
	root, err := loader.CacheRoot()
	if err != nil {
		return "", err
	}
	tok, err := synthTokenizer(s, "")
	if err != nil {
		return "", err
	}
	return loader.EnsureSynth(ctx, s, root, tok, synthProgress(stderr, s.CacheFolder(root)))
}

// fetchedModel is the cached file of a model `deepcall fetch` obtains; it
// is never downloaded here.
func fetchedModel(s fetch.Source) (string, error) {
	root, err := loader.CacheRoot()
	if err != nil {
		return "", err
	}
	ok, err := s.Have(root)
	if err != nil {
		return "", fmt.Errorf("model %s: %w", s.Name, err)
	}
	if !ok {
		return "", fmt.Errorf("%w: model %s is not in the cache (%s): run `deepcall fetch %s` (make setup does)", errUsage, s.Name, s.Path(root), s.Name)
	}
	return s.Path(root), nil
}

func synthProgress(w io.Writer, dir string) loader.Progress {
	return func(part string, done, total int) {
		if done == 1 {
			fmt.Fprintf(w, "exporting to %s\n", dir)
		}
		fmt.Fprintf(w, "  %s (%d/%d)\n", part, done, total)
	}
}

// loadModel resolves src (resolveModel) and loads it: a bench's model.
func loadModel(ctx context.Context, src string, stderr io.Writer) (string, *loader.Loaded, error) {
	path, err := resolveModel(ctx, src, 0, stderr)
	if err != nil {
		return "", nil, err
	}
	l, err := loader.Load(path, loader.Options{})
	if err != nil {
		return "", nil, fmt.Errorf("load %s: %w", src, err)
	}
	return path, l, nil
}
