package main

import (
	"strings"
	"testing"
)

// TestDeployBadUsage: input that is refused before any node is asked,
// with status 2 and the reason named. (Refusals that need a chain — another
// chain id, EigenLayer addresses without code or of another contract, a
// deployer without funds, a half-finished record, a key that is not the
// owner — are tested in package deploy and in systest.TestExternalChain.)
func TestDeployBadUsage(t *testing.T) {
	key := "DEEPCALL_DEPLOYER_KEY=ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80"
	for _, tc := range []struct {
		name string
		env  []string
		args []string
		want string
	}{
		{"no rpc", []string{key}, []string{"deploy", "--eigenlayer", "sepolia"}, "--rpc and --eigenlayer are required"},
		{"unknown network", []string{key}, []string{"deploy", "--rpc", "http://127.0.0.1:1", "--eigenlayer", "nowhere"}, "unknown EigenLayer network"},
		{"no key", []string{"DEEPCALL_DEPLOYER_KEY="}, []string{"deploy", "--rpc", "http://127.0.0.1:1", "--eigenlayer", "sepolia"}, "no deployer key"},
		{"bad key", []string{"DEEPCALL_DEPLOYER_KEY=0x1234"}, []string{"deploy", "--rpc", "http://127.0.0.1:1", "--eigenlayer", "sepolia"}, "no deployer key"},
		{"keystore without password", nil, []string{"deploy", "--rpc", "http://127.0.0.1:1", "--eigenlayer", "mainnet", "--keystore", "k.json"}, "needs its password"},
		{"operator-config without config", nil, []string{"deploy", "operator-config"}, "--config is required"},
		{"operator-config without record", nil, []string{"deploy", "operator-config", "--deployment", "missing.json", "--config", "x.yaml"}, "bad deployment record"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, stderr, code := runCLI(t, tc.env, tc.args...)
			if code != 2 || !strings.Contains(stderr, tc.want) {
				t.Fatalf("exit %d, want 2 and %q in: %s", code, tc.want, stderr)
			}
		})
	}
}
