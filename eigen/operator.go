package eigen

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	delegationmanager "github.com/Layr-Labs/eigensdk-go/contracts/bindings/DelegationManager"
	ierc20 "github.com/Layr-Labs/eigensdk-go/contracts/bindings/IERC20"
	istrategy "github.com/Layr-Labs/eigensdk-go/contracts/bindings/IStrategy"
	strategymanager "github.com/Layr-Labs/eigensdk-go/contracts/bindings/StrategyManager"
	"github.com/deepcall/deepcall/txmgr"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// Errors callers branch on.
var (
	// ErrStrategyNotWhitelisted means the StrategyManager refuses deposits into the strategy.
	ErrStrategyNotWhitelisted = errors.New("eigen: strategy not whitelisted for deposits")
	// ErrNoCode means a contract address has no code on this chain.
	ErrNoCode = errors.New("eigen: no contract at address")
)

// Core is the part of EigenLayer core the operator flow touches.
type Core struct {
	DelegationManager common.Address
	StrategyManager   common.Address
}

// Core returns the addresses the operator flow needs.
func (a Addresses) Core() Core {
	return Core{DelegationManager: a.DelegationManager, StrategyManager: a.StrategyManager}
}

// IsOperator reports whether addr is registered in the DelegationManager.
func IsOperator(ctx context.Context, b bind.ContractBackend, delegationManager, addr common.Address) (bool, error) {
	dm, err := delegationmanager.NewContractDelegationManagerCaller(delegationManager, b)
	if err != nil {
		return false, err
	}
	ok, err := dm.IsOperator(&bind.CallOpts{Context: ctx}, addr)
	if err != nil {
		return false, fmt.Errorf("DelegationManager.isOperator(%s): %w", addr, err)
	}
	return ok, nil
}

// OperatorShares is the operator's delegated shares in a strategy
// (DelegationManager.operatorShares): the stake deepcall's registry counts.
func OperatorShares(ctx context.Context, b bind.ContractBackend, delegationManager, operator, strategy common.Address) (*big.Int, error) {
	dm, err := delegationmanager.NewContractDelegationManagerCaller(delegationManager, b)
	if err != nil {
		return nil, err
	}
	v, err := dm.OperatorShares(&bind.CallOpts{Context: ctx}, operator, strategy)
	if err != nil {
		return nil, fmt.Errorf("DelegationManager.operatorShares(%s, %s): %w", operator, strategy, err)
	}
	return v, nil
}

// OperatorDetails are registerAsOperator's arguments.
type OperatorDetails struct {
	// DelegationApprover must sign delegations to the operator (zero: anyone may delegate).
	DelegationApprover common.Address
	// AllocationDelay is the operator's allocation delay in blocks (AllocationManager).
	AllocationDelay uint32
	// MetadataURL points at the operator's metadata JSON (name, website, logo …).
	MetadataURL string
}

// SendRegisterAsOperator sends DelegationManager.registerAsOperator for the
// sender and returns the transaction without waiting. The operator is then
// delegated to itself, so its own deposits count as its delegated shares.
func SendRegisterAsOperator(ctx context.Context, m *txmgr.Manager, c Core, d OperatorDetails) (*types.Transaction, error) {
	b, err := nodeOf(m)
	if err != nil {
		return nil, err
	}
	if err := hasCode(ctx, b, "DelegationManager", c.DelegationManager); err != nil {
		return nil, err
	}
	dm, err := delegationmanager.NewContractDelegationManagerTransactor(c.DelegationManager, b)
	if err != nil {
		return nil, err
	}
	return m.SubmitBound(ctx, "DelegationManager.registerAsOperator", func(o *bind.TransactOpts) (*types.Transaction, error) {
		return dm.RegisterAsOperator(o, d.DelegationApprover, d.AllocationDelay, d.MetadataURL)
	})
}

// RegisterAsOperator registers the sender as an EigenLayer operator unless
// it already is one; it reports whether it sent the registration.
func RegisterAsOperator(ctx context.Context, m *txmgr.Manager, c Core, d OperatorDetails) (bool, error) {
	b, err := nodeOf(m)
	if err != nil {
		return false, err
	}
	ok, err := IsOperator(ctx, b, c.DelegationManager, m.From())
	if err != nil {
		return false, err
	}
	if ok {
		return false, nil
	}
	t, err := SendRegisterAsOperator(ctx, m, c, d)
	if err != nil {
		return false, err
	}
	_, err = m.Wait(ctx, t)
	return err == nil, err
}

// SendTransfer sends an ERC-20 transfer of amount of token from the sender to to.
func SendTransfer(ctx context.Context, m *txmgr.Manager, token, to common.Address, amount *big.Int) (*types.Transaction, error) {
	b, err := nodeOf(m)
	if err != nil {
		return nil, err
	}
	t, err := ierc20.NewContractIERC20Transactor(token, b)
	if err != nil {
		return nil, err
	}
	return m.SubmitBound(ctx, fmt.Sprintf("ERC20.transfer(%s)", to), func(o *bind.TransactOpts) (*types.Transaction, error) {
		return t.Transfer(o, to, amount)
	})
}

// SendApprove approves the StrategyManager to take amount of token from the sender.
func SendApprove(ctx context.Context, m *txmgr.Manager, c Core, token common.Address, amount *big.Int) (*types.Transaction, error) {
	b, err := nodeOf(m)
	if err != nil {
		return nil, err
	}
	t, err := ierc20.NewContractIERC20Transactor(token, b)
	if err != nil {
		return nil, err
	}
	return m.SubmitBound(ctx, "ERC20.approve(StrategyManager)", func(o *bind.TransactOpts) (*types.Transaction, error) {
		return t.Approve(o, c.StrategyManager, amount)
	})
}

// SendDeposit deposits amount of token into strategy through the
// StrategyManager (approve first). It checks that the strategy takes deposits.
func SendDeposit(ctx context.Context, m *txmgr.Manager, c Core, strategy, token common.Address, amount *big.Int) (*types.Transaction, error) {
	b, err := nodeOf(m)
	if err != nil {
		return nil, err
	}
	ok, err := StrategyWhitelisted(ctx, b, c, strategy)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, fmt.Errorf("%w: %s", ErrStrategyNotWhitelisted, strategy)
	}
	sm, err := strategymanager.NewContractStrategyManagerTransactor(c.StrategyManager, b)
	if err != nil {
		return nil, err
	}
	return m.SubmitBound(ctx, "StrategyManager.depositIntoStrategy", func(o *bind.TransactOpts) (*types.Transaction, error) {
		return sm.DepositIntoStrategy(o, strategy, token, amount)
	})
}

// Stake is the operator's whole EigenLayer flow: register as an operator
// (unless it is one), approve and deposit amount of token (which it must
// hold) into the strategy; it returns the operator's delegated shares
// afterwards. Two blocks: registration and approval land together, the
// deposit after them.
func Stake(ctx context.Context, m *txmgr.Manager, c Core, strategy, token common.Address, amount *big.Int, d OperatorDetails) (*big.Int, error) {
	b, err := nodeOf(m)
	if err != nil {
		return nil, err
	}
	var first []*types.Transaction
	isOp, err := IsOperator(ctx, b, c.DelegationManager, m.From())
	if err != nil {
		return nil, err
	}
	if !isOp {
		t, err := SendRegisterAsOperator(ctx, m, c, d)
		if err != nil {
			return nil, err
		}
		first = append(first, t)
	}
	t, err := SendApprove(ctx, m, c, token, amount)
	if err != nil {
		return nil, err
	}
	first = append(first, t)
	if _, err := m.Wait(ctx, first...); err != nil {
		return nil, err
	}
	if t, err = SendDeposit(ctx, m, c, strategy, token, amount); err != nil {
		return nil, err
	}
	if _, err := m.Wait(ctx, t); err != nil {
		return nil, err
	}
	return OperatorShares(ctx, b, c.DelegationManager, m.From(), strategy)
}

func hasCode(ctx context.Context, b bind.ContractBackend, name string, addr common.Address) error {
	code, err := b.CodeAt(ctx, addr, nil)
	if err != nil {
		return fmt.Errorf("read code of %s %s: %w", name, addr, err)
	}
	if len(code) == 0 {
		return fmt.Errorf("%w: %s %s", ErrNoCode, name, addr)
	}
	return nil
}

// StrategyWhitelisted reports whether the StrategyManager takes deposits into strategy.
func StrategyWhitelisted(ctx context.Context, b bind.ContractBackend, c Core, strategy common.Address) (bool, error) {
	sm, err := strategymanager.NewContractStrategyManagerCaller(c.StrategyManager, b)
	if err != nil {
		return false, err
	}
	ok, err := sm.StrategyIsWhitelistedForDeposit(&bind.CallOpts{Context: ctx}, strategy)
	if err != nil {
		return false, fmt.Errorf("StrategyManager.strategyIsWhitelistedForDeposit(%s): %w", strategy, err)
	}
	return ok, nil
}

// SendWhitelistStrategy adds strategy to the StrategyManager's deposit
// whitelist; the sender must be its strategy whitelister (on the dev state,
// the deployer).
func SendWhitelistStrategy(ctx context.Context, m *txmgr.Manager, c Core, strategy common.Address) (*types.Transaction, error) {
	b, err := nodeOf(m)
	if err != nil {
		return nil, err
	}
	sm, err := strategymanager.NewContractStrategyManagerTransactor(c.StrategyManager, b)
	if err != nil {
		return nil, err
	}
	return m.SubmitBound(ctx, "StrategyManager.addStrategiesToDepositWhitelist", func(o *bind.TransactOpts) (*types.Transaction, error) {
		return sm.AddStrategiesToDepositWhitelist(o, []common.Address{strategy})
	})
}

// StrategyToken is the strategy's underlying token.
func StrategyToken(ctx context.Context, b bind.ContractBackend, strategy common.Address) (common.Address, error) {
	st, err := istrategy.NewContractIStrategyCaller(strategy, b)
	if err != nil {
		return common.Address{}, err
	}
	t, err := st.UnderlyingToken(&bind.CallOpts{Context: ctx})
	if err != nil {
		return common.Address{}, fmt.Errorf("IStrategy(%s).underlyingToken: %w", strategy, err)
	}
	return t, nil
}
