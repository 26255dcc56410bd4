//go:build unix

package inference

import (
	"os"
	"syscall"
)

// mapFile maps the first n bytes of f read-only and shared: the pages are
// the page cache's, so every process mapping the same weights shares them.
func mapFile(f *os.File, n int) ([]byte, error) {
	if n == 0 {
		return []byte{}, nil
	}
	return syscall.Mmap(int(f.Fd()), 0, n, syscall.PROT_READ, syscall.MAP_SHARED)
}
