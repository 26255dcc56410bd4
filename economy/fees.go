package economy

import (
	"math/big"

	"github.com/deepcall/deepcall/inference"
)

// MuDen is μ's denominator in TaskMarket (MU_DEN): μ = 1 is MuDen.
const MuDen = 1000

// Work is the engine's count of multiply-adds for a task of promptLen
// prompt tokens and n generated: inference.StepMACs summed over its
// promptLen+n−1 steps, in closed form (TaskMarket.work computes the same):
//
//	work = layers·(steps·(dim·(2·qdim+2·kvdim) + 3·dim·hidden) + 2·heads·headSize·steps(steps+1)/2) + n·vocab·dim
func Work(c inference.Config, promptLen, n int) *big.Int {
	steps := big.NewInt(int64(promptLen + n - 1))
	per := big.NewInt(int64(c.Dim) * int64(2*c.QDim()+2*c.KVDim()))
	per.Add(per, big.NewInt(3*int64(c.Dim)*int64(c.HiddenDim)))
	tri := new(big.Int).Mul(steps, new(big.Int).Add(steps, big.NewInt(1)))
	tri.Rsh(tri, 1)
	attn := new(big.Int).Mul(big.NewInt(2*int64(c.Heads)*int64(c.HeadSize)), tri)
	w := new(big.Int).Mul(steps, per)
	w.Add(w, attn)
	w.Mul(w, big.NewInt(int64(c.Layers)))
	return w.Add(w, big.NewInt(int64(n)*int64(c.Vocab)*int64(c.Dim)))
}

// Terms are a TaskMarket's SLA and payout terms.
type Terms struct {
	SLABlocks uint64 // a task's deadline is this many blocks after its request
	Bonus     uint64 // μ's most above MuDen (≤ MuDen): landed in the request's block
}

// Mu is μ in MuDen units for a task due at deadline whose answer landed in
// block b (LLMConsumer.landedAt: the chain's block, never the reference
// block the quorum signed, which it picks and could backdate):
// MuDen + Bonus·(deadline−b)/SLABlocks before the deadline, MuDen after.
func (t Terms) Mu(deadline, b uint64) uint64 {
	if b >= deadline {
		return MuDen
	}
	return MuDen + t.Bonus*(deadline-b)/t.SLABlocks
}

// Payout is what a task pays its signers: baseRate·work·μ/MuDen, rounded
// down, as TaskMarket does.
func Payout(baseRate, work *big.Int, mu uint64) *big.Int {
	p := new(big.Int).Mul(baseRate, work)
	p.Mul(p, new(big.Int).SetUint64(mu))
	return p.Quo(p, big.NewInt(MuDen))
}

// Fee is the least fee a task carries: its payout at the most μ.
func (t Terms) Fee(baseRate, work *big.Int) *big.Int {
	return Payout(baseRate, work, MuDen+t.Bonus)
}
