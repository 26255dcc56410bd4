package deploy

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const goodYAML = `operator:
  address: 0x1111111111111111111111111111111111111111
  delegation_approver_address: "0x0000000000000000000000000000000000000000"
  metadata_url: https://example.com/op.json
  allocation_delay: 5
el_delegation_manager_address: 0x2222222222222222222222222222222222222222
eth_rpc_url: http://127.0.0.1:8545
chain_id: 1337
private_key_store_path: keys/operator.ecdsa.key.json
signer_type: local_keystore
fireblocks: {api_key: "", secret_key: ""}
bls_private_key_store_path: /abs/operator.bls.key.json
registry_address: 0x3333333333333333333333333333333333333333
consumer_address: 0x4444444444444444444444444444444444444444
el_strategy_manager_address: 0x5555555555555555555555555555555555555555
el_strategy_address: 0x6666666666666666666666666666666666666666
el_deposit_amount: "1000000000000000000000"
`

func writeYAML(t *testing.T, s string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "operator.yaml")
	if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestLoadOperatorConfig(t *testing.T) {
	p := writeYAML(t, goodYAML)
	c, err := LoadOperatorConfig(p)
	if err != nil {
		t.Fatal(err)
	}
	if c.Address().Hex() != "0x1111111111111111111111111111111111111111" || c.ChainID != 1337 ||
		c.Operator.AllocationDelay != 5 || c.Registry().Hex() != "0x3333333333333333333333333333333333333333" {
		t.Errorf("parsed %+v", c)
	}
	if want := filepath.Join(filepath.Dir(p), "keys/operator.ecdsa.key.json"); c.PrivateKeyStorePath != want {
		t.Errorf("relative key path %s, want %s", c.PrivateKeyStorePath, want)
	}
	if c.BLSPrivateKeyStorePath != "/abs/operator.bls.key.json" {
		t.Errorf("absolute key path changed to %s", c.BLSPrivateKeyStorePath)
	}
	if amt, _ := c.DepositAmount(); amt.String() != "1000000000000000000000" {
		t.Errorf("deposit %s", amt)
	}
}

func TestOperatorConfigErrors(t *testing.T) {
	for _, tc := range []struct{ name, from, to, field string }{
		{"no operator address", "  address: 0x1111111111111111111111111111111111111111\n", "", "operator.address"},
		{"bad registry", "registry_address: 0x3333333333333333333333333333333333333333", "registry_address: 0x33", "registry_address"},
		{"no registry", "registry_address: 0x3333333333333333333333333333333333333333", "", "registry_address"},
		{"no delegation manager", "el_delegation_manager_address: 0x2222222222222222222222222222222222222222", "", "el_delegation_manager_address"},
		{"rpc not a url", "eth_rpc_url: http://127.0.0.1:8545", "eth_rpc_url: localhost:8545", "eth_rpc_url"},
		{"no chain id", "chain_id: 1337", "", "chain_id"},
		{"signer", "signer_type: local_keystore", "signer_type: web3", "signer_type"},
		{"no ecdsa key", "private_key_store_path: keys/operator.ecdsa.key.json", "", "private_key_store_path"},
		{"no bls key", "bls_private_key_store_path: /abs/operator.bls.key.json", "", "bls_private_key_store_path"},
		{"bad amount", `el_deposit_amount: "1000000000000000000000"`, `el_deposit_amount: "-1"`, "el_deposit_amount"},
		{"deposit without strategy", "el_strategy_address: 0x6666666666666666666666666666666666666666", "", "el_deposit_amount"},
		{"not yaml", "chain_id: 1337", "chain_id: [", "operator.yaml"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := strings.Replace(goodYAML, tc.from, tc.to, 1)
			if s == goodYAML {
				t.Fatal("test case changes nothing")
			}
			_, err := LoadOperatorConfig(writeYAML(t, s))
			if !errors.Is(err, ErrConfig) || !strings.Contains(err.Error(), tc.field) {
				t.Fatalf("got %v, want ErrConfig naming %s", err, tc.field)
			}
		})
	}
	if _, err := LoadOperatorConfig(filepath.Join(t.TempDir(), "missing.yaml")); !errors.Is(err, ErrConfig) {
		t.Errorf("missing file: %v", err)
	}
}
