// Package repo finds the deepcall checkout a tool or test runs in, for the
// files it keeps beside the code (manifests, golden vectors, contracts).
package repo

import (
	"errors"
	"os"
	"path/filepath"
)

// ErrNoRoot: no folder with go.mod above the working directory.
var ErrNoRoot = errors.New("no go.mod above the working directory")

// Root is the nearest folder at or above the working directory that holds
// go.mod.
func Root() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", ErrNoRoot
		}
		dir = parent
	}
}
