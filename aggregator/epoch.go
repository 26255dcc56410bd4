package aggregator

import (
	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
)

var epochABI = bindings.NewEpochRegistry().GetABI()

// EpochCommitCalldata is EpochRegistry.commitEpoch's calldata: the epoch's
// root, attestation count (attest.Root) and books (attest.Books) with the
// quorum's aggregate over attest.EpochDigest, made against qs at reference
// block ref. The digest binds ref too: the aggregate must be over
// attest.EpochDigest(…, ref), and every leaf of the epoch names ref.
func EpochCommitCalldata(epoch uint64, root [32]byte, count uint64, books [32]byte, ref uint32, agg *blsagg.Aggregate, qs *QuorumSet) ([]byte, error) {
	return epochABI.Pack("commitEpoch", epoch, root, count, books, ref, quorumSignature(agg, qs))
}
