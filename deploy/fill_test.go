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
