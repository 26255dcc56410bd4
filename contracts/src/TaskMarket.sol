// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {G1Point} from "./BlsBn254.sol";
import {QuorumSignature} from "./BlsSignatureChecker.sol";
import {Transition} from "./DeepcallConsumer.sol";
import {IMarketConsumer, IMarketRegistry, IShardRecord} from "./IMarket.sol";
import {TaskMarketSla} from "./TaskMarketSla.sol";
import {IDeepcallMarket} from "../package/src/IDeepcall.sol";

/// @title TaskMarket
/// @notice Fees and payouts of deepcall tasks (SPEC: README "Operator economy").
///
/// A user pays a task's fee with its request: `request(prompt, n, class)` escrows msg.value here and asks the
/// consumer for the answer (the consumer's REQUESTED slot is created in the same transaction, at the user's
/// expense). The fee must cover the most the task can cost: feeFor = baseRate(class) · work · μmax / MU_DEN.
///
/// work is the engine's count of multiply-adds for the task (inference.StepMACs summed over its steps; Go:
/// economy.Work), from the model's shape: with steps = |prompt| + n − 1,
///     work = layers · (steps · (dim·(2·qdim + 2·kvdim) + 3·dim·hidden) + 2·heads·headSize · steps(steps+1)/2)
///            + n · vocab · dim.
/// μ rewards an early answer: the task's deadline is slaBlocks after its request; answered at block b,
///     μ = MU_DEN + bonus · (deadline − b) / slaBlocks   (b < deadline),   μ = MU_DEN otherwise,
/// so μ runs from 1 + bonus/MU_DEN (answered in the request's block) down to 1. b is the block the answer
/// landed in, as the consumer recorded it (LLMConsumer.landedAt) — never the reference block the quorum
/// signed, which the quorum picks and could backdate.
///
/// Landing is untouched (verifyAndUpdateBatch pays nothing more): the books move lazily. Anyone settles a
/// landed batch with its transitions and quorum signature (one BLS check per batch, here, off the landing
/// path). An item pays only when its answer is final (LLMConsumer.isFinal: landed, valid, past its
/// challenge window with no challenge undecided — it can never be invalidated after) and when it was landed
/// by exactly this signature's signer set: the consumer's landing record must open to the item's
/// transition digest and the quorum signatory of (reference block, these non-signers). A coalition that
/// re-signs the same answer without its co-signers cannot open the record, so it cannot cut them out of the
/// pool. Each such item moves payout = baseRate · work · μ / MU_DEN into the batch's pool and the rest of
/// its fee to its payer's balance; every other item is skipped (SettleSkipped) and may be settled later.
/// Each signer claims pool · stake / signedStake (its stake and the signed stake at the batch's reference
/// block, from the registry's full history). What rounding and unclaimed shares leave in a pool goes to the
/// treasury after claimWindow blocks. A task whose answer never landed is reclaimed by its payer after its
/// deadline and graceBlocks; one whose answer was invalidated, or computed on chain by `infer` (nobody to
/// pay), at once. Every balance leaves by withdraw (pull payments). So every wei received is, at any time,
/// in exactly one of: an open task's fee, a pool's unclaimed remainder, or a balance.
///
/// An answer a sharded committee landed settles alone, once final, the same way (settleSharded): its payout
/// pools every shard's signers, each claiming payout · stake / signedStake (claimSharded).
///
/// The committee draw, capacity in use and the SLA are TaskMarketSla's.
contract TaskMarket is TaskMarketSla, IDeepcallMarket {
    uint256 public constant MU_DEN = 1000;
    error UnknownClass(bytes32 class);
    error EmptyRequest();
    /// @notice |prompt| + n is beyond the model's sequence length.
    error TooLong(uint256 tokens, uint256 seqLen);
    /// @notice The fee sent does not cover the task's most expensive outcome.
    error FeeTooLow(uint256 required, uint256 given);
    error BadBonus(uint256 bonus);
    error BadBatch();
    /// @notice No such pool, or claim with non-signer keys other than the batch's.
    error UnknownPool(uint256 pool);
    error NonSignersMismatch(uint256 pool);
    /// @notice The claimer did not sign the pool's batch (no stake at its reference block, or a non-signer).
    error NotASigner(address operator, uint256 pool);
    error AlreadyClaimed(address operator, uint256 pool);
    error ClaimWindowOpen(uint256 pool, uint256 closesAt);
    /// @notice claim after the pool's claim window (its rest went, or goes, to the treasury).
    error ClaimWindowClosed(uint256 pool, uint256 closedAt);
    /// @notice reclaim before the task's deadline plus graceBlocks.
    error NotExpired(bytes32 input, uint256 at);
    error NothingToWithdraw();
    /// @notice the treasury is the zero address (swept dust would be stranded there)
    error ZeroTreasury();
    error TransferFailed();
    /// @notice request of an input whose paid task is still open.
    error AlreadyPaid(bytes32 input);
    /// @notice The consumer requested another input than its inputHash of the same request (a consumer
    /// that is not LLMConsumer).
    error ConsumerInput(bytes32 input);
    /// @notice settleSharded of an answer the given shards did not land (or on a consumer without shards).
    error NotShardedLanding(bytes32 input);
    /// @notice requestFor with the zero address as payer (its refunds would be stranded).
    error ZeroPayer();
    event BaseRateSet(bytes32 indexed class, uint256 weiPerMac);
    event TaskPaid(
        bytes32 indexed input, address indexed payer, bytes32 indexed class, uint256 fee, uint256 work, uint64 deadline
    );
    /// @notice An item of a settled batch paid `payout` into `pool` and refunded `refund` to its payer.
    event TaskSettled(bytes32 indexed input, uint256 indexed pool, uint256 payout, uint256 refund, uint256 mu);
    /// @notice An item of settle that moved nothing: no open task, its answer is not final, or it was not
    /// landed by this signature's signer set.
    event SettleSkipped(bytes32 indexed input);
    event PoolOpened(uint256 indexed pool, uint32 referenceBlock, uint256 amount, uint256 signedStake);
    event Claimed(uint256 indexed pool, address indexed operator, uint256 amount);
    event Swept(uint256 indexed pool, uint256 amount);
    event Reclaimed(bytes32 indexed input, address indexed payer, uint256 fee);
    event Withdrawn(address indexed who, uint256 amount);

    struct Pool {
        uint32 referenceBlock;
        uint64 openedAt;
        bytes32 nonSigners; // keccak256(abi.encode(sig.nonSignerKeys)); a sharded pool: see SHARD_SIGNERS
        uint256 signedStake;
        uint256 amount;
        uint256 claimed;
    }

    address public immutable treasury;
    uint64 public immutable claimWindow;
    uint256 public immutable bonus;

    /// @notice The first word of a quorum landing's signatory (DeepcallConsumer.QUORUM_SIGNATORY).
    bytes32 internal constant QUORUM_SIGNATORY = keccak256("deepcall/signatory/quorum/v1");
    /// @notice The low bits of a landing word `infer` wrote (LLMConsumer.COMPUTED).
    uint256 internal constant COMPUTED = 2;
    /// @notice The tag of a sharded pool's signer record (Pool.nonSigners holds keccak256(abi.encode(tag,
    /// keccak256 of its signers' packed ids))), apart from a quorum pool's non-signer keys.
    bytes32 internal constant SHARD_SIGNERS = keccak256("deepcall/market/shard-signers/v1");

    // the model's shape (inference.Config)
    uint256 public immutable perStep; // dim·(2·qdim + 2·kvdim) + 3·dim·hidden
    uint256 public immutable attnPerPos; // 2·heads·headSize
    uint256 public immutable layers;
    uint256 public immutable classify; // vocab·dim
    uint256 public immutable seqLen;

    mapping(bytes32 class => uint256) public baseRate;
    Pool[] internal _pools;
    mapping(uint256 pool => mapping(address operator => bool)) public claimed;
    mapping(address who => uint256) public balanceOf;

    struct Shape {
        uint256 dim;
        uint256 hiddenDim;
        uint256 layers;
        uint256 heads;
        uint256 kvHeads;
        uint256 headSize;
        uint256 vocab;
        uint256 seqLen;
    }

    struct Terms {
        uint64 slaBlocks;
        uint64 graceBlocks;
        uint64 claimWindow;
        uint64 drawDelay; // the draw block is the request block + drawDelay
        uint256 bonus; // μ's most, above MU_DEN
        address treasury;
        uint256 slashBps; // the fraction of a no-show's stake slashed, in basis points
        uint256 reporterBps; // the reporter's part of that cut, in basis points
    }

    constructor(IMarketConsumer consumer_, IMarketRegistry registry_, Shape memory s, Terms memory t)
        TaskMarketSla(consumer_, registry_, t.slaBlocks, t.graceBlocks, t.drawDelay, t.slashBps, t.reporterBps)
    {
        if (t.bonus > MU_DEN || t.slaBlocks == 0) revert BadBonus(t.bonus);
        if (t.treasury == address(0)) revert ZeroTreasury();
        treasury = t.treasury;
        claimWindow = t.claimWindow;
        bonus = t.bonus;
        uint256 q = s.heads * s.headSize;
        uint256 kv = s.kvHeads * s.headSize;
        perStep = s.dim * (2 * q + 2 * kv) + 3 * s.dim * s.hiddenDim;
        attnPerPos = 2 * q;
        layers = s.layers;
        classify = s.vocab * s.dim;
        seqLen = s.seqLen;
    }

    function setBaseRate(bytes32 class, uint256 weiPerMac) external {
        if (msg.sender != owner) revert NotOwner();
        baseRate[class] = weiPerMac;
        emit BaseRateSet(class, weiPerMac);
    }

    // ------------------------------------------------------------------ pricing

    /// @notice The engine's multiply-adds for a prompt of `promptLen` tokens and n generated (economy.Work).
    function work(uint256 promptLen, uint256 n) public view returns (uint256) {
        uint256 steps = promptLen + n - 1;
        return layers * (steps * perStep + attnPerPos * (steps * (steps + 1) / 2)) + n * classify;
    }

    /// @notice μ (in MU_DEN units) of a task due at `deadline`, settled at block `b`.
    function mu(uint64 deadline, uint256 b) public view returns (uint256) {
        if (b >= deadline) return MU_DEN;
        return MU_DEN + bonus * (deadline - b) / slaBlocks;
    }

    /// @notice The fee a task must carry: its payout at the most μ.
    function feeFor(bytes32 class, uint256 promptLen, uint256 n) public view returns (uint256) {
        uint256 r = baseRate[class];
        if (r == 0) revert UnknownClass(class);
        return r * work(promptLen, n) * (MU_DEN + bonus) / MU_DEN;
    }

    // ------------------------------------------------------------------ users

    /// @notice Asks for the answer of (prompt, n) on capacity of `class`, paying its fee (msg.value ≥ feeFor).
    /// An input already requested for free on the consumer, or whose earlier paid task was reclaimed
    /// unanswered, is taken as it is: a free request cannot front-run a paid one, and an expired prompt can
    /// be paid for again. Reverts AlreadyPaid while a paid task of the input is open; AlreadyAnswered from
    /// the consumer when it has a result.
    function request(uint256[] calldata prompt, uint256 n, bytes32 class) external payable returns (bytes32 input) {
        return _request(prompt, n, class, msg.sender);
    }

    /// @notice request on behalf of `payer`: the task's refunds (what an early answer leaves of the fee, a
    /// reclaimed fee) go to `payer`'s balance, not the sender's. DeepcallRelay pays this way for the apps it
    /// calls back. A payer gains only refunds, so naming another payer is a gift.
    function requestFor(uint256[] calldata prompt, uint256 n, bytes32 class, address payer)
        external
        payable
        returns (bytes32 input)
    {
        if (payer == address(0)) revert ZeroPayer();
        return _request(prompt, n, class, payer);
    }

    function _request(uint256[] calldata prompt, uint256 n, bytes32 class, address payer)
        internal
        returns (bytes32 input)
    {
        if (prompt.length == 0 || n == 0) revert EmptyRequest();
        if (prompt.length + n > seqLen) revert TooLong(prompt.length + n, seqLen);
        uint256 required = feeFor(class, prompt.length, n);
        if (msg.value < required) revert FeeTooLow(required, msg.value);
        input = consumer.inputHash(prompt, n);
        // REQUESTED: open, by a free request or a paid one; anything else is empty or answered, and
        // consumer.request below creates the slot or reverts AlreadyAnswered
        bool open = consumer.result(input) == bytes32(uint256(1));
        if (open && tasks[input].payer != address(0)) revert AlreadyPaid(input);
        uint64 deadline = uint64(block.number) + slaBlocks;
        uint256 w = work(prompt.length, n);
        tasks[input] =
            Task({payer: payer, deadline: deadline, fee: uint128(msg.value), rateWork: uint128(baseRate[class] * w)});
        taskClass[input] = class;
        emit TaskPaid(input, payer, class, msg.value, w, deadline);
        if (!open && consumer.request(prompt, n) != input) revert ConsumerInput(input);
    }

    /// @notice Returns the whole fee of a task whose answer has not landed by its deadline plus graceBlocks,
    /// at once of one whose landed answer the dispute game invalidated or that `infer` computed on chain
    /// (no operator answered it).
    function reclaim(bytes32 input) external {
        Task memory t = tasks[input];
        if (t.payer == address(0)) revert UnknownTask(input);
        if (_landed(input)) {
            if (!consumer.invalid(input) && uint256(consumer.landing(input)) & type(uint224).max != COMPUTED) {
                revert TaskLanded(input);
            }
        } else if (block.number <= t.deadline + graceBlocks) {
            revert NotExpired(input, t.deadline + graceBlocks);
        }
        delete tasks[input];
        balanceOf[t.payer] += t.fee;
        emit Reclaimed(input, t.payer, t.fee);
    }

    // ------------------------------------------------------------------ settlement

    /// @notice Settles a batch landed by verifyAndUpdateBatch, with the transitions and quorum signature it
    /// took (the whole batch: the signature is over its batch digest): every item whose task is open, whose
    /// answer is final and whose landing record names this signature's signer set pays its payout into a new
    /// pool of the batch's signers and refunds the rest of its fee to its payer. Other items are skipped
    /// (SettleSkipped) and can be settled later. Reverts BadBatch, NotFinal (nothing paid while an item
    /// landed by this signature awaits finality), or the signature check's errors.
    /// @return pool the pool's id (type(uint256).max when no item paid)
    function settle(Transition[] calldata ts, QuorumSignature calldata sig) external returns (uint256 pool) {
        uint256 k = ts.length;
        if (k == 0 || k > 256) revert BadBatch();
        bytes32[] memory digests = new bytes32[](k);
        for (uint256 i; i < k; ++i) {
            digests[i] = consumer.transitionDigest(ts[i]);
        }
        return _settle(ts, digests, consumer.batchDigest(digests), sig);
    }

    /// @notice settle for an answer landed alone (verifyAndUpdate: the quorum signed its transition digest).
    function settleSingle(Transition[] calldata ts, QuorumSignature calldata sig) external returns (uint256 pool) {
        if (ts.length != 1) revert BadBatch();
        bytes32[] memory digests = new bytes32[](1);
        digests[0] = consumer.transitionDigest(ts[0]);
        return _settle(ts, digests, digests[0], sig);
    }

    function _settle(Transition[] calldata ts, bytes32[] memory digests, bytes32 digest, QuorumSignature calldata sig)
        internal
        returns (uint256 pool)
    {
        uint32 ref = ts[0].referenceBlock;
        (uint256 signed,) =
            registry.checkSignaturesAt(digest, ref, sig, consumer.thresholdNumerator(), consumer.thresholdDenominator());
        bytes32 signatory = keccak256(abi.encode(QUORUM_SIGNATORY, ref, _nonSignerIds(sig.nonSignerKeys)));
        uint256 k = ts.length;
        uint256 amount;
        bytes32 waiting;
        pool = _pools.length;
        for (uint256 i; i < k; ++i) {
            bytes32 input = ts[i].input;
            Task memory t = tasks[input];
            if (t.payer == address(0) || !_landedBy(input, digests[i], signatory)) {
                emit SettleSkipped(input);
                continue;
            }
            if (!consumer.isFinal(input)) {
                if (!consumer.invalid(input)) waiting = input;
                emit SettleSkipped(input);
                continue;
            }
            delete tasks[input];
            // the answer's time is the block it landed in (at or after the request)
            uint256 m = mu(t.deadline, consumer.landedAt(input));
            uint256 payout = uint256(t.rateWork) * m / MU_DEN;
            amount += payout;
            balanceOf[t.payer] += t.fee - payout;
            emit TaskSettled(input, pool, payout, t.fee - payout, m);
        }
        if (amount == 0) {
            if (waiting != bytes32(0)) revert NotFinal(waiting);
            return type(uint256).max;
        }
        _open(ref, keccak256(abi.encode(sig.nonSignerKeys)), signed, amount);
    }

    /// @dev Opens the next pool: `amount` for the signers that `signers` records, of stake `signed` at `ref`.
    function _open(uint32 ref, bytes32 signers, uint256 signed, uint256 amount) internal {
        emit PoolOpened(_pools.length, ref, amount, signed);
        _pools.push(
            Pool({
                referenceBlock: ref,
                openedAt: uint64(block.number),
                nonSigners: signers,
                signedStake: signed,
                amount: amount,
                claimed: 0
            })
        );
    }

    /// @notice Settles one answer a sharded committee landed (verifyAndUpdateSharded) once it is final, as
    /// `settle` does a quorum's: `t` is the landed transition, `ids` and `bounds` its shards' recorded
    /// signers and boundaries, which must open the consumer's landing record. An answer a drawn committee
    /// landed (verifyAndUpdateCommittee) settles here too, with `ids` its one list of signers and no bounds. Its payout goes into a new pool
    /// of every shard's signers, each paid pro rata to its stake at the reference block (claimSharded), the
    /// rest of its fee back to its payer. Reverts UnknownTask, NotShardedLanding, NotFinal.
    /// @return pool the pool's id
    function settleSharded(Transition calldata t, bytes32[][] calldata ids, bytes32[2][] calldata bounds)
        external
        returns (uint256 pool)
    {
        bytes32 input = t.input;
        Task memory task = tasks[input];
        if (task.payer == address(0)) revert UnknownTask(input);
        if (t.consumer != address(consumer)) revert NotShardedLanding(input);
        uint32 ref = t.referenceBlock;
        bytes32 signatory;
        if (bounds.length == 0 && ids.length == 1) {
            // a committee landing (verifyAndUpdateCommittee): its one list is the signers
            signatory = consumer.committeeSignatory(ref, keccak256(abi.encodePacked(ids[0])));
        } else {
            address sc = consumer.shardCommittee();
            if (sc == address(0)) revert NotShardedLanding(input);
            signatory = consumer.shardSignatory(ref, IShardRecord(sc).shardsRecord(ids, bounds));
        }
        if (!_landedBy(input, consumer.transitionDigest(t), signatory)) revert NotShardedLanding(input);
        if (!consumer.isFinal(input)) revert NotFinal(input);
        delete tasks[input];
        // every signer once (ShardCommittee: one shard an operator, its signers strictly ascending)
        bytes memory all;
        uint256 signed;
        for (uint256 s; s < ids.length; ++s) {
            all = bytes.concat(all, abi.encodePacked(ids[s]));
            for (uint256 i; i < ids[s].length; ++i) {
                signed += registry.stakeAt(ids[s][i], ref);
            }
        }
        uint256 m = mu(task.deadline, consumer.landedAt(input));
        uint256 payout = uint256(task.rateWork) * m / MU_DEN;
        balanceOf[task.payer] += task.fee - payout;
        pool = _pools.length;
        emit TaskSettled(input, pool, payout, task.fee - payout, m);
        _open(ref, keccak256(abi.encode(SHARD_SIGNERS, keccak256(all))), signed, payout);
    }

    /// @notice The caller's share of `pool`: amount · stake / signedStake, its stake at the pool's reference
    /// block; `nonSignerKeys` are the batch signature's (they show the caller signed). Open for claimWindow
    /// blocks after the pool opened.
    function claim(uint256 pool, G1Point[] calldata nonSignerKeys) external returns (uint256 share) {
        Pool storage p = _claimable(pool, keccak256(abi.encode(nonSignerKeys)));
        bytes32 id = registry.operatorIdOf(msg.sender);
        for (uint256 i; i < nonSignerKeys.length; ++i) {
            if (keccak256(abi.encodePacked(nonSignerKeys[i].X, nonSignerKeys[i].Y)) == id) {
                revert NotASigner(msg.sender, pool);
            }
        }
        return _pay(pool, p, id);
    }

    /// @notice The caller's share of a sharded landing's `pool` (settleSharded): `ids` are every shard's
    /// signers, shard after shard, as settleSharded took them, and must name the caller.
    function claimSharded(uint256 pool, bytes32[] calldata ids) external returns (uint256 share) {
        Pool storage p = _claimable(pool, keccak256(abi.encode(SHARD_SIGNERS, keccak256(abi.encodePacked(ids)))));
        bytes32 id = registry.operatorIdOf(msg.sender);
        uint256 i;
        while (i < ids.length && ids[i] != id) ++i;
        if (i == ids.length) revert NotASigner(msg.sender, pool);
        return _pay(pool, p, id);
    }

    /// @dev The open pool `pool` whose signer record is `signers`, not yet claimed by the caller.
    function _claimable(uint256 pool, bytes32 signers) internal view returns (Pool storage p) {
        uint256 closesAt;
        (p, closesAt) = _poolAt(pool);
        if (block.number > closesAt) revert ClaimWindowClosed(pool, closesAt);
        if (signers != p.nonSigners) revert NonSignersMismatch(pool);
        if (claimed[pool][msg.sender]) revert AlreadyClaimed(msg.sender, pool);
    }

    /// @dev Pool `pool` and the last block of its claim window; reverts UnknownPool.
    function _poolAt(uint256 pool) internal view returns (Pool storage p, uint256 closesAt) {
        if (pool >= _pools.length) revert UnknownPool(pool);
        p = _pools[pool];
        closesAt = uint256(p.openedAt) + claimWindow;
    }

    /// @dev Credits the caller (operator `id`, a signer of `pool`) its share of it.
    function _pay(uint256 pool, Pool storage p, bytes32 id) internal returns (uint256 share) {
        uint256 stake = id == bytes32(0) ? 0 : registry.stakeAt(id, p.referenceBlock);
        if (stake == 0) revert NotASigner(msg.sender, pool);
        claimed[pool][msg.sender] = true;
        share = p.amount * stake / p.signedStake;
        p.claimed += share;
        balanceOf[msg.sender] += share;
        emit Claimed(pool, msg.sender, share);
    }

    /// @notice After claimWindow blocks, what the signers left in `pool` (rounding, unclaimed shares) goes
    /// to the treasury.
    function sweep(uint256 pool) external {
        (Pool storage p, uint256 closesAt) = _poolAt(pool);
        if (block.number <= closesAt) revert ClaimWindowOpen(pool, closesAt);
        uint256 rest = p.amount - p.claimed;
        p.claimed = p.amount;
        balanceOf[treasury] += rest;
        emit Swept(pool, rest);
    }

    /// @dev keccak256 of the packed operator ids of `keys` (an id is keccak256(X ‖ Y)): what a quorum
    /// landing's signatory records.
    function _nonSignerIds(G1Point[] calldata keys) internal pure returns (bytes32) {
        bytes32[] memory ids = new bytes32[](keys.length);
        for (uint256 i; i < keys.length; ++i) {
            ids[i] = keccak256(abi.encodePacked(keys[i].X, keys[i].Y));
        }
        return keccak256(abi.encodePacked(ids));
    }

    /// @notice Pays out the caller's balance.
    function withdraw() external {
        uint256 b = balanceOf[msg.sender];
        if (b == 0) revert NothingToWithdraw();
        balanceOf[msg.sender] = 0;
        (bool ok,) = msg.sender.call{value: b}("");
        if (!ok) revert TransferFailed();
        emit Withdrawn(msg.sender, b);
    }

    // ------------------------------------------------------------------ views

    function pools() external view returns (uint256) {
        return _pools.length;
    }

    function poolOf(uint256 pool) external view returns (Pool memory) {
        return _pools[pool];
    }
}
