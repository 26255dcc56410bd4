package envflag

import (
	"errors"
	"io"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	env := map[string]string{"X_LISTEN": "from-env", "X_MAX_ROUNDS": "7", "X_PEERS": "a, b,,c"}
	tests := []struct {
		name   string
		args   []string
		listen string
		rounds int
		peers  string
		err    error
	}{
		{"env fills what the command line leaves", nil, "from-env", 7, "a,b,c", nil},
		{"command line wins", []string{"--listen", "cli", "--max-rounds=2"}, "cli", 2, "a,b,c", nil},
		{"help", []string{"--help"}, "", 0, "", ErrHelp},
		{"help after -- is an argument", []string{"--", "--help"}, "from-env", 7, "a,b,c", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fs := New("x", "X_", io.Discard)
			listen := fs.String("listen", "default", "")
			rounds := fs.Int("max-rounds", 3, "")
			var peers List
			fs.Var(&peers, "peers", "")
			err := fs.Parse(tc.args, func(k string) string { return env[k] })
			if !errors.Is(err, tc.err) {
				t.Fatalf("err %v, want %v", err, tc.err)
			}
			if err != nil {
				return
			}
			if *listen != tc.listen || *rounds != tc.rounds || peers.String() != tc.peers {
				t.Fatalf("got %q %d %q", *listen, *rounds, peers.String())
			}
		})
	}
}

func TestBadEnvValueNamesTheVariable(t *testing.T) {
	fs := New("x", "X_", io.Discard)
	fs.Int("max-rounds", 3, "")
	err := fs.Parse(nil, func(k string) string { return map[string]string{"X_MAX_ROUNDS": "many"}[k] })
	if err == nil || !strings.Contains(err.Error(), "X_MAX_ROUNDS") {
		t.Fatalf("err %v, want one naming X_MAX_ROUNDS", err)
	}
}

func TestPrintFlagsNamesVariables(t *testing.T) {
	fs := New("x", "X_", io.Discard)
	fs.String("key-file", "", "`FILE` with the key")
	var b strings.Builder
	fs.PrintFlags(&b)
	if !strings.Contains(b.String(), "--key-file FILE  [X_KEY_FILE]") {
		t.Fatalf("usage %q", b.String())
	}
}
