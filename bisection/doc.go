// Package bisection is the dispute game of deepcall as a pure model: the
// game state, the rules a referee (later: the contract) enforces, a solver
// that plays one side from a trace, trace providers, and an in-process
// runner whose transcript a lab can print or draw. The core touches no
// chain; the chain adapter (chain.go, send.go, chainplay.go) turns the
// solver's Actions into transactions to the DisputeGame contract
// (contracts/src/DisputeGame.sol, which enforces these rules with the same
// errors) and the contract's state back into a Game. Ledger (challenge.go)
// is the pure model of the layer above the games: a challenge and its
// defences, who wins it and who is paid. Package labchain runs games on an
// in-process chain with the real contracts; package audit is the challenger
// and defender daemons' core.
//
// # The trace and its levels
//
// A landed result is one hash, the root: the last link of the checkpoint
// chain (inference/SPEC.md §7.4). A challenger who computes a different root
// disputes it. Both sides then narrow the disagreement down a hierarchy of
// levels, each a list of leaf hashes:
//
//   - checkpoints: link_0 … link_{L+n−2}, one per step;
//   - ops: inside the disputed step, one leaf per op of SPEC.md §8, chained
//     (c_j = keccak256(link_{k−1} ‖ c_{j−1} ‖ j ‖ op hash_j), starting from c_{−1} = link_{k−1}),
//     then a last leaf equal to link_k;
//   - chunks: inside the disputed op, rows of a matrix-vector op, heads of
//     attention, RoPE or QK-norm (chained the same way from c_{j−1}), then a
//     last leaf equal to c_j; an op small enough to re-execute whole has
//     this level reduced to the single leaf c_j. A matrix-vector op longer
//     than 4,096 rows accumulates its output's block tree instead of
//     chaining chunks (SPEC.md §8.3), so a late chunk and the op seal read
//     no other chunk. Inside the ops level's
//     last leaf (link_k), one leaf per layer setting position k in that
//     layer's KV trees (w_l = keccak256(w_{l−1} ‖ l ‖ R'_l), from c_{M−1}),
//     then link_k (SPEC.md §8.2), so no step reads more than one layer's
//     keys and values;
//   - segments: inside one head of an attention op, the head's computation
//     over the T = k + 1 cached positions cut into n = ⌈T/B⌉ segments of B
//     positions (B from the model's KV leaf size, SegmentLen): three passes
//     of running states (the scores' max, the exponentials' sum, the exact
//     weighted sum of values), n leaves each, chained (u_x =
//     keccak256(u_{x−1} ‖ x ‖ StateHash(state_x)), starting from the chunk
//     level's predecessor), then a last leaf equal to the head's chunk leaf
//     (the seal: the output from the last accumulator). An argmax over more
//     than 4,096 logits has one leaf per range of 4,096 (the running maximum
//     and its lowest index), then the seal (SPEC.md §8.3). Every other level-2
//     leaf has this level reduced to itself. SPEC.md §8.1 is the exact rule.
//
// Why segments: a head at position k reads every earlier position's key and
// value of its KV head, too many to open in one step late in a long
// context; a segment opens at most SegmentBytes of that head's KV leaves
// (SPEC.md §7.3 keeps a tree per layer and KV head, so a leaf is one head's
// K ‖ V whatever the model's depth). SPEC.md §4.5's sums are exact
// integers, so the partial states are well defined whatever the evaluation
// order.
//
// Why chains rather than the bare op hashes of §8: agreeing on op j−1's
// hash says nothing about earlier ops that op j also reads (the residual
// stream, the keys and values), while agreeing on c_{j−1} fixes every op
// hash before j and the step's pre-state link_{k−1}. Why each level ends
// with its parent's value and starts from its parent's predecessor: the
// disagreement then carries into the level below unchanged, and the
// referee never has to translate between levels (Shape states this
// contract; the engine and alphabet providers meet it, and tests check it).
//
// Leaves are computable from public data only for the shape (how many leaves
// a level has), never for the values: Shape is what the referee knows, a
// TraceProvider what a side claims.
//
// # The rules
//
// A level of n leaves is bisected over Padded(n) = 2^⌈log₂ n⌉ positions;
// padding positions repeat the last leaf. The state is a window (lo, hi]:
// both sides agree on the value at lo (−1: the level's anchor) and dispute
// the claim at hi. The sides move in turn, one transaction each, starting
// with the defender:
//
//  1. Verdict: agree or disagree with the claim the opponent posted at the
//     window's midpoint. Agree moves lo to it, disagree moves hi to it (the
//     opponent now owns the disputed claim). The window halves exactly, so a
//     level takes exactly ⌈log₂ n⌉ verdicts whatever their order.
//  2. When the window holds one position: a padding position is decided at
//     once (its claim must equal the agreed predecessor); a real leaf of an
//     inner level opens the level below it with the same agreed and disputed
//     values; a real leaf of the last level ends bisection.
//  3. Claim: the mover posts its own hash at the new window's midpoint,
//     unless bisection has ended.
//  4. Step: with one last-level leaf isolated, either side submits the
//     witness of that one step; the OneStep oracle re-executes it from the
//     agreed pre-state, and the owner of the disputed claim wins exactly when
//     the result equals it.
//
// Every move names the positions it answers and claims at (ErrWrongPosition
// otherwise), so a move raced by another can never land somewhere else. A
// move out of turn (ErrNotYourTurn), of the wrong phase (ErrWrongPhase),
// malformed (ErrBadMove), with a rejected witness (ErrBadProof), or in a
// finished game (ErrGameOver) is refused and changes nothing.
//
// Clocks are chess clocks: each side has Rules.Clock for the whole game, and
// only the side on turn's clock runs. A move after the deadline is refused
// (ErrClockExpired); from then on anyone may end the game with a Timeout,
// which the side on turn loses. The loser's bond goes to the winner (on
// chain, through the challenge's decision: see below).
//
// # Challenges and defences
//
// One game has one defender, and a defender seat that anyone could take
// would let an accomplice of a lying challenger take it and throw the game.
// So a dispute is a challenge with any number of games:
//
//  1. Open: the challenger posts its bond against one landed result (the
//     contract checks the request and root against the result slot). No
//     game starts.
//  2. Defend: for the join window after the opening, anyone may post the
//     defender bond and get a game of its own against the challenger, with
//     its own clocks, claiming the landed root; once per account
//     (ErrAlreadyDefending), never after the window (ErrJoinClosed), never
//     once the challenge is decided (ErrChallengeDecided).
//  3. Decision: the challenge fails as soon as a defender wins its game:
//     that defender takes its bond back and the challenger's; the bonds of
//     the defenders the challenger had beaten go to the challenger; every
//     other game still running ends (ByDecision) and its defender's bond is
//     returned. The challenge succeeds only when the join window has closed
//     and the challenger has won every game opened on it (none: success once
//     the window closes).
//  4. Resolve: only a succeeded challenge resolves (ErrJoinOpen before the
//     window closes, ErrNotResolvable while a game runs or after a failure):
//     the quorum signature is checked, the result invalidated and its
//     signers slashed, and the challenger takes its bond back plus every
//     beaten defender's.
//
// An honest defender wins its own game against a lying challenger (below),
// whatever the other defenders do, and one win fails the challenge; an
// honest challenger wins every game against defenders of a wrong result, and
// each defence costs its defender the bond. Several challenges may run on one
// result, so a sham challenge cannot shut out an honest one.
//
// # Why an honest side never loses
//
// The solver agrees with a claim exactly when it equals its own value. By
// induction over the moves, the value at lo is always the honest value (an
// honest side only moves lo onto a claim it checked), and the claim at hi is
// honest exactly when the honest side posted it (the honest side only moves
// hi onto a claim it found wrong). A level transition keeps both facts. So
// the isolated step starts from the honest pre-state, and the one-step
// oracle, which computes the honest post-state, sides with the honest side;
// a padding position is decided the same way without re-execution. Stalling
// cannot help the liar: its own clock runs while it is on turn, and in the
// step phase the honest side may step without waiting for its turn. The
// property tests play this out for every divergence point of traces of 1 …
// 512 leaves, nested levels, the golden engine models, and randomized liars.
//
// # Costs
//
// A game over levels of n_0, n_1, … leaves takes Σ⌈log₂ n_l⌉ verdicts, one
// per transaction (plus the defender's first claim and the final step),
// e.g. ⌈log₂ steps⌉ + ⌈log₂ (ops+1)⌉ + ⌈log₂ (chunks+1)⌉ (+ ⌈log₂ (3n+1)⌉
// inside attention; ⌈log₂ (layers+1)⌉ in the link level) for the engine.
//
// # Deterrence by sampled audits
//
// A challenger need not recompute every result. If it audits a random
// fraction p of them, a cheating operator set that gains C from a wrong
// result and stakes S against it is caught with probability p (a caught
// cheat always loses the game, above), so cheating pays (1−p)·C − p·S in
// expectation. That is negative exactly when
//
//	p ≥ C / (S + C)
//
// so a stake ten times the gain needs audits of one result in eleven, and
// the game's job is to make "caught" certain and cheap: an audit costs one
// recomputation, a dispute ⌈log₂⌉-many small transactions and one small
// step, never a whole inference on-chain.
//
// # Trace providers
//
// EngineTrace is the honest trace of a request on an inference.Engine, with
// EngineOneStep its re-execution oracle (the Go stand-in for the on-chain
// step). Alphabet is a toy trace whose every step is one keccak (its exact
// rule and a Solidity twin are in alphabet.go), so whole games run in
// microseconds. Lie wraps either to diverge from a chosen leaf on: a lying
// defender lands a wrong root, a lying challenger disputes a correct one.
// Lab plays one alphabet game and returns its Transcript.
package bisection
