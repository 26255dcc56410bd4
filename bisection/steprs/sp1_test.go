package steprs

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/deepcall/deepcall/inference"
)

// sp1Run is one line of deepcall-sp1-run's output (sp1guest/run).
type sp1Run struct {
	Request      string  `json:"request"`
	ElfSHA256    string  `json:"elf_sha256"`
	Cycles       uint64  `json:"cycles"`
	ExitCode     uint32  `json:"exit_code"`
	PublicValues string  `json:"public_values"`
	DigestOK     bool    `json:"digest_ok"`
	Committed    string  `json:"committed_digest"`
	ExecuteMS    float64 `json:"execute_ms"`
}

// sp1Kind is the report's line for one leaf kind.
type sp1Kind struct {
	Leaves    int    `json:"leaves"`
	CyclesMin uint64 `json:"cycles_min"`
	CyclesMax uint64 `json:"cycles_max"`
	PathMax   []int  `json:"path_max"`
	GameMax   string `json:"game_max"`
	fileMax   string
}

// sp1Frame is one request given to the guest and what Go says it commits.
type sp1Frame struct {
	file, kind, game string
	path             []int
	want             []byte
}

// TestSP1GuestEqualsGo runs the SP1 guest ELF (sp1guest/guest) in SP1's
// executor (sp1guest/run) on every leaf witness of the stories260K games
// the suite plays, and checks its public values against the Go trace's
// (pre, post, frame and witness hashes); a wrong pre-state and a cut witness
// are committed as refused. It needs the built runner (DEEPCALL_SP1_RUN;
// `make sp1-test` builds both) and refuses an ELF whose sha256 is not the
// pinned one (sp1guest/guest/elf.sha256). DEEPCALL_SP1_REPORT names a JSON
// report of the cycles per leaf kind; DEEPCALL_SP1_LARGEST a file for the
// frame of the leaf with the most cycles (the core-proof attempt's input).
func TestSP1GuestEqualsGo(t *testing.T) {
	runner := os.Getenv("DEEPCALL_SP1_RUN")
	if runner == "" {
		t.Skip("DEEPCALL_SP1_RUN (the built sp1guest/run binary) is not set: make sp1-test")
	}
	elf := os.Getenv("DEEPCALL_SP1_ELF")
	if elf == "" {
		elf = filepath.Join("..", "..", "cache", "deepcall-sp1-guest.elf")
	}
	elfBytes, err := os.ReadFile(elf)
	if err != nil {
		t.Fatalf("the guest ELF: %v (sp1guest/guest/build.sh builds it)", err)
	}
	pin, err := os.ReadFile(filepath.Join("..", "..", "sp1guest", "guest", "elf.sha256"))
	if err != nil {
		t.Fatal(err)
	}
	elfSum, err := CheckSP1ELF(elfBytes, string(pin))
	if err != nil {
		t.Fatalf("%s: %v", elf, err)
	}

	dir := t.TempDir()
	var frames []sp1Frame
	add := func(frame []byte, f sp1Frame) {
		f.file = filepath.Join(dir, fmt.Sprintf("%05d.bin", len(frames)))
		if err := os.WriteFile(f.file, frame, 0o644); err != nil {
			t.Fatal(err)
		}
		frames = append(frames, f)
	}
	for _, g := range games {
		if g.model != "stories260K" || (g.steps != nil && testing.Short()) {
			continue
		}
		name := fmt.Sprintf("%s/n=%d", g.model, g.n)
		s := newSetup(t, g)
		for i, path := range s.leaves() {
			r, post, kind := s.request(t, path)
			frame, err := r.Encode()
			if err != nil {
				t.Fatal(err)
			}
			want, err := SP1PublicValues(frame, post, false)
			if err != nil {
				t.Fatal(err)
			}
			add(frame, sp1Frame{kind: kind, game: name, path: path, want: want})
			if i > 0 {
				continue
			}
			// bad input, committed as refused: a pre-state the opening does not give, a cut witness
			bad := bytes.Clone(frame)
			bad[26*32-1] ^= 1
			want, _ = SP1PublicValues(bad, inference.Hash{}, true)
			add(bad, sp1Frame{kind: "bad/pre", game: name, path: path, want: want})
			cut := frame[:len(frame)-32]
			want, _ = SP1PublicValues(cut, inference.Hash{}, true)
			add(cut, sp1Frame{kind: "bad/cut", game: name, path: path, want: want})
		}
	}

	args := []string{elf}
	for _, f := range frames {
		args = append(args, f.file)
	}
	cmd := exec.CommandContext(context.Background(), runner, args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s: %v\n%s", runner, err, stderr.String())
	}
	runs := map[string]sp1Run{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var r sp1Run
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("runner line %q: %v", sc.Text(), err)
		}
		runs[r.Request] = r
	}

	kinds := map[string]*sp1Kind{}
	var largest *sp1Frame
	var largestCycles uint64
	for i, f := range frames {
		r, ok := runs[f.file]
		switch {
		case !ok:
			t.Fatalf("%s leaf %v: no result from the runner", f.kind, f.path)
		case r.ElfSHA256 != elfSum:
			t.Fatalf("the runner ran an ELF with sha256 %s, want %s", r.ElfSHA256, elfSum)
		case r.ExitCode != 0:
			t.Fatalf("%s leaf %v: the guest exited %d", f.kind, f.path, r.ExitCode)
		case !r.DigestOK:
			t.Fatalf("%s leaf %v: the committed digest %s is not the SHA-256 of the public values %s", f.kind, f.path, r.Committed, r.PublicValues)
		case r.PublicValues != hex.EncodeToString(f.want):
			t.Fatalf("%s leaf %v: the guest committed %s, Go %x", f.kind, f.path, r.PublicValues, f.want)
		}
		if strings.HasPrefix(f.kind, "bad/") {
			continue
		}
		k := kinds[f.kind]
		if k == nil {
			k = &sp1Kind{CyclesMin: r.Cycles}
			kinds[f.kind] = k
		}
		k.Leaves++
		k.CyclesMin = min(k.CyclesMin, r.Cycles)
		if r.Cycles > k.CyclesMax {
			k.CyclesMax, k.PathMax, k.GameMax, k.fileMax = r.Cycles, f.path, f.game, f.file
		}
		if r.Cycles > largestCycles {
			largestCycles, largest = r.Cycles, &frames[i]
		}
	}
	var names []string
	for k, v := range kinds {
		names = append(names, fmt.Sprintf("%s %d (max %d cycles)", k, v.Leaves, v.CyclesMax))
	}
	sort.Strings(names)
	leaves := 0
	for _, k := range kinds {
		leaves += k.Leaves
	}
	t.Logf("SP1 guest ≡ Go on %d stories260K leaves and %d refusals: %s", leaves, len(frames)-leaves, strings.Join(names, ", "))
	t.Logf("sp1_cycles_max %d (%s leaf %v)", largestCycles, largest.kind, largest.path)

	if d := os.Getenv("DEEPCALL_SP1_KINDS"); d != "" {
		// each kind's leaf with the most cycles, as a request file
		for name, k := range kinds {
			b, err := os.ReadFile(k.fileMax)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(d, strings.ReplaceAll(name, "/", "_")+".bin"), b, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	if p := os.Getenv("DEEPCALL_SP1_LARGEST"); p != "" {
		b, err := os.ReadFile(largest.file)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if p := os.Getenv("DEEPCALL_SP1_REPORT"); p != "" {
		rep := map[string]any{
			"inputs": map[string]any{
				"model": "stories260K", "games": "prompt [1 5], n 2 (every leaf); n 259 (step 259's leaves)",
				"elf_sha256": elfSum, "executor": "sp1-core-executor 6.10.0 MinimalExecutor",
			},
			"kinds": kinds,
			"largest": map[string]any{"kind": largest.kind, "path": largest.path, "game": largest.game,
				"cycles": largestCycles},
			"metrics": map[string]any{"sp1_cycles_max": largestCycles, "sp1_leaves_equal_go": leaves},
		}
		b, err := json.MarshalIndent(rep, "", "  ")
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, append(b, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestCheckSP1ELF: the pinned ELF passes, one flipped byte or another pin is
// ErrELFNotPinned.
func TestCheckSP1ELF(t *testing.T) {
	elf := []byte("\x7fELF deepcall guest")
	sum := sha256.Sum256(elf)
	pin := hex.EncodeToString(sum[:]) + "\n"
	flipped := bytes.Clone(elf)
	flipped[5] ^= 1
	for _, tc := range []struct {
		name string
		elf  []byte
		pin  string
		err  error
	}{
		{"pinned", elf, pin, nil},
		{"flipped byte", flipped, pin, ErrELFNotPinned},
		{"other pin", elf, strings.Repeat("0", 64), ErrELFNotPinned},
		{"empty pin", elf, "", ErrELFNotPinned},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := CheckSP1ELF(tc.elf, tc.pin); !errors.Is(err, tc.err) {
				t.Fatalf("CheckSP1ELF: %v, want %v", err, tc.err)
			}
		})
	}
}

// TestSP1PublicValues: the layout the guest commits, and a frame shorter
// than its header is ErrShortFrame.
func TestSP1PublicValues(t *testing.T) {
	frame := make([]byte, 26*32+3)
	for i := range frame {
		frame[i] = byte(i)
	}
	post := inference.Hash{0xaa}
	pv, err := SP1PublicValues(frame, post, false)
	if err != nil {
		t.Fatal(err)
	}
	if len(pv) != SP1PublicValuesSize || pv[31] != 0 || !bytes.Equal(pv[32:64], frame[25*32:26*32]) ||
		!bytes.Equal(pv[64:96], post[:]) {
		t.Fatalf("public values %x", pv)
	}
	refused, err := SP1PublicValues(frame, post, true)
	if err != nil {
		t.Fatal(err)
	}
	if refused[31] != 1 || !bytes.Equal(refused[64:96], make([]byte, 32)) || !bytes.Equal(refused[96:], pv[96:]) {
		t.Fatalf("refused public values %x", refused)
	}
	if _, err := SP1PublicValues(frame[:26*32-1], post, false); !errors.Is(err, ErrShortFrame) {
		t.Fatalf("a short frame: %v, want ErrShortFrame", err)
	}
}
