// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {QuorumSignature} from "./BlsSignatureChecker.sol";
import {Transition} from "./DeepcallConsumer.sol";
import {IMarketCapacity, IMarketConsumer, IMarketDraw, IMarketRegistry} from "./IMarket.sol";

/// @title TaskMarketSla
/// @notice TaskMarket's SLA half: the committee draw, capacity in use, acceptances, proofs of answers and
/// no-show slashes (TaskMarket is this and its fees).
///
/// Capacity in use: a committee member's signed acceptance of a paid task, posted with `accept` (by anyone:
/// the router, the member), takes one unit of the member's capacity of the task's class in the
/// CapacityRegistry (this market is its assigner), so its free capacity (committed − in use) bounds the
/// tasks an operator holds at once: a drawn member without a free unit cannot accept. The unit comes back, pull-based and per member, through
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
abstract contract TaskMarketSla {
    error NotOwner();
    error UnknownTask(bytes32 input);
    /// @notice reclaim of a task whose answer landed (settle it instead).
    error TaskLanded(bytes32 input);
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
    /// @notice settle that paid nothing while an item landed by this signature is not final yet.
    error NotFinal(bytes32 input);
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
    /// slaBlocks, or slaBlocks past MAX_SLA_BLOCKS.
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
    /// @notice `operator` accepted `input` by `deadline` and nothing landed: `cut` of its stake was slashed,
    /// `reward` of it credited to the reporter, the rest burned.
    event NoShowSlashed(
        bytes32 indexed input, address indexed operator, address indexed reporter, uint256 cut, uint256 reward
    );
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
    event CommitteeDrawn(
        bytes32 indexed input, uint64 deadline, uint256 drawBlock, bytes32 randomness, bytes32[] members
    );

    struct Task {
        address payer;
        uint64 deadline;
        uint128 fee;
        uint128 rateWork; // baseRate · work
    }

    IMarketConsumer public immutable consumer;
    IMarketRegistry public immutable registry;
    address public immutable owner;
    uint64 public immutable slaBlocks;
    uint64 public immutable graceBlocks;
    uint64 public immutable drawDelay;
    uint256 public immutable slashBps;
    uint256 public immutable reporterBps;

    /// @notice EIP-712: an operator's acceptance of a task, signed with its operator (ECDSA) key.
    /// committee = keccak256(abi.encodePacked(member ids)): the assignment it was given for.
    bytes32 public constant ACCEPTANCE_TYPEHASH =
        keccak256("Acceptance(bytes32 input,uint64 deadline,bytes32 committee)");
    // The EIP-712 domain at deployment, and its chain: after a fork that
    // changes the chain id, the domain is recomputed, so an acceptance signed
    // on the other chain does not verify here.
    bytes32 private immutable cachedDomain;
    uint256 private immutable cachedChainId;

    mapping(bytes32 input => Task) public tasks;
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

    /// @notice The longest SLA: the draw block's header must stay readable (BLOCKHASH: 256 blocks) until the
    /// deadline and some way past it, so that fixDraw, which every accept needs, can be sent until then. A
    /// report of an acceptance never posted by accept needs the draw recorded too: within 256 blocks of
    /// the draw block (the devnet's reporters post within graceBlocks of the deadline).
    uint64 public constant MAX_SLA_BLOCKS = 200;

    /// @dev The terms of the SLA half, checked here: slashBps and reporterBps at most 10,000; a draw delay of
    /// at least 2 blocks and under slaBlocks; slaBlocks at most MAX_SLA_BLOCKS.
    constructor(
        IMarketConsumer consumer_,
        IMarketRegistry registry_,
        uint64 slaBlocks_,
        uint64 graceBlocks_,
        uint64 drawDelay_,
        uint256 slashBps_,
        uint256 reporterBps_
    ) {
        if (slashBps_ > 10_000 || reporterBps_ > 10_000) revert BadSlashTerms();
        if (drawDelay_ < 2 || drawDelay_ >= slaBlocks_ || slaBlocks_ > MAX_SLA_BLOCKS) {
            revert BadDrawDelay(drawDelay_);
        }
        consumer = consumer_;
        registry = registry_;
        owner = msg.sender;
        slaBlocks = slaBlocks_;
        graceBlocks = graceBlocks_;
        drawDelay = drawDelay_;
        slashBps = slashBps_;
        reporterBps = reporterBps_;
        cachedChainId = block.chainid;
        cachedDomain = _domain();
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
    function reportNoShow(bytes32 input, uint64 deadline, bytes32 committee, uint8 v, bytes32 r, bytes32 s) external {
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
        (bytes32 rnd, bytes32[] memory members) =
            d.drawFor(input, drawAt, header, uint32(due - slaBlocks), ids, committeeSize);
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

    // ------------------------------------------------------------------ the consumer's record

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
