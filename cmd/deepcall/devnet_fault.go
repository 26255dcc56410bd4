package main

import (
	"flag"
	"fmt"
	"io"
	"log/slog"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/devnet/dispute"
	"github.com/deepcall/deepcall/operator"
)

// A faulty quorum on the devnet (`deepcall devnet --fault SPEC`): the
// operators of --faulty misbehave as `operator run --fault SPEC` makes one
// operator misbehave, the devnet's challenger daemon disputes what they land,
// and one of them defends it in a game over a lying trace.

// Challenger modes (--challenger).
const (
	challengerAuto   = "auto"   // open challenges on wrong answers, and assist
	challengerAssist = "assist" // only play the challenges of accounts that allowed it (setMover)
	challengerOff    = "off"
)

// DefaultFaultJoinWindow is the join window of a devnet with --fault: long
// enough for the faulty defence to join, short enough that the liars are
// slashed within a minute of the challenge.
const DefaultFaultJoinWindow = 30 * time.Second

const faultHelp = `
A faulty quorum (--fault): the operators of --faulty (default: all but the
last, which with 4 operators is 3 of 4, over the two-thirds threshold) run
with the fault SPEC, as 'operator run --fault SPEC' takes it: wrong-from=K
(sign tokens from position K on, and the root, wrong), offline, delay=D, or a
comma-separated mix. With wrong-from, the wrong answer lands when the faulty
operators' stake meets the threshold, and:
  - the devnet's challenger daemon (--challenger auto, the default with
    --fault; key keccak256("deepcall/devnet/challenger"), funded) recomputes
    every landed answer with the native engine, opens a challenge on the wrong
    one, plays it and resolves it: the result is invalidated and its signers
    slashed (slashBips of their stake); the honest operators keep theirs;
  - the first faulty operator defends its answer with its own account, playing
    a trace that departs from the honest one in the classifier of the step that
    produced token K, so the game runs through every level to the one-step;
  - the join window is --join-window (default 30s with --fault, else 1h).
--challenger assist opens nothing itself: a challenge opened by another
account (the dapp's wallet: /config.json "wallet", a funded public dev key) is
played by the daemon once that account allows it: DisputeGame.setMover(the
daemon's address, /config.json "challenger".address, true), before or after
DisputeGame.open with the challenger bond; the daemon plays the challenger's
side of every defence game, resolves when the join window closed, the bonds
are credited to the opener, who withdraws them (DisputeGame.withdraw).
--challenger off runs no challenger.
`

// faultFlags are devnet's flags for a faulty quorum.
type faultFlags struct {
	fault, faulty, challenger *string
	joinWindow                *time.Duration
}

func addFaultFlags(fs *flag.FlagSet) *faultFlags {
	f := &faultFlags{
		fault:      fs.String("fault", "", "make the --faulty operators misbehave: wrong-from=K, offline, delay=D (comma-separated, as operator run --fault)"),
		faulty:     fs.String("faulty", "", "the operators --fault applies to: comma-separated indices, or all (default: all but the last)"),
		challenger: fs.String("challenger", "", "the challenger daemon: auto (open challenges on wrong answers and play them), assist (play only challenges whose opener allowed it with setMover) or off (default: auto with --fault, else off)"),
		joinWindow: fs.Duration("join-window", 0, "how long defences may join a challenge, whole seconds (default: 30s with --fault, else the game's 1h)"),
	}
	usage := fs.Usage
	fs.Usage = func() {
		usage()
		fmt.Fprint(fs.Output(), faultHelp)
	}
	return f
}

// faultPlan is what the flags ask for.
type faultPlan struct {
	fault      operator.Fault
	faulty     []int
	challenger string
	game       deploy.GameConfig
}

// plan checks the flags against the number of operators.
func (f *faultFlags) plan(operators int) (*faultPlan, error) {
	p := &faultPlan{challenger: *f.challenger}
	var err error
	if p.fault, err = operator.ParseFault(*f.fault); err != nil {
		return nil, fmt.Errorf("%w: --fault: %v", errUsage, err)
	}
	faulty := p.fault.String() != "none"
	if *f.faulty != "" && !faulty {
		return nil, fmt.Errorf("%w: --faulty without --fault", errUsage)
	}
	if faulty {
		if p.faulty, err = parseFaulty(*f.faulty, operators); err != nil {
			return nil, err
		}
	}
	switch p.challenger {
	case "":
		p.challenger = challengerOff
		if faulty {
			p.challenger = challengerAuto
		}
	case challengerAuto, challengerAssist, challengerOff:
	default:
		return nil, fmt.Errorf("%w: --challenger %q: want auto, assist or off", errUsage, p.challenger)
	}
	switch w := *f.joinWindow; {
	case w < 0 || w%time.Second != 0:
		return nil, fmt.Errorf("%w: --join-window %s: want whole seconds", errUsage, w)
	case w > 0:
		p.game.JoinWindow = w
	case faulty:
		p.game.JoinWindow = DefaultFaultJoinWindow
	}
	return p, nil
}

// parseFaulty reads --faulty: "all", indices, or "" (all but the last).
func parseFaulty(s string, operators int) ([]int, error) {
	var out []int
	switch s {
	case "":
		for i := range max(operators-1, 1) {
			out = append(out, i)
		}
		return out, nil
	case "all":
		for i := range operators {
			out = append(out, i)
		}
		return out, nil
	}
	for _, part := range strings.Split(s, ",") {
		i, err := strconv.Atoi(strings.TrimSpace(part))
		if err != nil || i < 0 || i >= operators {
			return nil, fmt.Errorf("%w: --faulty %q: %q is not an operator index (0 to %d)", errUsage, s, part, operators-1)
		}
		if slices.Contains(out, i) {
			return nil, fmt.Errorf("%w: --faulty %q: operator %d twice", errUsage, s, i)
		}
		out = append(out, i)
	}
	slices.Sort(out)
	return out, nil
}

// faults is stack.Options.Faults.
func (p *faultPlan) faults() map[int]operator.Fault {
	m := map[int]operator.Fault{}
	for _, i := range p.faulty {
		m[i] = p.fault
	}
	return m
}

// services are the challenger daemon and the faulty defence, to start after
// the stack (they look requests up on its router).
func (p *faultPlan) services(log *slog.Logger) []devnet.Service {
	var out []devnet.Service
	if p.challenger != challengerOff {
		fault := ""
		if len(p.faulty) > 0 {
			fault = p.fault.String()
		}
		out = append(out, &dispute.Challenger{Opens: p.challenger == challengerAuto, Assists: true,
			Faulty: p.faulty, Fault: fault, Logger: log})
	}
	if p.fault.WrongFromSet && len(p.faulty) > 0 {
		out = append(out, &dispute.Liar{Operator: p.faulty[0], Fault: p.fault, Faulty: p.faulty, Logger: log})
	}
	return out
}

// print adds the fault, the challenger and the wallet to the devnet's
// printout.
func (p *faultPlan) print(w io.Writer, c *devnet.Chain) {
	pr := func(k string, v any) { fmt.Fprintf(w, "  %-22s %v\n", k, v) }
	fmt.Fprintln(w, "disputes")
	if len(p.faulty) > 0 {
		th := c.Deployment.Threshold
		var faulty, total uint64
		for _, op := range c.Operators {
			total++
			if slices.Contains(p.faulty, op.Index) {
				faulty++
			}
		}
		// the devnet's operators stake alike
		lands := faulty*th[1] >= total*th[0]
		if c.Shards != nil {
			// the threshold holds per shard: one shard whose faulty members
			// hold it hands on its wrong values, and the others sign theirs
			lands = false
			for _, members := range c.Shards.Members {
				var f uint64
				for _, i := range members {
					if slices.Contains(p.faulty, i) {
						f++
					}
				}
				lands = lands || f > 0 && f*th[1] >= uint64(len(members))*th[0]
			}
		}
		pr("faulty operators", fmt.Sprintf("%v with fault %s (%d of %d, threshold %d/%d: a wrong answer lands %v)", p.faulty, p.fault, faulty, total, th[0], th[1], lands))
	} else {
		pr("faulty operators", "none")
	}
	ck := devnet.ChallengerKey()
	pr("challenger", fmt.Sprintf("%s (%s) key %s", crypto.PubkeyToAddress(ck.PublicKey), p.challenger, hexutil.Encode(crypto.FromECDSA(ck))))
	wk := devnet.WalletKey()
	pr("wallet (dapp)", fmt.Sprintf("%s key %s", crypto.PubkeyToAddress(wk.PublicKey), hexutil.Encode(crypto.FromECDSA(wk))))
	pr("join window", c.Deployment.Game.JoinWindow)
}
