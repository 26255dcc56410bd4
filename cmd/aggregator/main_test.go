package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

func TestUsageAndBadFlags(t *testing.T) {
	none := func(string) string { return "" }
	tests := []struct {
		name string
		args []string
		env  map[string]string
		code int
		want string
	}{
		{"help", []string{"--help"}, nil, 0, "DEEPCALL_AGGREGATOR_OPERATORS"},
		{"no consumer", []string{"--operators", "http://x"}, nil, 2, "--consumer must be a 0x address"},
		{"no operators", []string{"--consumer", "0x0000000000000000000000000000000000000001"}, nil, 2, "--operators is required"},
		{"bad operator URL", []string{"--consumer", "0x0000000000000000000000000000000000000001", "--operators", "x:1"}, nil, 2, "must start with http://"},
		{"no key", []string{"--consumer", "0x0000000000000000000000000000000000000001", "--operators", "http://x"}, nil, 2, "a sender key is required"},
		{"bad key", []string{"--consumer", "0x0000000000000000000000000000000000000001", "--operators", "http://x"},
			map[string]string{"DEEPCALL_AGGREGATOR_KEY": "zz"}, 2, "sender key"},
		{"env sets flags", nil, map[string]string{"DEEPCALL_AGGREGATOR_CONSUMER": "nope"}, 2, `--consumer must be a 0x address, have "nope"`},
		{"market of no deployment", []string{"--market", "deployment"}, nil, 2, "--market deployment needs --deployment"},
		{"bad market", []string{"--market", "nope"}, nil, 2, `--market must be a 0x address, deployment or off, have "nope"`},
		{"relay of no deployment", []string{"--relay", "deployment"}, nil, 2, "--relay deployment needs --deployment"},
		{"bad relay", []string{"--relay", "0x12"}, nil, 2, `--relay must be a 0x address, deployment or off, have "0x12"`},
		{"removed epoch key", []string{"--epoch-key-file", "k"}, nil, 2, "flag provided but not defined"},
		{"removed prover key", []string{"--prover-key-file", "k"}, nil, 2, "flag provided but not defined"},
		{"stray argument", []string{"extra"}, nil, 2, `unexpected argument "extra"`},
		{"unknown flag", []string{"--nope"}, nil, 2, "flag provided but not defined"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			getenv := none
			if tc.env != nil {
				getenv = func(k string) string { return tc.env[k] }
			}
			var out, errb bytes.Buffer
			code := run(context.Background(), tc.args, getenv, &out, &errb, nil)
			if code != tc.code || !strings.Contains(out.String()+errb.String(), tc.want) {
				t.Fatalf("exit %d (want %d), output %q lacks %q", code, tc.code, out.String()+errb.String(), tc.want)
			}
		})
	}
}
