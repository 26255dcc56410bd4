package deploy

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

// TestFillSepoliaConfig fills the shipped operator.sepolia.yaml from a
// record: deepcall's fields take the record's values, EigenLayer's stay the
// network file's, the comments and the operator's own fields stay; with the
// operator's address set the result passes the config check.
func TestFillSepoliaConfig(t *testing.T) {
	in, err := os.ReadFile("operator.sepolia.yaml")
	if err != nil {
		t.Fatal(err)
	}
	net, err := LoadNetwork("sepolia")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(in), net.EigenLayer.DelegationManager.Hex()) || !strings.Contains(string(in), net.EigenLayer.AllocationManager.Hex()) {
		t.Fatal("operator.sepolia.yaml does not carry the network file's DelegationManager and AllocationManager")
	}
	r := &Record{ChainID: 11155111, EigenLayer: net.EigenLayer}
	if _, err := FillOperatorConfig(in, r, ""); !errors.Is(err, ErrBadRecord) {
		t.Fatalf("a record without contracts: %v", err)
	}
	r.Contracts.Registry = common.HexToAddress("0x00000000000000000000000000000000000000a1")
	r.Contracts.Consumer = common.HexToAddress("0x00000000000000000000000000000000000000c0")
	out, err := FillOperatorConfig(in, r, "https://sepolia.example/rpc")
	if err != nil {
		t.Fatal(err)
	}
	s := string(out)
	for _, want := range []string{"deepcall deploy operator-config", r.Contracts.Registry.Hex(), r.Contracts.Consumer.Hex(),
		net.EigenLayer.DelegationManager.Hex(), "https://sepolia.example/rpc", "chain_id: 11155111", "model_dir: /var/lib/deepcall/models/stories260K"} {
		if !strings.Contains(s, want) {
			t.Errorf("filled file lacks %q:\n%s", want, s)
		}
	}
	s = strings.Replace(s, `address: ""`, `address: "0x00000000000000000000000000000000000000b0"`, 1)
	p := filepath.Join(t.TempDir(), "operator.yaml")
	if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
	c, err := LoadOperatorConfig(p)
	if err != nil {
		t.Fatal(err)
	}
	if c.Registry() != r.Contracts.Registry || c.ChainID != r.ChainID {
		t.Fatalf("loaded %+v", c)
	}
}

// TestLoadOperatorConfigWith: a record fills the chain fields operator.yaml
// leaves empty and refuses ones that disagree; --rpc replaces eth_rpc_url.
func TestLoadOperatorConfigWith(t *testing.T) {
	r := &Record{ChainID: 31337}
	r.Contracts.Registry = common.HexToAddress("0x00000000000000000000000000000000000000a1")
	r.Contracts.Consumer = common.HexToAddress("0x00000000000000000000000000000000000000c0")
	r.EigenLayer.DelegationManager = common.HexToAddress("0x00000000000000000000000000000000000000d0")
	base := "operator:\n  address: \"0x00000000000000000000000000000000000000b0\"\neth_rpc_url: \"http://127.0.0.1:8545\"\n" +
		"private_key_store_path: k.json\nsigner_type: local_keystore\nbls_private_key_store_path: b.json\n"
	for _, tc := range []struct {
		name, extra string
		want        error
	}{
		{"empty fields filled", "", nil},
		{"agreeing fields kept", "chain_id: 31337\nregistry_address: \"" + r.Contracts.Registry.Hex() + "\"\n", nil},
		{"another registry", "registry_address: \"0x00000000000000000000000000000000000000a2\"\n", ErrConfig},
		{"another chain", "chain_id: 11155111\n", ErrConfig},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := filepath.Join(t.TempDir(), "operator.yaml")
			if err := os.WriteFile(p, []byte(base+tc.extra), 0o644); err != nil {
				t.Fatal(err)
			}
			c, err := LoadOperatorConfigWith(p, r, "http://node.example:8545")
			if !errors.Is(err, tc.want) {
				t.Fatalf("err = %v, want %v", err, tc.want)
			}
			if err == nil && (c.Registry() != r.Contracts.Registry || c.ChainID != 31337 || c.EthRPCURL != "http://node.example:8545" ||
				common.HexToAddress(c.ConsumerAddress) != r.Contracts.Consumer) {
				t.Fatalf("config %+v", c)
			}
		})
	}
}
