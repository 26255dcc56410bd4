package economy

import (
	"bytes"
	"context"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
)

// CommitteeLanding is what a committee landing's calldata
// (LLMConsumer.verifyAndUpdateCommittee: a market task answered by the
// committee TaskMarket drew for it) holds for the market: the landed
// transition and its signers' ids, ascending as the signature lists their
// keys. The market settles it as a sharded landing of one shard and no
// boundaries (settleSharded), and pays exactly those signers
// (claimSharded).
type CommitteeLanding struct {
	Transition bindings.Transition
	Signers    [][32]byte
	Members    [][32]byte // the drawn committee, in draw order
}

// DecodeCommitteeLanding reads a verifyAndUpdateCommittee call.
func DecodeCommitteeLanding(landing []byte) (*CommitteeLanding, error) {
	m := landingABI.Methods["verifyAndUpdateCommittee"]
	if len(landing) < 4 || !bytes.Equal(landing[:4], m.ID) {
		return nil, fmt.Errorf("%w: not verifyAndUpdateCommittee", ErrNotALanding)
	}
	args, err := m.Inputs.Unpack(landing[4:])
	if err != nil || len(args) < 3 {
		return nil, fmt.Errorf("%w: verifyAndUpdateCommittee: %v", ErrNotALanding, err)
	}
	members, _ := args[2].([][32]byte)
	l := &CommitteeLanding{Transition: *abi.ConvertType(args[0], new(bindings.Transition)).(*bindings.Transition), Members: members}
	sig := abi.ConvertType(args[1], new(bindings.CommitteeSignature)).(*bindings.CommitteeSignature)
	if len(sig.SignerKeys) == 0 {
		return nil, fmt.Errorf("%w: verifyAndUpdateCommittee without signers", ErrNotALanding)
	}
	for _, k := range sig.SignerKeys {
		l.Signers = append(l.Signers, [32]byte(blsagg.IDOfWords(k.X, k.Y)))
	}
	return l, nil
}

// SettleCommitteeCalldata is TaskMarket.settleSharded's calldata for a
// committee landing's calldata: its transition, its one list of signers,
// no boundaries.
func SettleCommitteeCalldata(landing []byte) ([]byte, error) {
	l, err := DecodeCommitteeLanding(landing)
	if err != nil {
		return nil, err
	}
	data, err := taskMarket.TryPackSettleSharded(l.Transition, [][][32]byte{l.Signers}, [][2][32]byte{})
	if err != nil {
		return nil, fmt.Errorf("economy: pack settleSharded of a committee landing: %w", err)
	}
	return data, nil
}

// SettleCommittee settles a task its drawn committee landed
// (TaskMarket.settleSharded with the signers as the one list), from the
// landing's calldata, once the answer is final: its payout opens a pool of
// the signers (ClaimSharded with CommitteeLanding.Signers) and the rest of
// its fee goes to the payer's market balance. Reverts come back named
// (*Revert: NotFinal, NotShardedLanding, UnknownTask: settled or reclaimed
// before).
func (m *MarketClient) SettleCommittee(ctx context.Context, landing []byte) (*bindings.TaskMarketTaskSettled, *types.Receipt, error) {
	data, err := SettleCommitteeCalldata(landing)
	if err != nil {
		return nil, nil, err
	}
	rc, err := m.do(ctx, "TaskMarket.settleSharded (committee)", data)
	if err != nil {
		return nil, nil, err
	}
	for _, l := range rc.Logs {
		if e, err := taskMarket.UnpackTaskSettledEvent(l); err == nil {
			return e, rc, nil
		}
	}
	return nil, rc, errors.New("economy: settleSharded of a committee landing emitted no TaskSettled")
}
