// Command zkgen regenerates zkstep's committed artifacts for one shape from
// the fixed test seed: the Solidity verifier (contracts/src/zk/), the
// verifying key and a proof fixture of a sample leaf (testdata/zkstep/). The
// proving key is not committed: the same seed gives it back.
//
//	go generate ./zkstep   (runs: go run ./cmd/zkgen -root ..; `make contracts` runs it)
//
// A setup takes minutes on 2 cores, so zkgen first compiles the circuit and
// skips the setup when the constraint system's hash equals the committed one
// (testdata/zkstep/<shape>.cs.sha256) and the artifacts exist; -force redoes it.
package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"time"

	"github.com/deepcall/deepcall/zkstep"
)

func main() {
	root := flag.String("root", ".", "repository root")
	force := flag.Bool("force", false, "run the setup even when the circuit did not change")
	pkOut := flag.String("pk", "", "also write the residual circuit's proving key to this file (a cache for provers; not committed)")
	flag.Parse()
	ctx := context.Background()
	if err := run(ctx, *root, *force); err != nil {
		slog.Error("zkgen", "err", err)
		os.Exit(1)
	}
	if err := runResidual(ctx, *root, *force, *pkOut); err != nil {
		slog.Error("zkgen", "err", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, root string, force bool) error {
	s := zkstep.FixtureShape
	dir := filepath.Join(root, "testdata", "zkstep")
	sol := filepath.Join(root, "contracts", "src", "zk", zkstep.VerifierName(s)+".sol")
	cs, err := zkstep.Compile(s)
	if err != nil {
		return err
	}
	h := sha256.New()
	if _, err := cs.WriteTo(h); err != nil {
		return fmt.Errorf("hash constraint system: %w", err)
	}
	sum := hex.EncodeToString(h.Sum(nil)) + "\n"
	sumFile := filepath.Join(dir, s.String()+".cs.sha256")
	if !force && same(sumFile, sum) && exists(sol) && exists(filepath.Join(dir, s.String()+".vk")) && exists(filepath.Join(dir, s.String()+".proof.json")) {
		slog.Info("circuit unchanged: setup skipped", "shape", s.String(), "constraints", cs.GetNbConstraints())
		return nil
	}
	t0 := time.Now()
	k, err := zkstep.Setup(s, []byte(zkstep.TestSeed))
	if err != nil {
		return err
	}
	slog.Info("setup", "shape", s.String(), "constraints", k.CS.GetNbConstraints(), "s", time.Since(t0).Seconds())
	if err := os.MkdirAll(filepath.Dir(sol), 0o755); err != nil {
		return err
	}
	f, err := os.Create(sol)
	if err != nil {
		return err
	}
	if err := k.ExportSolidity(f, zkstep.VerifierName(s)); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	vk, err := os.Create(filepath.Join(dir, s.String()+".vk"))
	if err != nil {
		return err
	}
	if _, err := k.VK.WriteTo(vk); err != nil {
		vk.Close()
		return err
	}
	if err := vk.Close(); err != nil {
		return err
	}
	t1 := time.Now()
	leaf := zkstep.FixtureLeaf(s)
	p, st, err := k.Prove(ctx, leaf)
	if err != nil {
		return err
	}
	slog.Info("prove", "s", time.Since(t1).Seconds())
	fx := zkstep.NewFixture(s, leaf, st, p)
	b, err := json.MarshalIndent(fx, "", "  ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, s.String()+".proof.json"), append(b, '\n'), 0o644); err != nil {
		return err
	}
	if err := os.WriteFile(sumFile, []byte(sum), 0o644); err != nil {
		return err
	}
	fmt.Println("proof", hex.EncodeToString(p.Bytes[:8]), "…")
	return nil
}

func same(path, want string) bool {
	b, err := os.ReadFile(path)
	return err == nil && string(b) == want
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
