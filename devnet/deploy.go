package devnet

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/eigen"
	"github.com/deepcall/deepcall/txmgr"
)

// deployAndRegister deploys the contracts while the operators register and
// stake in EigenLayer (independent accounts, so side by side), then mirrors
// their shares into the registry and registers their BLS keys.
func (c *Chain) deployAndRegister(ctx context.Context, opts Options, el eigen.Addresses) error {
	deployer, err := txmgr.Dial(ctx, c.client, c.DeployerKey)
	if err != nil {
		return err
	}
	senders := make([]*txmgr.Manager, len(c.Operators))
	for i, op := range c.Operators {
		senders[i] = txmgr.New(txmgr.Config{Backend: c.client, Key: op.Key, ChainID: deployer.ChainID()})
	}
	// The state's strategy for its test token is not on the deposit
	// whitelist; the deployer, its whitelister, adds it first (so the
	// deployer's nonces, and the contract addresses, never change).
	var whitelist []*types.Transaction
	ok, err := eigen.StrategyWhitelisted(ctx, c.client, el.Core(), el.Strategy)
	if err != nil {
		return fmt.Errorf("devnet: %w", err)
	}
	if !ok {
		t, err := eigen.SendWhitelistStrategy(ctx, deployer, el.Core(), el.Strategy)
		if err != nil {
			return fmt.Errorf("devnet: %w", err)
		}
		whitelist = []*types.Transaction{t}
	}
	var wg sync.WaitGroup
	errs := make([]error, len(c.Operators)+1)
	wg.Add(1)
	go func() {
		defer wg.Done()
		c.Deployment, errs[0] = deploy.Contracts(ctx, deployer, deploy.Config{
			Model: c.Model, DelegationManager: el.DelegationManager, Strategy: el.Strategy, Game: opts.Game,
			ReferenceWindow: opts.ReferenceWindow,
			PinOnly:         opts.PinOnly || len(c.Model.Chunks) > deploy.MaxMountedChunks,
		})
	}()
	for i := range c.Operators {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := senders[i].Wait(ctx, whitelist...); err != nil {
				errs[i+1] = fmt.Errorf("operator %d: %w", i, err)
				return
			}
			_, err := eigen.Stake(ctx, senders[i], el.Core(), el.Strategy, el.Token, OperatorStake,
				eigen.OperatorDetails{MetadataURL: fmt.Sprintf("https://deepcall.invalid/devnet/operator/%d.json", i)})
			if err != nil {
				errs[i+1] = fmt.Errorf("operator %d (%s): EigenLayer: %w", i, c.Operators[i].Address, err)
			}
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("devnet: %w", err)
	}
	c.log.Info("devnet deployed", "engine", c.Deployment.Contracts.Engine, "chunks", len(c.Deployment.Chunks),
		"game", c.Deployment.Contracts.Game, "block", c.Deployment.Block)
	registry := c.Deployment.Contracts.Registry
	for i := range c.Operators {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r, err := deploy.RegisterOperator(ctx, senders[i], registry, c.Operators[i].BLS)
			if err != nil {
				errs[i+1] = fmt.Errorf("operator %d (%s): registry: %w", i, c.Operators[i].Address, err)
				return
			}
			c.Operators[i].ID, c.Operators[i].Stake = r.ID, r.Stake
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("devnet: %w", err)
	}
	if err := c.deployEconomy(ctx, deployer, senders); err != nil {
		return err
	}
	return c.nextBlock(ctx)
}

// nextBlock waits for a block past the current head: then the registrations
// lie before the latest block, so a quorum signature may take head − 1 as
// its reference block and count every operator, as soon as Start returns.
func (c *Chain) nextBlock(ctx context.Context) error {
	head, err := c.client.BlockNumber(ctx)
	if err != nil {
		return fmt.Errorf("devnet: head: %w", err)
	}
	t := time.NewTicker(max(c.BlockPeriod/4, 10*time.Millisecond))
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return fmt.Errorf("devnet: waiting for block %d: %w", head+1, ctx.Err())
		case <-t.C:
		}
		n, err := c.client.BlockNumber(ctx)
		if err != nil {
			return fmt.Errorf("devnet: head: %w", err)
		}
		if n > head {
			return nil
		}
	}
}

// DeploymentFile is the name of the deployment record in DataDir.
const DeploymentFile = deploy.DeploymentFile

// Record is deployment.json (deploy.Record: `deepcall deploy` writes the same).
type Record = deploy.Record

// OperatorRecord is one operator in deployment.json and /config.json.
type OperatorRecord = deploy.OperatorRecord

// Record returns the chain's deployment record.
func (c *Chain) Record() Record {
	d := c.Deployment
	r := Record{ChainID: c.ChainID, RPCURL: c.HTTPURL, WSURL: c.WSURL, Contracts: d.Contracts,
		Manifest: d.Manifest.String(), Chunks: d.Chunks, PinOnly: d.PinOnly, Deployer: d.Deployer, EigenLayer: c.EigenLayer,
		Threshold: d.Threshold, Window: d.ReferenceWindow, Shards: c.Shards}
	for _, op := range c.Operators {
		r.Operators = append(r.Operators, OperatorRecord{Address: op.Address, ID: common.Hash(op.ID), Stake: op.Stake.String()})
	}
	return r
}

func (c *Chain) writeDeployment() error {
	r := c.Record()
	return deploy.WriteRecord(filepath.Join(c.DataDir, DeploymentFile), &r)
}
