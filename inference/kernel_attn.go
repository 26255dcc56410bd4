package inference

import "sync"

// attendHeads is one layer's attention at position pos (SPEC.md §4.5): for
// every query head, scores against keys 0..pos, softmax, and the weighted
// sum of values into o. kc and vc hold pos+1 rows of KVDim. Heads are
// independent and each is computed by exactly the calls of the serial loop,
// so spreading them over workers changes no bit. At a few hundred positions
// this is a third of a step's single-threaded time, which is why it is
// spread too.
func attendHeads(workers int, m *Model, q, kc, vc, o []int32, pos int) {
	c := m.Config
	hs, kvd, group := c.HeadSize, c.KVDim(), c.Heads/c.KVHeads
	// One head costs ~3·hs·(pos+1) multiply-adds; below a few thousand the
	// hand-off costs more than it saves.
	if hs*(pos+1)*c.Heads < 1<<14 {
		workers = 1
	}
	parallelFor(workers, c.Heads, 1, func(lo, hi int) {
		sc := attnScratchPool.Get().(*attnScratch)
		if cap(sc.scores) < pos+1 {
			sc.scores, sc.probs = make([]int32, pos+1, c.SeqLen), make([]int64, pos+1, c.SeqLen)
		}
		scores, probs := sc.scores[:pos+1], sc.probs[:pos+1]
		for h := lo; h < hi; h++ {
			qh := q[h*hs : (h+1)*hs]
			off := (h / group) * hs
			for t := 0; t <= pos; t++ {
				scores[t] = Score(qh, kc[t*kvd+off:t*kvd+off+hs], c.ISQ)
			}
			Softmax(&m.Exp2, c.Log2E, scores, probs)
			oh := o[h*hs : (h+1)*hs]
			for i := range oh {
				oh[i] = AttendValues(probs, vc, off+i, kvd)
			}
		}
		attnScratchPool.Put(sc)
	})
}

// attnScratch is one goroutine's score and probability rows.
type attnScratch struct {
	scores []int32
	probs  []int64
}

var attnScratchPool = sync.Pool{New: func() any { return new(attnScratch) }}
