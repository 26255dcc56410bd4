package api

import (
	"errors"
	"regexp"
	"strings"
	"testing"
)

func TestParseTaskID(t *testing.T) {
	for _, ok := range []string{"a", "0123456789abcdef0123456789abcdef", "task-1_x.y:z", strings.Repeat("Z", MaxTaskID)} {
		if id, err := ParseTaskID(ok); err != nil || string(id) != ok {
			t.Errorf("ParseTaskID(%q) = %q, %v", ok, id, err)
		}
	}
	for _, bad := range []string{"", strings.Repeat("a", MaxTaskID+1), "a b", "a/b", "ü", "a%2F", "x\n", "?"} {
		if _, err := ParseTaskID(bad); !errors.Is(err, ErrInvalidTaskID) {
			t.Errorf("ParseTaskID(%q): %v, want ErrInvalidTaskID", bad, err)
		}
	}
}

// The rule is stated once in words in the doc; the fuzz target holds the
// code to an independent regular expression of it.
var idRule = regexp.MustCompile(`^[A-Za-z0-9_.:-]{1,128}$`)

func FuzzParseTaskID(f *testing.F) {
	for _, s := range []string{"", "a", "0123456789abcdef0123456789abcdef", "a b", strings.Repeat("x", 129), "é", "a:b.c-d_e"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		id, err := ParseTaskID(s)
		if want := idRule.MatchString(s); want != (err == nil) {
			t.Fatalf("ParseTaskID(%q) err %v, rule says valid=%v", s, err, want)
		}
		if err == nil && string(id) != s {
			t.Fatalf("ParseTaskID(%q) = %q", s, id)
		}
	})
}
