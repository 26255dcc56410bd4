package deploy

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/eigen"
	"github.com/deepcall/deepcall/inference"
)

// DeploymentFile is the usual name of a deployment record.
const DeploymentFile = "deployment.json"

// ErrBadRecord marks a deployment record that cannot be read or used.
var ErrBadRecord = errors.New("deploy: bad deployment record")

// Record is deployment.json: everything a client of a deployment needs.
// The devnet writes it for its own chain and `deepcall deploy` for any
// other; the daemons read it (--deployment).
type Record struct {
	ChainID uint64 `json:"chainId"`
	// RPCURL is the endpoint the deployment was made through (a client may
	// use another for the same chain); WSURL the devnet's WebSocket.
	RPCURL    string           `json:"rpcUrl"`
	WSURL     string           `json:"wsUrl"`
	Contracts Addresses        `json:"contracts"`
	Manifest  string           `json:"manifest"`
	Chunks    []common.Address `json:"chunks"`
	PinOnly   bool             `json:"pinOnly,omitempty"` // weights pinned, not mounted: chunks is empty
	Deployer  common.Address   `json:"deployer"`
	// Network names where the EigenLayer addresses came from (deploy --eigenlayer).
	Network    string           `json:"network,omitempty"`
	EigenLayer eigen.Addresses  `json:"eigenlayer"`
	Threshold  [2]uint64        `json:"threshold"`
	Window     uint64           `json:"referenceWindow"`
	Operators  []OperatorRecord `json:"operators"`
	// Block is the block of the last deployment transaction (deploy only).
	Block uint64 `json:"block,omitempty"`
	// Shards is the sharded committee, where there is one (devnet --shards).
	Shards *ShardRecord `json:"shards,omitempty"`
}

// ShardRecord is a sharded committee (SPEC.md §12): the ShardCommittee the
// consumer lands sharded results with, its plan and each shard's operators
// (indices into Record.Operators).
type ShardRecord struct {
	Committee common.Address         `json:"committee"`
	Plan      string                 `json:"plan"`
	Ranges    []inference.LayerRange `json:"ranges"`
	Members   [][]int                `json:"members"`
}

// OperatorRecord is one operator in deployment.json and /config.json.
type OperatorRecord struct {
	Address common.Address `json:"address"`
	ID      common.Hash    `json:"id"`    // the operator id: keccak256 of its G1 key
	Stake   string         `json:"stake"` // decimal: its registry stake
}

// ReadRecord reads a deployment record.
func ReadRecord(path string) (*Record, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadRecord, err)
	}
	var r Record
	if err := json.Unmarshal(raw, &r); err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrBadRecord, path, err)
	}
	if r.ChainID == 0 {
		return nil, fmt.Errorf("%w: %s: no chainId", ErrBadRecord, path)
	}
	return &r, nil
}

// WriteRecord writes r to path (through a temporary file, so a record is
// never half written).
func WriteRecord(path string, r *Record) error {
	b, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".deployment-*.json")
	if err != nil {
		return fmt.Errorf("deploy: write %s: %w", path, err)
	}
	if _, err := tmp.Write(append(b, '\n')); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return fmt.Errorf("deploy: write %s: %w", path, err)
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("deploy: write %s: %w", path, err)
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("deploy: write %s: %w", path, err)
	}
	return nil
}
