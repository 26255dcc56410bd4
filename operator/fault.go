package operator

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/deepcall/deepcall/inference"
)

// Fault makes a daemon misbehave on purpose, for tests and drills. The zero
// value is an honest operator.
type Fault struct {
	// WrongFrom ≥ 0 replaces every token from position WrongFrom on with a
	// wrong one and signs the wrong result (a corrupted root, a consistent
	// transition and a valid signature over it). -1 or unset (WrongFromSet
	// false): honest.
	WrongFrom    int
	WrongFromSet bool
	// Offline drops every task request without an answer.
	Offline bool
	// Delay holds every answer this long.
	Delay time.Duration
}

// ErrBadFault is returned by ParseFault.
var ErrBadFault = errors.New("operator: bad fault")

// ParseFault reads a --fault value: a comma-separated list of
// "wrong-from=K", "offline" and "delay=D" (a Go duration); "" or "none" is no fault.
func ParseFault(s string) (Fault, error) {
	var f Fault
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		key, val, hasVal := strings.Cut(part, "=")
		switch {
		case part == "" || part == "none":
		case key == "offline" && !hasVal:
			f.Offline = true
		case key == "wrong-from" && hasVal:
			k, err := strconv.Atoi(val)
			if err != nil || k < 0 {
				return Fault{}, fmt.Errorf("%w: wrong-from=%q wants a token position ≥ 0", ErrBadFault, val)
			}
			f.WrongFrom, f.WrongFromSet = k, true
		case key == "delay" && hasVal:
			d, err := time.ParseDuration(val)
			if err != nil || d < 0 {
				return Fault{}, fmt.Errorf("%w: delay=%q wants a duration like 500ms", ErrBadFault, val)
			}
			f.Delay = d
		default:
			return Fault{}, fmt.Errorf("%w: %q (want wrong-from=K, offline or delay=D)", ErrBadFault, part)
		}
	}
	return f, nil
}

func (f Fault) String() string {
	var parts []string
	if f.WrongFromSet {
		parts = append(parts, "wrong-from="+strconv.Itoa(f.WrongFrom))
	}
	if f.Offline {
		parts = append(parts, "offline")
	}
	if f.Delay > 0 {
		parts = append(parts, "delay="+f.Delay.String())
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ",")
}

// corrupt applies WrongFrom to an honest execution: tokens from k on move to
// the next id in the vocabulary, and the root becomes a hash no honest
// engine produces. A k past the answer corrupts only the root. The
// checkpoints diverge from the step that produced token k and still chain
// to the lying root, as a liar's would.
func (f Fault) corrupt(x Execution, vocab int) Execution {
	if !f.WrongFromSet {
		return x
	}
	out := Execution{Tokens: append([]int(nil), x.Tokens...), Checkpoints: append([]inference.Hash(nil), x.Checkpoints...)}
	for i := f.WrongFrom; i < len(out.Tokens); i++ {
		out.Tokens[i] = (out.Tokens[i] + 1) % vocab
	}
	k := []byte(strconv.Itoa(f.WrongFrom))
	out.Root = inference.Keccak256([]byte("deepcall/fault/wrong-from"), x.Root[:], k)
	if m := len(out.Checkpoints); m > 0 {
		// Token i comes out of step len(prompt)−1+i = m−len(tokens)+i.
		from := max(min(m-len(out.Tokens)+f.WrongFrom, m-1), 0)
		for i := from; i < m; i++ {
			out.Checkpoints[i] = inference.Keccak256([]byte("deepcall/fault/wrong-from"), out.Checkpoints[i][:], k)
		}
	}
	return out
}

// ShardResidual is f as a shard worker whose first layer is `first` runs
// it (ShardConfig.Fault; nil when f sets no WrongFrom). A shard worker
// knows steps, not answer positions: from step WrongFrom on it perturbs the
// residual after its first layer, so that its later layers' keys and
// values, the residual it hands on and the answer's root are wrong.
func (f Fault) ShardResidual(first int) *inference.Lie {
	if !f.WrongFromSet {
		return nil
	}
	return &inference.Lie{Layer: first, At: func(pos int, x []int32) {
		if pos >= f.WrongFrom {
			x[0] += 3
		}
	}}
}
