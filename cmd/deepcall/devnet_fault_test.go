package main

import (
	"errors"
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/deepcall/deepcall/operator"
)

func TestDevnetFaultFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"devnet", "--fault", "wrong-from=x"}, "--fault"},
		{[]string{"devnet", "--fault", "lie"}, "--fault"},
		{[]string{"devnet", "--fault", "wrong-from=1", "--faulty", "4"}, "not an operator index"},
		{[]string{"devnet", "--fault", "wrong-from=1", "--faulty", "0,0"}, "twice"},
		{[]string{"devnet", "--faulty", "0"}, "--faulty without --fault"},
		{[]string{"devnet", "--challenger", "sometimes"}, "want auto, assist or off"},
		{[]string{"devnet", "--join-window", "1500ms"}, "whole seconds"},
		{[]string{"devnet", "--fault", "offline", "--services=false"}, "need the services"},
	} {
		_, stderr, code := runCLI(t, nil, c.args...)
		if code != 2 || !strings.Contains(stderr, c.want) {
			t.Errorf("%v: exit %d, want 2 and %q in\n%s", c.args, code, c.want, stderr)
		}
	}
	stdout, stderr, code := runCLI(t, nil, "devnet", "--help")
	if help := stdout + stderr; code != 0 || !strings.Contains(help, "-fault") || !strings.Contains(help, "setMover") ||
		!strings.Contains(help, "-challenger") || !strings.Contains(help, "all but the") {
		t.Errorf("devnet --help: exit %d\n%s", code, help)
	}
}

func TestDevnetFaultPlan(t *testing.T) {
	str := func(s string) *string { return &s }
	dur := func(d time.Duration) *time.Duration { return &d }
	wrong, _ := operator.ParseFault("wrong-from=2")
	for _, c := range []struct {
		fault, faulty, challenger string
		join                      time.Duration
		operators                 int
		wantFaulty                []int
		wantChallenger            string
		wantJoin                  time.Duration
	}{
		{"", "", "", 0, 4, nil, challengerOff, 0},
		{"", "", "assist", 0, 4, nil, challengerAssist, 0},
		{"wrong-from=2", "", "", 0, 4, []int{0, 1, 2}, challengerAuto, DefaultFaultJoinWindow},
		{"wrong-from=2", "", "", 0, 1, []int{0}, challengerAuto, DefaultFaultJoinWindow},
		{"wrong-from=2", "all", "assist", 90 * time.Second, 3, []int{0, 1, 2}, challengerAssist, 90 * time.Second},
		{"wrong-from=2", "3, 1", "off", 0, 4, []int{1, 3}, challengerOff, DefaultFaultJoinWindow},
	} {
		f := &faultFlags{fault: str(c.fault), faulty: str(c.faulty), challenger: str(c.challenger), joinWindow: dur(c.join)}
		p, err := f.plan(c.operators)
		if err != nil {
			t.Errorf("%+v: %v", c, err)
			continue
		}
		if !slices.Equal(p.faulty, c.wantFaulty) || p.challenger != c.wantChallenger || p.game.JoinWindow != c.wantJoin {
			t.Errorf("%+v: faulty %v challenger %s join %s", c, p.faulty, p.challenger, p.game.JoinWindow)
		}
		if c.fault != "" {
			if got := slices.Sorted(maps.Keys(p.faults())); !slices.Equal(got, c.wantFaulty) || p.faults()[got[0]] != wrong {
				t.Errorf("%+v: faults %v", c, p.faults())
			}
		}
	}
	f := &faultFlags{fault: str("wrong-from=1"), faulty: str("x"), challenger: str(""), joinWindow: dur(0)}
	if _, err := f.plan(4); !errors.Is(err, errUsage) {
		t.Errorf("--faulty x: %v, want a usage error", err)
	}
}
