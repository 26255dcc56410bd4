package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"time"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/zkstep"
)

// runResidual regenerates the residual circuit's verifier at stories260K's
// width and the proof of zkstep.ResidualGame's disputed leaf.
func runResidual(ctx context.Context, root string, force bool, pkOut string) error {
	g := zkstep.ResidualGame
	n := g.Dim
	name := zkstep.ResidualName(n)
	dir := filepath.Join(root, "testdata", "zkstep")
	sol := filepath.Join(root, "contracts", "src", "zk", zkstep.ResidualVerifierName(n)+".sol")
	k, err := zkstep.CompileResidual(n)
	if err != nil {
		return err
	}
	h := sha256.New()
	if _, err := k.CS.WriteTo(h); err != nil {
		return fmt.Errorf("hash constraint system: %w", err)
	}
	sum := hex.EncodeToString(h.Sum(nil)) + "\n"
	sumFile := filepath.Join(dir, name+".cs.sha256")
	if !force && pkOut == "" && same(sumFile, sum) && exists(sol) && exists(filepath.Join(dir, name+".proof.json")) {
		slog.Info("circuit unchanged: setup skipped", "circuit", name, "constraints", k.CS.GetNbConstraints())
		return nil
	}
	a, b, err := residualInputs(ctx, root)
	if err != nil {
		return err
	}
	t0 := time.Now()
	k, err = zkstep.SetupResidual(n, []byte(zkstep.TestSeed))
	if err != nil {
		return err
	}
	slog.Info("setup", "circuit", name, "constraints", k.CS.GetNbConstraints(), "s", time.Since(t0).Seconds())
	if pkOut != "" {
		if err := writeTo(pkOut, func(w io.Writer) error { _, err := k.PK.WriteTo(w); return err }); err != nil {
			return err
		}
	}
	if err := writeTo(sol, k.ExportSolidity); err != nil {
		return err
	}
	t1 := time.Now()
	p, st, err := k.Prove(ctx, a, b)
	if err != nil {
		return err
	}
	slog.Info("prove", "circuit", name, "s", time.Since(t1).Seconds())
	js, err := json.MarshalIndent(zkstep.NewResidualFixture(n, st, p), "", "  ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, name+".proof.json"), append(js, '\n'), 0o644); err != nil {
		return err
	}
	return os.WriteFile(sumFile, []byte(sum), 0o644)
}

// residualInputs are the disputed residual's inputs in the honest trace of
// zkstep.ResidualGame.
func residualInputs(ctx context.Context, root string) (a, b []int32, err error) {
	g := zkstep.ResidualGame
	m, man, err := inference.LoadDir(filepath.Join(root, "testdata", "manifests", g.Model))
	if err != nil {
		return nil, nil, err
	}
	eng := &inference.Engine{Model: m, Manifest: man.Hash, Backend: inference.CPU{Workers: 1}}
	tr, err := bisection.NewEngineTrace(eng, g.Prompt, g.N, bisection.EngineOptions{})
	if err != nil {
		return nil, nil, err
	}
	outs, err := tr.Outputs(ctx, g.Path[0])
	if err != nil {
		return nil, nil, err
	}
	// the leaf's op reads ops 0 and 7 (SPEC.md §8's order): the honest output must be their residual
	if got, want := zkstep.ResidualOut(outs[0], outs[7]), outs[g.Path[1]]; fmt.Sprint(got) != fmt.Sprint(want) {
		return nil, nil, fmt.Errorf("op %d of step %d is not the residual of ops 0 and 7", g.Path[1], g.Path[0])
	}
	return outs[0], outs[7], nil
}

func writeTo(path string, write func(io.Writer) error) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := write(f); err != nil {
		f.Close()
		return fmt.Errorf("write %s: %w", path, err)
	}
	return f.Close()
}
