// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {G1Point} from "./BlsBn254.sol";
import {QuorumSignature} from "./BlsSignatureChecker.sol";
import {Transition} from "./DeepcallConsumer.sol";

/// @notice What TaskMarket needs of LLMConsumer.
interface IMarketConsumer {
    function request(uint256[] calldata prompt, uint256 n) external returns (bytes32 input);
    function inputHash(uint256[] calldata prompt, uint256 n) external pure returns (bytes32);
    function result(bytes32 input) external view returns (bytes32);
    function invalid(bytes32 input) external view returns (bool);
    function landing(bytes32 input) external view returns (bytes32);
    function landedAt(bytes32 input) external view returns (uint256);
    function isFinal(bytes32 input) external view returns (bool);
    function transitionDigest(Transition calldata t) external pure returns (bytes32);
    function batchDigest(bytes32[] calldata digests) external pure returns (bytes32);
    function thresholdNumerator() external view returns (uint256);
    function thresholdDenominator() external view returns (uint256);
    function manifest() external view returns (bytes32);
    function shardCommittee() external view returns (address);
    function shardSignatory(uint32 referenceBlock, bytes32 shards) external pure returns (bytes32);
}

/// @notice What TaskMarket reads of the consumer's ShardCommittee: the hash a sharded landing's signatory
/// records of its shards' signers and boundaries.
interface IShardRecord {
    function shardsRecord(bytes32[][] calldata ids, bytes32[2][] calldata bounds) external view returns (bytes32);
}

/// @notice What TaskMarket needs of CapacityRegistry (it is the registry's assigner).
interface IMarketCapacity {
    function acquire(address operator, bytes32 class) external;
    function release(address operator, bytes32 class) external;
}

/// @notice What TaskMarket needs of AssignmentDraw: a task's committee from its draw block's header and the
/// operator set at its request block.
interface IMarketDraw {
    function drawFor(bytes32 taskId, uint256 drawBlock, bytes calldata header, uint32 ref, bytes32[] calldata ids, uint256 k)
        external
        view
        returns (bytes32 randomness, bytes32[] memory members);
}

/// @notice What TaskMarket needs of OperatorRegistry.
interface IMarketRegistry {
    function checkSignaturesAt(
        bytes32 digest,
        uint32 referenceBlock,
        QuorumSignature calldata sig,
        uint256 numerator,
        uint256 denominator
    ) external view returns (uint256 signedStake, uint256 totalStake);
    function operatorIdOf(address operator) external view returns (bytes32);
    function stakeOf(address operator) external view returns (uint96);
    function slash(address operator, uint96 amount) external;
    function stakeAt(bytes32 operatorId, uint32 blockNumber) external view returns (uint256);
    function lockStake(address operator, uint64 until) external;
}

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
/// Capacity in use: a committee member's signed acceptance of a paid task, posted with `accept` (by anyone:
/// the router, the member), takes one unit of the member's capacity of the task's class in the
/// CapacityRegistry (this market is its assigner), so the draw's free capacity (committed − in use) bounds
/// the tasks an operator holds at once. The unit comes back, pull-based and per member, through
/// `releaseUnit` once the task is over: its answer landed, it was settled or reclaimed, or its deadline
/// passed (a no-show report releases it at once). Nothing is held past the deadline that anyone can end.
///
/// The draw: a paid task's committee is drawn once, on chain, from history (fixDraw, by anyone): among the
/// registry's operators at the task's request block (deadline − slaBlocks), weighted by their stakes
/// there, with the prevrandao of block request + drawDelay, which nobody knows at request time. There is
/// one committee per task and no redraw: a member that cannot accept (no free capacity) is not bound, and
/// the others stand. An acceptance names its committee (the hash of its member ids); only an acceptance of
/// the recorded committee, by one of its members, is taken by `accept` or is SLA evidence.
///
/// SLA: an operator drawn for a task signs an EIP-712 acceptance of it by its deadline. After the deadline,
/// with no answer landed by the deadline (the consumer's landing block, not a signed one), anyone posts that
/// acceptance (reportNoShow) and slashBps of the operator's stake is slashed. A task can miss its deadline
/// although some of its operators answered (the others did not, the quorum was not met, or the landing was
/// held back): an operator whose BLS signature of the task's answer transition was shown here by the
/// deadline (proveAnswered, posted by the aggregator that holds it, by the operator itself, or by anyone) is
/// not a no-show (Answered) — unless an answer landed later and the proven one is not it: a signature over
/// garbage does not excuse. SLA measures liveness; rightness is the dispute game's.
contract TaskMarket {
    uint256 public constant MU_DEN = 1000;

    error NotOwner();
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
    error UnknownTask(bytes32 input);
    /// @notice reclaim of a task whose answer landed (settle it instead).
    error TaskLanded(bytes32 input);
    /// @notice reclaim before the task's deadline plus graceBlocks.
    error NotExpired(bytes32 input, uint256 at);
    error NothingToWithdraw();
    /// @notice SLA evidence whose signature is no registered operator's (or is malleable).
    error ForgedAcceptance();
    /// @notice SLA evidence posted at or before the acceptance's deadline.
    error BeforeDeadline(uint64 deadline);
    /// @notice SLA evidence already used: one slash per operator and task.
    error AlreadyReported(bytes32 input, address operator);
    /// @notice SLA evidence posted after the report window (deadline + graceBlocks), when the stake lock
    /// of the acceptance is over.
    error ReportWindowClosed(uint256 closedAt);
    error BadSlashTerms();
    /// @notice the treasury is the zero address (swept dust would be stranded there)
    error ZeroTreasury();
    error TransferFailed();
    /// @notice settle that paid nothing while an item landed by this signature is not final yet.
    error NotFinal(bytes32 input);
    /// @notice request of an input whose paid task is still open.
    error AlreadyPaid(bytes32 input);
    /// @notice The consumer requested another input than its inputHash of the same request (a consumer
    /// that is not LLMConsumer).
    error ConsumerInput(bytes32 input);
    /// @notice reclaimSharded of an answer the given shards did not land (or on a consumer without shards).
    error NotShardedLanding(bytes32 input);
    /// @notice accept before the owner named the CapacityRegistry, or setCapacity a second time.
    error CapacityUnset();
    error CapacityAlreadySet();
    /// @notice accept of an acceptance whose deadline is not the task's.
    error DeadlineMismatch(uint64 deadline, uint64 taskDeadline);
    /// @notice accept after the acceptance's deadline.
    error AcceptanceExpired(uint64 deadline);
    /// @notice accept of an acceptance already posted: one unit per member and task.
    error AlreadyAccepted(bytes32 input, address operator);
    /// @notice releaseUnit of a unit `operator` does not hold for `input`.
    error NotHeld(bytes32 input, address operator);
    /// @notice releaseUnit while the task is open: requested, unanswered, before its deadline.
    error TaskOpen(bytes32 input, uint64 deadline);
    /// @notice SLA evidence against an operator proven to have answered the task in time (proveAnswered).
    error Answered(bytes32 input, address operator);
    /// @notice proveAnswered after the task's deadline: only an answer on chain by the deadline counts.
    error LateProof(uint64 deadline);
    /// @notice proveAnswered with a transition that is not an answer of this task on this market's
    /// consumer (chain, consumer, manifest, REQUESTED as its old value), or signed at a future block.
    error NotAnswerOf(bytes32 input);
    /// @notice proveAnswered naming an operator the signature does not cover (a non-signer, or without
    /// stake at the reference block).
    error NotSigned(bytes32 operatorId);
    /// @notice drawDelay below 2 (its randomness would be known when the task is requested), at or past
    /// slaBlocks, or a draw that would not stay in the BLOCKHASH window until reports close.
    error BadDrawDelay(uint64 drawDelay);
    /// @notice fixDraw before the owner named AssignmentDraw, or setDraw a second time or with k = 0.
    error DrawUnset();
    error DrawAlreadySet();
    /// @notice fixDraw at or before the task's draw block (its header is not on chain yet).
    error TooEarly(uint256 drawBlock);
    /// @notice fixDraw of a task whose committee is recorded already.
    error AlreadyDrawn(bytes32 input);
    /// @notice An acceptance of a committee the chain did not draw for the task, or by an operator that is
    /// not one of its members.
    error NotDrawn(bytes32 input, address operator);

    event BaseRateSet(bytes32 indexed class, uint256 weiPerMac);
    event TaskPaid(bytes32 indexed input, address indexed payer, bytes32 indexed class, uint256 fee, uint256 work, uint64 deadline);
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
    /// @notice `operator` accepted `input` by `deadline` and nothing landed: `cut` of its stake was slashed,
    /// `reward` of it credited to the reporter, the rest burned.
    event NoShowSlashed(bytes32 indexed input, address indexed operator, address indexed reporter, uint256 cut, uint256 reward);
    event CapacitySet(address indexed capacity);
    /// @notice `operator`'s acceptance of `input` took one unit of its `class` capacity.
    event UnitHeld(bytes32 indexed input, address indexed operator, bytes32 indexed class);
    /// @notice The unit `operator` held for `input` went back to its free capacity.
    event UnitReleased(bytes32 indexed input, address indexed operator, bytes32 indexed class);
    /// @notice The operator `operatorId` signed an answer of `input` (at `referenceBlock`), shown on chain
    /// by the task's deadline: it cannot be reported as a no-show of `input`.
    event AnswerProven(bytes32 indexed input, bytes32 indexed operatorId, uint32 referenceBlock);
    event DrawSet(address indexed draw, uint256 committeeSize);
    /// @notice The committee of the task `input` due at `deadline`, drawn at `drawBlock` with `randomness`.
    event CommitteeDrawn(bytes32 indexed input, uint64 deadline, uint256 drawBlock, bytes32 randomness, bytes32[] members);

    struct Task {
        address payer;
        uint64 deadline;
        uint128 fee;
        uint128 rateWork; // baseRate · work
    }

    struct Pool {
        uint32 referenceBlock;
        uint64 openedAt;
        bytes32 nonSigners; // keccak256(abi.encode(sig.nonSignerKeys))
        uint256 signedStake;
        uint256 amount;
        uint256 claimed;
    }

    IMarketConsumer public immutable consumer;
    IMarketRegistry public immutable registry;
    address public immutable owner;
    address public immutable treasury;
    uint64 public immutable slaBlocks;
    uint64 public immutable graceBlocks;
    uint64 public immutable claimWindow;
    uint64 public immutable drawDelay;
    uint256 public immutable bonus;
    uint256 public immutable slashBps;
    uint256 public immutable reporterBps;

    /// @notice The first word of a quorum landing's signatory (DeepcallConsumer.QUORUM_SIGNATORY).
    bytes32 internal constant QUORUM_SIGNATORY = keccak256("deepcall/signatory/quorum/v1");
    /// @notice The low bits of a landing word `infer` wrote (LLMConsumer.COMPUTED).
    uint256 internal constant COMPUTED = 2;

    /// @notice EIP-712: an operator's acceptance of a task, signed with its operator (ECDSA) key.
    /// committee = keccak256(abi.encodePacked(member ids)): the assignment it was given for.
    bytes32 public constant ACCEPTANCE_TYPEHASH =
        keccak256("Acceptance(bytes32 input,uint64 deadline,bytes32 committee)");
    // The EIP-712 domain at deployment, and its chain: after a fork that
    // changes the chain id, the domain is recomputed, so an acceptance signed
    // on the other chain does not verify here.
    bytes32 private immutable cachedDomain;
    uint256 private immutable cachedChainId;

    // the model's shape (inference.Config)
    uint256 public immutable perStep; // dim·(2·qdim + 2·kvdim) + 3·dim·hidden
    uint256 public immutable attnPerPos; // 2·heads·headSize
    uint256 public immutable layers;
    uint256 public immutable classify; // vocab·dim
    uint256 public immutable seqLen;

    mapping(bytes32 class => uint256) public baseRate;
    mapping(bytes32 input => Task) public tasks;
    Pool[] internal _pools;
    mapping(uint256 pool => mapping(address operator => bool)) public claimed;
    mapping(address who => uint256) public balanceOf;
    /// @notice Used SLA evidence, by keccak256(input, deadline, operator).
    mapping(bytes32 => bool) public reported;
    /// @notice Reporters' part of no-show slashes, in stake units: the stake itself is an EigenLayer (or
    /// owner-set) balance this contract cannot move, so it is recorded here for the redistribution to pay.
    mapping(address reporter => uint256) public reporterCredit;
    /// @notice The CapacityRegistry whose units accepted tasks hold (set once by the owner).
    IMarketCapacity public capacity;
    /// @notice A paid task's capacity class (kept after settle and reclaim: releaseUnit needs it).
    mapping(bytes32 input => bytes32) public taskClass;
    /// @notice Capacity units held, by keccak256(input, operator).
    mapping(bytes32 => bool) public holding;
    /// @notice An operator's stake when its acceptance of a task was posted (accept), by keccak256(input,
    /// deadline, operator): what a no-show slash of that task is a share of.
    mapping(bytes32 => uint96) public acceptedStake;
    /// @notice The value an operator's answer of a task, proven by its deadline (proveAnswered), would
    /// write, by keccak256(input, deadline, operatorId); 0: none proven.
    mapping(bytes32 => bytes32) public answeredValue;
    /// @notice The AssignmentDraw that draws committees, and their size (set once by the owner).
    IMarketDraw public draw;
    uint256 public committeeSize;
    /// @notice A task's drawn committee, keccak256(abi.encodePacked(member ids)), by keccak256(input,
    /// deadline); 0: not drawn.
    mapping(bytes32 => bytes32) public drawn;
    /// @notice Drawn committee members, by keccak256(input, deadline, operatorId).
    mapping(bytes32 => bool) public member;

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

    constructor(IMarketConsumer consumer_, IMarketRegistry registry_, Shape memory s, Terms memory t) {
        if (t.bonus > MU_DEN || t.slaBlocks == 0) revert BadBonus(t.bonus);
        if (t.slashBps > 10_000 || t.reporterBps > 10_000) revert BadSlashTerms();
        if (t.treasury == address(0)) revert ZeroTreasury();
        if (t.drawDelay < 2 || t.drawDelay >= t.slaBlocks || uint256(t.slaBlocks) + t.graceBlocks + t.drawDelay > 200) {
            revert BadDrawDelay(t.drawDelay);
        }
        drawDelay = t.drawDelay;
        slashBps = t.slashBps;
        reporterBps = t.reporterBps;
        cachedChainId = block.chainid;
        cachedDomain = _domain();
        consumer = consumer_;
        registry = registry_;
        owner = msg.sender;
        treasury = t.treasury;
        slaBlocks = t.slaBlocks;
        graceBlocks = t.graceBlocks;
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

    /// @notice Names the CapacityRegistry (once: a unit must go back to the registry it came from).
    function setCapacity(IMarketCapacity c) external {
        if (msg.sender != owner) revert NotOwner();
        if (address(capacity) != address(0)) revert CapacityAlreadySet();
        if (address(c) == address(0)) revert CapacityUnset();
        capacity = c;
        emit CapacitySet(address(c));
    }

    /// @notice Names the AssignmentDraw and the committee size (once: a task's committee must not change).
    function setDraw(IMarketDraw d, uint256 k) external {
        if (msg.sender != owner) revert NotOwner();
        if (address(draw) != address(0)) revert DrawAlreadySet();
        if (address(d) == address(0) || k == 0) revert DrawUnset();
        draw = d;
        committeeSize = k;
        emit DrawSet(address(d), k);
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
        tasks[input] = Task({
            payer: msg.sender, deadline: deadline, fee: uint128(msg.value), rateWork: uint128(baseRate[class] * w)
        });
        taskClass[input] = class;
        emit TaskPaid(input, msg.sender, class, msg.value, w, deadline);
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

    /// @notice Returns the whole fee of a task whose answer a sharded committee landed, once final:
    /// sharded committees are not paid through the market yet, and a fee must never be locked. `t` is the
    /// landed transition, `ids` and `bounds` its shards' recorded signers and boundaries (they open the
    /// landing record). Reverts UnknownTask, NotShardedLanding, NotFinal.
    function reclaimSharded(Transition calldata t, bytes32[][] calldata ids, bytes32[2][] calldata bounds) external {
        bytes32 input = t.input;
        Task memory task = tasks[input];
        if (task.payer == address(0)) revert UnknownTask(input);
        address sc = consumer.shardCommittee();
        if (sc == address(0) || t.consumer != address(consumer)) revert NotShardedLanding(input);
        bytes32 signatory = consumer.shardSignatory(t.referenceBlock, IShardRecord(sc).shardsRecord(ids, bounds));
        if (!_landedBy(input, consumer.transitionDigest(t), signatory)) revert NotShardedLanding(input);
        if (!consumer.isFinal(input)) revert NotFinal(input);
        delete tasks[input];
        balanceOf[task.payer] += task.fee;
        emit Reclaimed(input, task.payer, task.fee);
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
        (uint256 signed,) = registry.checkSignaturesAt(
            digest, ref, sig, consumer.thresholdNumerator(), consumer.thresholdDenominator()
        );
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
        _pools.push(Pool({
            referenceBlock: ref,
            openedAt: uint64(block.number),
            nonSigners: keccak256(abi.encode(sig.nonSignerKeys)),
            signedStake: signed,
            amount: amount,
            claimed: 0
        }));
        emit PoolOpened(pool, ref, amount, signed);
    }

    /// @notice The caller's share of `pool`: amount · stake / signedStake, its stake at the pool's reference
    /// block; `nonSignerKeys` are the batch signature's (they show the caller signed). Open for claimWindow
    /// blocks after the pool opened.
    function claim(uint256 pool, G1Point[] calldata nonSignerKeys) external returns (uint256 share) {
        if (pool >= _pools.length) revert UnknownPool(pool);
        Pool storage p = _pools[pool];
        uint256 closesAt = uint256(p.openedAt) + claimWindow;
        if (block.number > closesAt) revert ClaimWindowClosed(pool, closesAt);
        if (keccak256(abi.encode(nonSignerKeys)) != p.nonSigners) revert NonSignersMismatch(pool);
        if (claimed[pool][msg.sender]) revert AlreadyClaimed(msg.sender, pool);
        bytes32 id = registry.operatorIdOf(msg.sender);
        for (uint256 i; i < nonSignerKeys.length; ++i) {
            if (keccak256(abi.encodePacked(nonSignerKeys[i].X, nonSignerKeys[i].Y)) == id) {
                revert NotASigner(msg.sender, pool);
            }
        }
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
        if (pool >= _pools.length) revert UnknownPool(pool);
        Pool storage p = _pools[pool];
        uint256 closesAt = uint256(p.openedAt) + claimWindow;
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

    // ------------------------------------------------------------------ SLA

    /// @notice The EIP-712 domain separator, for this chain id.
    function DOMAIN_SEPARATOR() public view returns (bytes32) {
        return block.chainid == cachedChainId ? cachedDomain : _domain();
    }

    function _domain() private view returns (bytes32) {
        return keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256("deepcall TaskMarket"),
                keccak256("1"),
                block.chainid,
                address(this)
            )
        );
    }

    /// @notice The EIP-712 digest an operator signs to accept `input` by block `deadline` as a member of
    /// `committee` (keccak256 of the drawn member ids, packed).
    function acceptanceDigest(bytes32 input, uint64 deadline, bytes32 committee) public view returns (bytes32) {
        return keccak256(
            abi.encodePacked(
                "\x19\x01", DOMAIN_SEPARATOR(), keccak256(abi.encode(ACCEPTANCE_TYPEHASH, input, deadline, committee))
            )
        );
    }

    /// @notice SLA evidence: an operator's signed acceptance of `input` by `deadline`, posted after the
    /// deadline, within graceBlocks of it (or, against an operator that proved another value than the one
    /// that landed late, once that answer is final), when no answer landed by it. slashBps of the operator's stake when
    /// its acceptance was posted (accept; its stake now if it never was) is slashed: reporterBps of the cut
    /// is credited to the reporter, the rest burned. The acceptance must name the committee the chain drew
    /// for the task, with the operator in it (fixDraw). Reverts ForgedAcceptance, NotDrawn, BeforeDeadline,
    /// ReportWindowClosed, TaskLanded
    /// (an answer landed by the deadline), UnknownTask (never requested), Answered (the operator's answer
    /// was proven by the deadline — and, if an answer landed after it, it is the landed one:
    /// proveAnswered), NotFinal (it proved another value, and the late answer is not final yet),
    /// AlreadyReported.
    function reportNoShow(bytes32 input, uint64 deadline, bytes32 committee, uint8 v, bytes32 r, bytes32 s)
        external
    {
        (address operator, bytes32 id) = _drawnSigner(input, deadline, committee, v, r, s);
        if (block.number <= deadline) revert BeforeDeadline(deadline);
        bytes32 value = consumer.result(input);
        if (value == bytes32(0)) revert UnknownTask(input);
        bool landed = value != bytes32(uint256(1));
        if (landed && consumer.landedAt(input) <= deadline) revert TaskLanded(input);
        bytes32 proven = answeredValue[keccak256(abi.encode(input, deadline, id))];
        if (proven != bytes32(0)) {
            if (!landed || proven == value) revert Answered(input, operator);
            // It proved another value than the one that landed late: only the dispute game tells which was
            // right. A wrong landed answer is invalidated, never final, and the honest prover never slashed;
            // a right one becomes final, and the proof was not of the answer. So this report waits for it.
            if (!consumer.isFinal(input)) revert NotFinal(input);
        } else if (block.number > uint256(deadline) + graceBlocks) {
            revert ReportWindowClosed(uint256(deadline) + graceBlocks);
        }
        _slashNoShow(input, deadline, operator);
    }

    /// @dev The no-show slash of a report that passed reportNoShow's checks.
    function _slashNoShow(bytes32 input, uint64 deadline, address operator) internal {
        bytes32 key = keccak256(abi.encode(input, deadline, operator));
        if (reported[key]) revert AlreadyReported(input, operator);
        reported[key] = true;
        uint256 base = acceptedStake[key];
        if (base == 0) base = registry.stakeOf(operator);
        uint256 cut = base * slashBps / 10_000;
        uint256 reward = cut * reporterBps / 10_000;
        reporterCredit[msg.sender] += reward;
        // casting to 'uint96' is safe: cut ≤ a uint96 stake
        // forge-lint: disable-next-line(unsafe-typecast)
        registry.slash(operator, uint96(cut));
        emit NoShowSlashed(input, operator, msg.sender, cut, reward);
        _releaseHeld(input, operator);
    }

    // ------------------------------------------------------------------ the draw

    /// @notice The block whose prevrandao draws the open paid task `input`'s committee: its request block
    /// (deadline − slaBlocks) + drawDelay.
    function drawBlock(bytes32 input) public view returns (uint256) {
        uint64 due = tasks[input].deadline;
        if (due == 0) revert UnknownTask(input);
        return uint256(due) - slaBlocks + drawDelay;
    }

    /// @notice Records the committee of the open paid task `input` (anyone, once, after its draw block and
    /// while that block is in the BLOCKHASH window): `header` is the draw block's RLP header, `ids` the
    /// registry's operator set at the request block in ascending order (AssignmentDraw checks both).
    /// Reverts DrawUnset, UnknownTask, TooEarly, AlreadyDrawn, and the draw's BadHeader, SignersMismatch.
    function fixDraw(bytes32 input, bytes calldata header, bytes32[] calldata ids) external {
        IMarketDraw d = draw;
        if (address(d) == address(0)) revert DrawUnset();
        uint64 due = tasks[input].deadline;
        uint256 drawAt = drawBlock(input);
        if (block.number <= drawAt) revert TooEarly(drawAt);
        bytes32 key = keccak256(abi.encode(input, due));
        if (drawn[key] != bytes32(0)) revert AlreadyDrawn(input);
        // casting to 'uint32' is safe: block numbers fit 32 bits (the registry's history is kept in them)
        // forge-lint: disable-next-line(unsafe-typecast)
        (bytes32 rnd, bytes32[] memory members) = d.drawFor(input, drawAt, header, uint32(due - slaBlocks), ids, committeeSize);
        drawn[key] = keccak256(abi.encodePacked(members));
        for (uint256 i; i < members.length; ++i) {
            member[keccak256(abi.encode(input, due, members[i]))] = true;
        }
        emit CommitteeDrawn(input, due, drawAt, rnd, members);
    }

    /// @dev The operator and its id that signed an acceptance of (input, deadline, committee), checked to
    /// be a member of the committee the chain drew for it. Reverts ForgedAcceptance, NotDrawn.
    function _drawnSigner(bytes32 input, uint64 deadline, bytes32 committee, uint8 v, bytes32 r, bytes32 s)
        internal
        view
        returns (address operator, bytes32 id)
    {
        // the upper half of s would let a second signature of the same acceptance pass as new evidence
        if (uint256(s) > 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0) revert ForgedAcceptance();
        operator = ecrecover(acceptanceDigest(input, deadline, committee), v, r, s);
        id = operator == address(0) ? bytes32(0) : registry.operatorIdOf(operator);
        if (id == bytes32(0)) revert ForgedAcceptance();
        bytes32 record = drawn[keccak256(abi.encode(input, deadline))];
        if (record == bytes32(0) || record != committee || !member[keccak256(abi.encode(input, deadline, id))]) {
            revert NotDrawn(input, operator);
        }
    }

    // ------------------------------------------------------------------ capacity in use

    /// @notice Posts `operator`'s signed acceptance of the open paid task `input` (anyone may post it) and
    /// takes one unit of the operator's capacity of the task's class: CapacityRegistry.NoFreeCapacity when it
    /// has none free. The acceptance must name the committee the chain drew for the task (fixDraw), with the
    /// operator in it. Reverts CapacityUnset, ForgedAcceptance, UnknownTask, DeadlineMismatch (the
    /// acceptance must carry the task's deadline), NotDrawn, AcceptanceExpired, TaskLanded, AlreadyAccepted.
    function accept(bytes32 input, uint64 deadline, bytes32 committee, uint8 v, bytes32 r, bytes32 s) external {
        IMarketCapacity c = capacity;
        if (address(c) == address(0)) revert CapacityUnset();
        uint64 due = tasks[input].deadline;
        if (due == 0) revert UnknownTask(input);
        if (deadline != due) revert DeadlineMismatch(deadline, due);
        (address operator,) = _drawnSigner(input, deadline, committee, v, r, s);
        if (block.number > deadline) revert AcceptanceExpired(deadline);
        if (_landed(input)) revert TaskLanded(input);
        bytes32 key = keccak256(abi.encode(input, operator));
        if (holding[key]) revert AlreadyAccepted(input, operator);
        holding[key] = true;
        bytes32 class = taskClass[input];
        c.acquire(operator, class); // NoFreeCapacity propagates; an unregistered signer has none
        // the stake a no-show slash takes is the stake that backed the acceptance, held until the report
        // window closes
        acceptedStake[keccak256(abi.encode(input, deadline, operator))] = registry.stakeOf(operator);
        registry.lockStake(operator, deadline + graceBlocks);
        emit UnitHeld(input, operator, class);
    }

    /// @notice Gives back the unit `operator` holds for `input` once the task is over: its answer landed
    /// (valid or not), it was settled or reclaimed, or its deadline passed. Anyone may call it (the operator
    /// wants its capacity back). Reverts NotHeld, TaskOpen.
    function releaseUnit(bytes32 input, address operator) external {
        bytes32 key = keccak256(abi.encode(input, operator));
        if (!holding[key]) revert NotHeld(input, operator);
        uint64 due = tasks[input].deadline; // 0 once settled or reclaimed
        if (due != 0 && block.number <= due && !_landed(input)) revert TaskOpen(input, due);
        _release(key, input, operator);
    }

    function _releaseHeld(bytes32 input, address operator) internal {
        bytes32 key = keccak256(abi.encode(input, operator));
        if (holding[key]) _release(key, input, operator);
    }

    function _release(bytes32 key, bytes32 input, address operator) internal {
        delete holding[key];
        bytes32 class = taskClass[input];
        capacity.release(operator, class);
        emit UnitReleased(input, operator, class);
    }

    /// @notice Shows on chain, by the task's deadline, that the operators `operatorIds` answered the open
    /// task `t.input`: `sig` is a BLS signature over the consumer's transition digest of `t` (the very
    /// message they sign for landing) by every operator of the registry's set at t.referenceBlock except
    /// sig.nonSignerKeys, checked by the registry (checkSignaturesAt) at a threshold of any stake at all.
    /// One operator's own signature (all others non-signers) proves it alone; the aggregator's partial
    /// aggregate of a round that missed the quorum proves every signer in one transaction. Anyone may
    /// post it. An operator named here is never a no-show of the task (reportNoShow reverts Answered).
    ///
    /// What SLA measures: that the operator committed, in time, to an answer of this task: the digest
    /// binds the chain, the consumer (hence this market: a consumer's input is requested once, by one
    /// market), the manifest and the input, with REQUESTED as its old value, so no signature of another
    /// task, model or chain passes; the block this proof lands in is its time (a signature carries no
    /// trustworthy time of its own). Not that the answer is right: a signed wrong answer cannot land
    /// without a quorum, earns nothing, and a landed one is the dispute game's to refute.
    /// Reverts UnknownTask (no open task: never paid, settled or reclaimed), LateProof (after the
    /// deadline), NotAnswerOf, NotSigned, and the signature check's errors (BadSignature, ...).
    function proveAnswered(Transition calldata t, QuorumSignature calldata sig, bytes32[] calldata operatorIds)
        external
    {
        bytes32 input = t.input;
        uint64 deadline = tasks[input].deadline;
        if (deadline == 0) revert UnknownTask(input);
        if (block.number > deadline) revert LateProof(deadline);
        if (
            t.chainId != block.chainid || t.consumer != address(consumer) || t.manifest != consumer.manifest()
                || t.oldValue != bytes32(uint256(1)) || t.referenceBlock >= block.number
        ) revert NotAnswerOf(input);
        // threshold 1/2¹²⁸: any signed stake passes (stakes are uint96 sums, so the product cannot overflow)
        registry.checkSignaturesAt(consumer.transitionDigest(t), t.referenceBlock, sig, 1, 1 << 128);
        for (uint256 i; i < operatorIds.length; ++i) {
            bytes32 id = operatorIds[i];
            // in the set at the reference block and not subtracted: its key is in the signers' aggregate,
            // which (keys registered with proofs of possession) cannot verify without its signature
            if (registry.stakeAt(id, t.referenceBlock) == 0) revert NotSigned(id);
            for (uint256 j; j < sig.nonSignerKeys.length; ++j) {
                if (keccak256(abi.encodePacked(sig.nonSignerKeys[j].X, sig.nonSignerKeys[j].Y)) == id) {
                    revert NotSigned(id);
                }
            }
            bytes32 key = keccak256(abi.encode(input, deadline, id));
            if (answeredValue[key] == bytes32(0)) {
                answeredValue[key] = t.newValue;
                emit AnswerProven(input, id, t.referenceBlock);
            }
        }
    }

    // ------------------------------------------------------------------ views

    function pools() external view returns (uint256) {
        return _pools.length;
    }

    function poolOf(uint256 pool) external view returns (Pool memory) {
        return _pools[pool];
    }

    /// @dev Whether input's landing word keeps the record of (digest, signatory): its low 224 bits are those
    /// of keccak256(abi.encode(digest, signatory)) (DeepcallConsumer), so that signature landed it.
    function _landedBy(bytes32 input, bytes32 digest, bytes32 signatory) internal view returns (bool) {
        return uint256(consumer.landing(input)) << 32 == uint256(keccak256(abi.encode(digest, signatory))) << 32;
    }

    function _landed(bytes32 input) internal view returns (bool) {
        bytes32 v = consumer.result(input);
        return v != bytes32(0) && v != bytes32(uint256(1));
    }
}
