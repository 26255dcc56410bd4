// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {Transition} from "./DeepcallConsumer.sol";
import {BlsBn254, G1Point, G2Point} from "./BlsBn254.sol";
import {BlsQuorum, QuorumSignature} from "./BlsSignatureChecker.sol";
import {BatchTree} from "./BatchTree.sol";
import {DisputeGame} from "./DisputeGame.sol";

/// @notice What AttestationConsumer reads of EpochRegistry.
interface IEpochSource {
    function epochs(uint64 epoch)
        external
        view
        returns (bytes32 root, uint64 count, uint64 committedAt, uint32 referenceBlock, bytes32 books);
    function sampleSeed(uint64 epoch) external view returns (bytes32);
    function sampleAt(uint64 epoch, uint256 j) external view returns (uint64);
    function sampleSize(uint64 count) external view returns (uint256);
    function underRoot(bytes32 root, uint64 count, bytes32 leaf, uint64 position, bytes32[] calldata siblings)
        external
        pure
        returns (bool);
    function registry() external view returns (address);
    function sampleDelay() external view returns (uint256);
    function sampleWindow() external view returns (uint256);
}

/// @notice What AttestationConsumer needs of the operator registry: the operator behind a key, its stake,
/// and slashing a forfeit (this contract must be one of the registry's SLA slashers).
interface IAttesterRegistry {
    function operatorOf(bytes32 operatorId) external view returns (address);
    function stakeOf(address operator) external view returns (uint96);
    function slash(address operator, uint96 amount) external;
}

/// @notice An attester's signature of the body that holds a presented attestation: its BLS signature σ over
/// the body's BatchTree digest, its G2 and G1 keys (the G1 key registered to the attester), and the batch
/// proof of the attestation's leaf in the body (count, position, siblings bottom-up). σ and pk2 come first,
/// as in a QuorumSignature, whose pairing check reads just those two.
struct AttesterSignature {
    G1Point sigma;
    G2Point pk2;
    G1Point pk1;
    uint256 count;
    uint256 position;
    bytes32[] siblings;
}

/// @title AttestationConsumer
/// @notice The audit and the books of epoch attestations (attest/SPEC.md, "Audit"). Every leaf of an epoch
/// committed on EpochRegistry is the digest of a Transition to this contract: index = the epoch, input = the
/// request's input hash, newValue = the attested answer (protocol.ResultValue), slot = timestamp << 160 |
/// operator, oldValue = the hardware class, referenceBlock = the epoch's; and the attester BLS-signed the
/// BatchTree digest of the leaves of each body it posted. So a sampled attestation is, to DisputeGame, a
/// result landed in a batch: `present` proves it under the epoch root at a sampled position and exposes it
/// through IDisputedConsumer (landing, isValid, invalidate), anyone opens the DisputeGame on it, and a
/// succeeded challenge charges exactly the attester (`liability`). `present` checks the attester's own BLS
/// signature of the body holding the attestation and records it as the landing's signatory, so nobody can
/// present, and get slashed, an attestation its named attester never signed. DisputeGame must be the
/// OperatorRegistry's slasher (it is, for LLMConsumer) and this contract's `game`, and must admit it.
///
/// Reveal or forfeit. A sampled attestation commits to an answer by its hash only; nobody can open a game on
/// it without the (root, tokens) behind it. So once the sample is drawn, each sampled attestation's answer
/// must be revealed on chain (`reveal`: anyone holding it, the attester first of all) by `revealEnd`
/// (the sample window's end plus revealBlocks). After that, an unrevealed sampled attestation is forfeited
/// by anyone who proves its attester signed it (`forfeit`): the attester loses its whole fee of the epoch and
/// forfeitBps of its stake. A withheld answer is then a loss, never a way out of the audit.
///
/// Books. A payer funds an epoch with fee per attestation (`fund`, exactly fee · count). Once the audit
/// window has passed (`auditEnd`: sampleDelay + sampleWindow + auditBlocks after the commit), the presented
/// attestations are scanned in pages (`scan`, anyone: each page bounded by its caller; an attestation is
/// scanned once its challenge window has closed and no challenge of its input is undecided) and `payEpoch`
/// with the books the quorum signed (attest.Books) credits each attester fee · its count — or its payer,
/// for an attester caught on this epoch (a presented attestation whose signers the game slashed, or a
/// forfeit), and for every attester of an epoch whose sample was never drawn (nothing was audited). payEpoch
/// reads one flag per attester in the books, however many attestations were presented. Credits are pulled
/// (`withdraw`). What was funded is exactly what is credited: no wei is created, lost or stuck.
contract AttestationConsumer {
    /// @notice keccak256("deepcall/transition/v1") (DeepcallConsumer.TRANSITION_DOMAIN).
    bytes32 public constant TRANSITION_DOMAIN = keccak256("deepcall/transition/v1");
    /// @notice keccak256("deepcall/signatory/attester/v1"), the first word of a presented attestation's
    /// signatory.
    bytes32 public constant ATTESTER_SIGNATORY = keccak256("deepcall/signatory/attester/v1");
    /// @notice liability proof kind: abi.encode(LIABLE_ATTESTER, attester operator id).
    uint256 public constant LIABLE_ATTESTER = 3;

    IEpochSource public immutable epochs;
    /// @notice The DisputeGame that referees presented attestations (the only caller of invalidate).
    address public immutable game;
    /// @notice The model manifest every attestation's answer is of.
    bytes32 public immutable manifest;
    /// @notice Wei paid per attestation.
    uint256 public immutable fee;
    /// @notice Blocks after the sample window during which sampled attestations are presented (and their
    /// disputes resolved) before the epoch pays out.
    uint256 public immutable auditBlocks;
    /// @notice Blocks after the sample window by which a sampled attestation's answer must be revealed.
    uint256 public immutable revealBlocks;
    /// @notice The share of a forfeiting attester's stake slashed, in basis points.
    uint256 public immutable forfeitBps;

    struct Claim {
        bytes32 value;
        bool invalid;
    }

    struct Presented {
        address operator;
        uint32 referenceBlock;
        bytes32 digest;
        bytes32 input;
    }

    /// @notice The attestation last presented for an input.
    mapping(bytes32 input => Claim) public claims;
    /// @dev The landing record of the attestation last presented for an input: keccak256(abi.encode(leaf,
    /// attesterSignatory)), what DisputeGame.open checks a challenge against.
    mapping(bytes32 input => bytes32) internal _landing;
    mapping(uint64 epoch => Presented[]) internal _presented;
    mapping(bytes32 digest => bool) public presented;
    mapping(uint64 epoch => address) public payer;
    mapping(uint64 epoch => bool) public paid;
    mapping(address account => uint256) public credit;
    /// @notice Leaves whose answer was revealed (reveal).
    mapping(bytes32 digest => bool) public revealed;
    /// @notice Leaves forfeited for an unrevealed answer (forfeit): once each.
    mapping(bytes32 digest => bool) public forfeited;
    /// @notice Attesters caught on an epoch (a presented attestation slashed, or a forfeit): their share
    /// of the epoch goes back to its payer.
    mapping(uint64 epoch => mapping(address operator => bool)) public caught;
    /// @notice How many of the epoch's presented attestations scan has looked at.
    mapping(uint64 epoch => uint256) public scanned;

    event AttestationPresented(
        uint64 indexed epoch, uint256 draw, uint64 position, address indexed operator, bytes32 input
    );
    event Invalidated(bytes32 indexed input, bytes32 value);
    event EpochFunded(uint64 indexed epoch, address payer, uint256 amount);
    event EpochPaid(uint64 indexed epoch, uint256 toOperators, uint256 refunded);
    /// @notice The request and answer behind a sampled attestation: inputHash(prompt, n) is its input and
    /// resultValue(root, tokens) its new value — all an auditor needs to re-execute it and open a game.
    event Revealed(
        uint64 indexed epoch,
        bytes32 indexed input,
        bytes32 digest,
        uint256[] prompt,
        uint256 n,
        bytes32 root,
        uint256[] tokens
    );
    /// @notice A sampled attestation's answer was not revealed in time: its attester was slashed `cut`.
    event Forfeited(uint64 indexed epoch, address indexed operator, bytes32 digest, uint256 cut);
    /// @notice An attester was caught on an epoch.
    event Caught(uint64 indexed epoch, address indexed operator);

    error UnknownEpoch(uint64 epoch);
    error NotSampled(uint64 epoch, uint256 draw, uint256 sampleSize);
    error NotAnAttestation();
    error NotUnderRoot();
    error AuditClosed(uint64 epoch, uint256 end);
    error AuditOpen(uint64 epoch, uint256 end);
    error NotArbiter(address sender);
    error WrongFunding(uint256 sent, uint256 required);
    error AlreadyFunded(uint64 epoch);
    error NotFunded(uint64 epoch);
    error AlreadyPaid(uint64 epoch);
    error BadBooks();
    error WithdrawFailed();
    /// @notice The key given is not the named attester's, or its signature of the body does not verify.
    error BadAttesterSignature();
    /// @notice A liability proof that does not open the challenge's signatory.
    error NotLiable(uint256 challengeId);
    /// @notice reveal with a request that does not hash to the attestation's input, or a root and tokens
    /// that do not hash to its new value.
    error WrongAnswer();
    /// @notice reveal after revealEnd.
    error RevealClosed(uint64 epoch, uint256 end);
    /// @notice forfeit before revealEnd (until `end`), or after auditEnd.
    error RevealOpen(uint64 epoch, uint256 end);
    /// @notice forfeit of a revealed (or already forfeited) attestation.
    error NotForfeitable(bytes32 digest);
    /// @notice scan of an attestation whose challenge window is open or whose challenge is undecided.
    error Undecided(bytes32 input);
    /// @notice payEpoch before every presented attestation was scanned.
    error NotScanned(uint64 epoch, uint256 scanned, uint256 presented);
    /// @notice revealBlocks not below auditBlocks (a forfeit needs time before the payout), or a forfeit
    /// share over 10,000 basis points.
    error BadTerms();

    constructor(
        IEpochSource epochs_,
        address game_,
        bytes32 manifest_,
        uint256 fee_,
        uint256 auditBlocks_,
        uint256 revealBlocks_,
        uint256 forfeitBps_
    ) {
        if (revealBlocks_ >= auditBlocks_ || forfeitBps_ > 10_000) revert BadTerms();
        epochs = epochs_;
        game = game_;
        manifest = manifest_;
        fee = fee_;
        auditBlocks = auditBlocks_;
        revealBlocks = revealBlocks_;
        forfeitBps = forfeitBps_;
    }

    /// @notice The leaf of an attestation: its transition digest (protocol.Transition.Digest).
    function leaf(Transition calldata t) public pure returns (bytes32) {
        return keccak256(abi.encode(TRANSITION_DOMAIN, t));
    }

    /// @notice The first block at which epoch `epoch` may pay out; presentations end before it.
    function auditEnd(uint64 epoch) public view returns (uint256) {
        return _windowEnd(epoch) + auditBlocks;
    }

    /// @notice The first block at which a sampled attestation of `epoch` not yet revealed may be forfeited;
    /// reveals end before it.
    function revealEnd(uint64 epoch) public view returns (uint256) {
        return _windowEnd(epoch) + revealBlocks;
    }

    /// @dev The end of the epoch's sample window (its last block + 1).
    function _windowEnd(uint64 epoch) internal view returns (uint256) {
        (, uint64 count, uint64 committedAt,,) = epochs.epochs(epoch);
        if (count == 0) revert UnknownEpoch(epoch);
        return committedAt + epochs.sampleDelay() + epochs.sampleWindow();
    }

    /// @notice The signatory of an attestation (protocol.AttesterSignatory): its reference block and its
    /// attester's operator id.
    function attesterSignatory(uint32 referenceBlock, bytes32 operatorId) public pure returns (bytes32) {
        return keccak256(abi.encode(ATTESTER_SIGNATORY, referenceBlock, operatorId));
    }

    /// @notice Presents draw `draw` of epoch `epoch`'s sample: `t`, whose digest sits at the drawn position of
    /// the epoch's tree (siblings bottom-up) and which its attester (t.slot's operator) signed in a body
    /// (`a`: checked here), becomes the claim DisputeGame.open checks for t.input. Anyone may call it (an
    /// auditor whose re-execution disagreed) until auditEnd; presenting again re-arms the claim (a later
    /// presentation of another attestation of the same input replaced it).
    function present(
        uint64 epoch,
        uint256 draw,
        Transition calldata t,
        bytes32[] calldata siblings,
        AttesterSignature calldata a
    ) external {
        bytes32 d = _attestation(epoch, t);
        uint256 end = auditEnd(epoch);
        if (block.number >= end) revert AuditClosed(epoch, end);
        uint64 position = _drawn(epoch, draw, d, siblings);
        address operator = address(uint160(uint256(t.slot)));
        bytes32 id = _checkAttester(d, operator, a);
        if (!presented[d]) {
            presented[d] = true;
            _presented[epoch].push(Presented(operator, t.referenceBlock, d, t.input));
        }
        claims[t.input] = Claim(t.newValue, false);
        _landing[t.input] = keccak256(abi.encode(d, attesterSignatory(t.referenceBlock, id)));
        emit AttestationPresented(epoch, draw, position, operator, t.input);
    }

    /// @notice Reveals the request and answer behind draw `draw` of epoch `epoch`'s sample: `t` sits at the
    /// drawn position, inputHash(prompt, n) = keccak256(abi.encodePacked(n, prompt.length, prompt)) is its
    /// input and resultValue(root, tokens) its new value. Anyone may call it (the attester, or anyone holding
    /// them) until revealEnd; the Revealed event is what auditors re-execute and dispute from, so a revealed
    /// attestation needs nothing off chain to be audited.
    function reveal(
        uint64 epoch,
        uint256 draw,
        Transition calldata t,
        bytes32[] calldata siblings,
        uint256[] calldata prompt,
        uint256 n,
        bytes32 root,
        uint256[] calldata tokens
    ) external {
        bytes32 d = _attestation(epoch, t);
        uint256 end = revealEnd(epoch);
        if (block.number >= end) revert RevealClosed(epoch, end);
        _drawn(epoch, draw, d, siblings);
        if (
            keccak256(abi.encodePacked(n, prompt.length, prompt)) != t.input
                || keccak256(abi.encodePacked(root, tokens)) != t.newValue
        ) revert WrongAnswer();
        revealed[d] = true;
        emit Revealed(epoch, t.input, d, prompt, n, root, tokens);
    }

    /// @notice Forfeits draw `draw` of epoch `epoch`'s sample, whose answer nobody revealed by revealEnd:
    /// `a` proves its attester signed it. The attester is caught on the epoch (its fee goes to the payer)
    /// and forfeitBps of its stake is slashed. Anyone may call it, from revealEnd until auditEnd, once per
    /// attestation.
    function forfeit(
        uint64 epoch,
        uint256 draw,
        Transition calldata t,
        bytes32[] calldata siblings,
        AttesterSignature calldata a
    ) external {
        bytes32 d = _attestation(epoch, t);
        uint256 from = revealEnd(epoch);
        if (block.number < from || block.number >= auditEnd(epoch)) revert RevealOpen(epoch, from);
        if (revealed[d] || forfeited[d]) revert NotForfeitable(d);
        _drawn(epoch, draw, d, siblings);
        address operator = address(uint160(uint256(t.slot)));
        _checkAttester(d, operator, a);
        forfeited[d] = true;
        _catch(epoch, operator);
        IAttesterRegistry r = IAttesterRegistry(epochs.registry());
        uint256 cut = uint256(r.stakeOf(operator)) * forfeitBps / 10_000;
        // casting to 'uint96' is safe: cut ≤ a uint96 stake
        // forge-lint: disable-next-line(unsafe-typecast)
        r.slash(operator, uint96(cut));
        emit Forfeited(epoch, operator, d, cut);
    }

    /// @dev Checks that `t` is an attestation of epoch `epoch` to this contract (chain, consumer, manifest,
    /// the epoch as its index, the epoch's reference block); returns its leaf.
    function _attestation(uint64 epoch, Transition calldata t) internal view returns (bytes32) {
        (,,, uint32 ref,) = epochs.epochs(epoch);
        if (
            t.consumer != address(this) || t.chainId != block.chainid || t.manifest != manifest || t.index != epoch
                || t.referenceBlock != ref
        ) {
            revert NotAnAttestation();
        }
        return leaf(t);
    }

    function _catch(uint64 epoch, address operator) internal {
        if (!caught[epoch][operator]) {
            caught[epoch][operator] = true;
            emit Caught(epoch, operator);
        }
    }

    /// @dev Checks that leaf `d` sits at draw `draw` of epoch `epoch`'s sample (siblings bottom-up); returns
    /// the drawn position.
    function _drawn(uint64 epoch, uint256 draw, bytes32 d, bytes32[] calldata siblings)
        internal
        view
        returns (uint64 position)
    {
        (bytes32 root, uint64 count,,,) = epochs.epochs(epoch);
        if (count == 0) revert UnknownEpoch(epoch);
        uint256 size = epochs.sampleSize(count);
        if (draw >= size) revert NotSampled(epoch, draw, size);
        position = epochs.sampleAt(epoch, draw); // SampleNotDrawn before the draw
        if (!epochs.underRoot(root, count, d, position, siblings)) revert NotUnderRoot();
    }

    /// @dev Checks that `a` is `operator`'s signature of a body holding the leaf `d`; returns its operator id.
    function _checkAttester(bytes32 d, address operator, AttesterSignature calldata a) internal view returns (bytes32 id) {
        id = BlsBn254.hashG1(a.pk1.X, a.pk1.Y);
        if (IAttesterRegistry(epochs.registry()).operatorOf(id) != operator || operator == address(0)) {
            revert BadAttesterSignature();
        }
        bytes32 body = BatchTree.digestFromProof(d, a.count, a.position, a.siblings);
        QuorumSignature calldata q;
        assembly ("memory-safe") {
            q := a
        }
        if (!BlsQuorum.verify(body, a.pk1.X, a.pk1.Y, q)) revert BadAttesterSignature();
    }

    /// @notice The attestations of an epoch presented so far.
    function presentedOf(uint64 epoch) external view returns (Presented[] memory) {
        return _presented[epoch];
    }

    // ------------------------------------------------------------------ IDisputedConsumer

    function result(bytes32 input) external view returns (bytes32) {
        return claims[input].value;
    }

    /// @notice The landing record of the attestation last presented for `input` (0: none).
    function landing(bytes32 input) external view returns (bytes32) {
        return _landing[input];
    }

    function registry() external view returns (address) {
        return epochs.registry();
    }

    /// @notice The dispute game that referees presented attestations.
    function arbiter() external view returns (address) {
        return game;
    }

    /// @notice Whom a succeeded challenge on a presented attestation charges: its attester alone, whose id
    /// `proof` (abi.encode(LIABLE_ATTESTER, id)) names and the challenge's signatory binds.
    function liability(uint256 challengeId, bytes calldata proof)
        external
        view
        returns (bytes32 signers, uint256 count)
    {
        DisputeGame.Challenge memory c = DisputeGame(game).challenge(challengeId);
        if (c.consumer != address(this) || proof.length != 64) revert NotLiable(challengeId);
        (uint256 kind, bytes32 id) = abi.decode(proof, (uint256, bytes32));
        if (kind != LIABLE_ATTESTER || attesterSignatory(c.referenceBlock, id) != c.signatory) {
            revert NotLiable(challengeId);
        }
        return (keccak256(abi.encodePacked(id)), 1);
    }

    function isValid(bytes32 input) external view returns (bool) {
        Claim storage c = claims[input];
        return c.value != 0 && !c.invalid;
    }

    /// @notice DisputeGame ruled the presented attestation of `input` wrong.
    function invalidate(bytes32 input) external {
        if (msg.sender != game) revert NotArbiter(msg.sender);
        claims[input].invalid = true;
        emit Invalidated(input, claims[input].value);
    }

    // ------------------------------------------------------------------ books

    /// @notice Escrows epoch `epoch`'s fees: exactly fee · count, once.
    function fund(uint64 epoch) external payable {
        (, uint64 count,,,) = epochs.epochs(epoch);
        if (count == 0) revert UnknownEpoch(epoch);
        if (payer[epoch] != address(0)) revert AlreadyFunded(epoch);
        uint256 due = fee * count;
        if (msg.value != due) revert WrongFunding(msg.value, due);
        payer[epoch] = msg.sender;
        emit EpochFunded(epoch, msg.sender, due);
    }

    /// @notice Looks at the next `max` presented attestations of epoch `epoch` (from auditEnd on, when no
    /// more are presented): an attestation whose signers DisputeGame slashed catches its attester. Each must
    /// be past its challenge window with no challenge of its input undecided (Undecided otherwise: scan
    /// again later), so that no lie is paid because its dispute ended after the payout. Anyone may call it;
    /// each call's work is bounded by `max`.
    function scan(uint64 epoch, uint256 max) external {
        uint256 end = auditEnd(epoch);
        if (block.number < end) revert AuditOpen(epoch, end);
        Presented[] storage pr = _presented[epoch];
        uint256 from = scanned[epoch];
        uint256 to = pr.length - from > max ? from + max : pr.length;
        DisputeGame g = DisputeGame(game);
        uint256 window = g.challengeWindow();
        for (uint256 i = from; i < to; ++i) {
            Presented storage x = pr[i];
            if (block.number <= uint256(x.referenceBlock) + window || g.undecided(address(this), x.input) != 0) {
                revert Undecided(x.input);
            }
            if (g.slashedFor(x.digest)) _catch(epoch, x.operator);
        }
        scanned[epoch] = to;
    }

    /// @notice Pays epoch `epoch` out from its books (`operators`, `counts`: keccak256(abi.encodePacked(
    /// operators, counts)) must be the books the quorum signed, the counts summing to the epoch's count):
    /// fee · count to each attester, or to the payer for an attester caught on this epoch, and all of it to
    /// the payer when the epoch's sample was never drawn. Anyone may call it, once, from auditEnd on, after
    /// every presented attestation was scanned.
    function payEpoch(uint64 epoch, address[] calldata operators, uint64[] calldata counts) external {
        (, uint64 count,,, bytes32 books) = epochs.epochs(epoch);
        uint256 end = auditEnd(epoch);
        if (block.number < end) revert AuditOpen(epoch, end);
        address p = payer[epoch];
        if (p == address(0)) revert NotFunded(epoch);
        if (paid[epoch]) revert AlreadyPaid(epoch);
        uint256 n = _presented[epoch].length;
        if (scanned[epoch] != n) revert NotScanned(epoch, scanned[epoch], n);
        if (operators.length != counts.length || keccak256(abi.encodePacked(operators, counts)) != books) {
            revert BadBooks();
        }
        paid[epoch] = true;
        (uint256 total, uint256 toOperators) = _credit(epoch, p, operators, counts);
        if (total != count) revert BadBooks();
        emit EpochPaid(epoch, toOperators, fee * count - toOperators);
    }

    /// @dev Credits each attester of the books fee · its count, or the payer `p` for an attester caught on
    /// the epoch and for all of an epoch never drawn; returns the books' total count and what attesters got.
    function _credit(uint64 epoch, address p, address[] calldata operators, uint64[] calldata counts)
        internal
        returns (uint256 total, uint256 toOperators)
    {
        bool audited = epochs.sampleSeed(epoch) != bytes32(0);
        for (uint256 i; i < operators.length; ++i) {
            total += counts[i];
            uint256 amount = fee * counts[i];
            if (audited && !caught[epoch][operators[i]]) {
                credit[operators[i]] += amount;
                toOperators += amount;
            } else {
                credit[p] += amount;
            }
        }
    }

    /// @notice Pays out msg.sender's credit.
    function withdraw() external {
        uint256 amount = credit[msg.sender];
        if (amount == 0) revert WithdrawFailed();
        credit[msg.sender] = 0;
        (bool ok,) = msg.sender.call{value: amount}("");
        if (!ok) revert WithdrawFailed();
    }
}
