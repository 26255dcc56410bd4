package systest

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A folder without the binaries is refused before anything starts.
func TestStartNeedsBinaries(t *testing.T) {
	dir := t.TempDir()
	for _, b := range Binaries[:len(Binaries)-1] { // the last one missing
		if err := os.WriteFile(filepath.Join(dir, b), []byte("#!/bin/sh\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	c, err := Start(context.Background(), Config{Bin: dir, Dir: t.TempDir()})
	if err == nil || c != nil || !strings.Contains(err.Error(), Binaries[len(Binaries)-1]) {
		t.Fatalf("Start: %v, %v", c, err)
	}
}
