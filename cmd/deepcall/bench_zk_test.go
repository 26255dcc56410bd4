package main

import (
	"bytes"
	"context"
	"errors"
	"testing"
)

func TestBenchZKUsage(t *testing.T) {
	for _, args := range [][]string{
		{"bench", "zk", "--shape", "r2c1i2"},
		{"bench", "zk", "extra"},
	} {
		var out, errb bytes.Buffer
		if err := cmdBench(context.Background(), args[1:], &out, &errb); !errors.Is(err, errUsage) {
			t.Errorf("%v: %v, want a usage error", args, err)
		}
	}
}
