//go:build !unix

package inference

import (
	"io"
	"os"
)

// mapFile reads the file where mapping is not available.
func mapFile(f *os.File, n int) ([]byte, error) {
	b := make([]byte, n)
	_, err := io.ReadFull(f, b)
	return b, err
}
