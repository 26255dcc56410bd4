package main

import (
	"context"
	"fmt"
	"io"
	"os"

	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/internal/cli"
)

// cmdOperatorConfig fills an operator.yaml's chain fields from a deployment
// record (deploy.FillOperatorConfig).
func cmdOperatorConfig(_ context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("deploy operator-config", "deploy operator-config --deployment FILE --config operator.yaml [--out FILE] [--rpc URL]", stderr)
	record := fs.String("deployment", deploy.DeploymentFile, "the deployment record")
	config := fs.String("config", "", "operator.yaml to fill (required; e.g. deploy/operator.sepolia.yaml)")
	out := fs.String("out", "", "where to write the filled file (default: over --config)")
	rpcURL := fs.String("rpc", "", "also set eth_rpc_url")
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	if *config == "" {
		return fmt.Errorf("%w: --config is required", errUsage)
	}
	r, err := deploy.ReadRecord(*record)
	if err != nil {
		return fmt.Errorf("%w: %w", errUsage, err)
	}
	in, err := os.ReadFile(*config)
	if err != nil {
		return fmt.Errorf("%w: %w", errUsage, err)
	}
	filled, err := deploy.FillOperatorConfig(in, r, *rpcURL)
	if err != nil {
		return fmt.Errorf("%w: %w", errUsage, err)
	}
	if *out == "" {
		*out = *config
	}
	if err := os.WriteFile(*out, filled, 0o644); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%s: chain %d, registry %s, consumer %s, DelegationManager %s\n", *out, r.ChainID,
		r.Contracts.Registry, r.Contracts.Consumer, r.EigenLayer.DelegationManager)
	return nil
}
