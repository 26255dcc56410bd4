// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {Transition} from "./DeepcallConsumer.sol";
import {BlsBn254, G1Point, G2Point} from "./BlsBn254.sol";
import {BlsQuorum, QuorumSignature} from "./BlsSignatureChecker.sol";
import {BatchTree} from "./BatchTree.sol";
import {DisputeGame} from "./DisputeGame.sol";

/// @notice What AttestationConsumer reads of EpochRegistry.
interface IEpochSource {
    function epochs(uint64 epoch) external view returns (bytes32 root, uint64 count, uint64 committedAt, bytes32 books);
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

/// @notice What AttestationConsumer reads of the operator registry: the operator behind a key.
interface IAttesterRegistry {
    function operatorOf(bytes32 operatorId) external view returns (address);
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
/// Books. A payer funds an epoch with fee per attestation (`fund`, exactly fee · count). Once the audit
/// window has passed (`auditEnd`: sampleDelay + sampleWindow + auditBlocks after the commit), `payEpoch`
/// with the books the quorum signed (attest.Books) credits each attester fee · its count, unless one of its
/// presented attestations of the epoch had its signers slashed: its share then returns to the payer.
/// Credits are pulled (`withdraw`). What was funded is exactly what is credited: no wei is created, lost or
/// stuck.
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

    struct Claim {
        bytes32 value;
        bool invalid;
    }

    struct Presented {
        address operator;
        bytes32 digest;
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

    event AttestationPresented(
        uint64 indexed epoch, uint256 draw, uint64 position, address indexed operator, bytes32 input
    );
    event Invalidated(bytes32 indexed input, bytes32 value);
    event EpochFunded(uint64 indexed epoch, address payer, uint256 amount);
    event EpochPaid(uint64 indexed epoch, uint256 toOperators, uint256 refunded);

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

    constructor(IEpochSource epochs_, address game_, bytes32 manifest_, uint256 fee_, uint256 auditBlocks_) {
        epochs = epochs_;
        game = game_;
        manifest = manifest_;
        fee = fee_;
        auditBlocks = auditBlocks_;
    }

    /// @notice The leaf of an attestation: its transition digest (protocol.Transition.Digest).
    function leaf(Transition calldata t) public pure returns (bytes32) {
        return keccak256(abi.encode(TRANSITION_DOMAIN, t));
    }

    /// @notice The first block at which epoch `epoch` may pay out; presentations end before it.
    function auditEnd(uint64 epoch) public view returns (uint256) {
        (, uint64 count, uint64 committedAt,) = epochs.epochs(epoch);
        if (count == 0) revert UnknownEpoch(epoch);
        return committedAt + epochs.sampleDelay() + epochs.sampleWindow() + auditBlocks;
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
        if (t.consumer != address(this) || t.chainId != block.chainid || t.manifest != manifest || t.index != epoch) {
            revert NotAnAttestation();
        }
        bytes32 d = leaf(t);
        uint64 position = _drawn(epoch, draw, d, siblings);
        address operator = address(uint160(uint256(t.slot)));
        bytes32 id = _checkAttester(d, operator, a);
        if (!presented[d]) {
            presented[d] = true;
            _presented[epoch].push(Presented(operator, d));
        }
        claims[t.input] = Claim(t.newValue, false);
        _landing[t.input] = keccak256(abi.encode(d, attesterSignatory(t.referenceBlock, id)));
        emit AttestationPresented(epoch, draw, position, operator, t.input);
    }

    /// @dev Checks that leaf `d` sits at draw `draw` of epoch `epoch`'s sample (siblings bottom-up) while its
    /// audit is open; returns the drawn position.
    function _drawn(uint64 epoch, uint256 draw, bytes32 d, bytes32[] calldata siblings)
        internal
        view
        returns (uint64 position)
    {
        (bytes32 root, uint64 count, uint64 committedAt,) = epochs.epochs(epoch);
        if (count == 0) revert UnknownEpoch(epoch);
        uint256 end = committedAt + epochs.sampleDelay() + epochs.sampleWindow() + auditBlocks;
        if (block.number >= end) revert AuditClosed(epoch, end);
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
        (, uint64 count,,) = epochs.epochs(epoch);
        if (count == 0) revert UnknownEpoch(epoch);
        if (payer[epoch] != address(0)) revert AlreadyFunded(epoch);
        uint256 due = fee * count;
        if (msg.value != due) revert WrongFunding(msg.value, due);
        payer[epoch] = msg.sender;
        emit EpochFunded(epoch, msg.sender, due);
    }

    /// @notice Pays epoch `epoch` out from its books (`operators`, `counts`: keccak256(abi.encodePacked(
    /// operators, counts)) must be the books the quorum signed, the counts summing to the epoch's count):
    /// fee · count to each attester, or to the payer for an attester slashed on an attestation of this epoch.
    /// Anyone may call it, once, from auditEnd on.
    function payEpoch(uint64 epoch, address[] calldata operators, uint64[] calldata counts) external {
        (, uint64 count, uint64 committedAt, bytes32 books) = epochs.epochs(epoch);
        if (count == 0) revert UnknownEpoch(epoch);
        uint256 end = committedAt + epochs.sampleDelay() + epochs.sampleWindow() + auditBlocks;
        if (block.number < end) revert AuditOpen(epoch, end);
        address p = payer[epoch];
        if (p == address(0)) revert NotFunded(epoch);
        if (paid[epoch]) revert AlreadyPaid(epoch);
        if (operators.length != counts.length || keccak256(abi.encodePacked(operators, counts)) != books) {
            revert BadBooks();
        }
        paid[epoch] = true;
        address[] memory caught = _caught(epoch);
        uint256 total;
        uint256 toOperators;
        for (uint256 i; i < operators.length; ++i) {
            total += counts[i];
            toOperators += _pay(p, operators[i], fee * counts[i], caught);
        }
        if (total != count) revert BadBooks();
        emit EpochPaid(epoch, toOperators, fee * count - toOperators);
    }

    /// @dev The attesters of the epoch's presented attestations whose signers DisputeGame slashed.
    function _caught(uint64 epoch) internal view returns (address[] memory caught) {
        Presented[] storage pr = _presented[epoch];
        caught = new address[](pr.length);
        uint256 n;
        for (uint256 i; i < pr.length; ++i) {
            if (DisputeGame(game).slashedFor(pr[i].digest)) caught[n++] = pr[i].operator;
        }
        assembly ("memory-safe") {
            mstore(caught, n)
        }
    }

    /// @dev Credits `amount` to `operator`, or to the payer `p` if it was caught; returns what the operator got.
    function _pay(address p, address operator, uint256 amount, address[] memory caught) internal returns (uint256) {
        for (uint256 k; k < caught.length; ++k) {
            if (caught[k] == operator) {
                credit[p] += amount;
                return 0;
            }
        }
        credit[operator] += amount;
        return amount;
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
