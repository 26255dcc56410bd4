// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {QuorumSignature} from "./BlsSignatureChecker.sol";

/// @notice The quorum check EpochRegistry needs of the operator registry (OperatorRegistry.checkSignatures).
interface IQuorumCheck {
    function checkSignatures(
        bytes32 digest,
        uint32 referenceBlock,
        QuorumSignature calldata sig,
        uint256 numerator,
        uint256 denominator
    ) external view returns (uint256 signedStake, uint256 totalStake);
}

/// @title EpochRegistry
/// @notice Epoch attestations (attest/, SPEC.md "Epoch attestations"). Operators attest answers off chain; the
/// aggregator folds an epoch's attestations (transition digests for AttestationConsumer) into one Merkle root
/// that the quorum BLS-signs once with the epoch's books (who attested how many), and commitEpoch lands it in one
/// transaction. After the commit, drawSample mixes a later block's prevrandao with the root
/// into the seed of the epoch's audit sample: the root is fixed before that randomness exists, so whoever built
/// the root cannot aim it. sampleAt and verifyAttestation let anyone recompute the sample and prove a sampled
/// attestation under the root (attest.SampleAt, attest.VerifyProof).
contract EpochRegistry {
    /// @notice keccak256("deepcall/epoch/v1"), the first word of the message the quorum signs for an epoch.
    bytes32 public constant EPOCH_DOMAIN = keccak256("deepcall/epoch/v1");

    IQuorumCheck public immutable registry;
    uint256 public immutable thresholdNum;
    uint256 public immutable thresholdDen;
    /// @notice The sample rate in basis points (200–500: 2–5 %).
    uint256 public immutable sampleBps;
    /// @notice Blocks between an epoch's commit and the first block whose prevrandao may seed its sample.
    uint256 public immutable sampleDelay;
    /// @notice Blocks from that first block during which the sample may be drawn; a short window bounds the
    /// choice a lone drawer has among prevrandao values.
    uint256 public immutable sampleWindow;

    struct Epoch {
        bytes32 root;
        uint64 count;
        uint64 committedAt;
        /// the block the quorum signed the epoch at: every leaf's transition names it (AttestationConsumer)
        uint32 referenceBlock;
        /// keccak256(abi.encodePacked(operators, counts)): each attester and how many leaves it has in the
        /// epoch (attest.Books), what AttestationConsumer pays from.
        bytes32 books;
    }

    mapping(uint64 => Epoch) public epochs;
    mapping(uint64 => bytes32) public sampleSeed;
    uint64 public nextEpoch;

    event EpochCommitted(uint64 indexed epoch, bytes32 root, uint64 count, bytes32 books, uint32 referenceBlock);
    event SampleDrawn(uint64 indexed epoch, bytes32 seed, uint256 size);

    error BadSampleRate(uint256 bps);
    error EpochOutOfOrder(uint64 epoch, uint64 expected);
    error EmptyEpoch();
    error UnknownEpoch(uint64 epoch);
    error SampleTooEarly(uint64 epoch, uint256 firstBlock);
    error SampleWindowClosed(uint64 epoch, uint256 lastBlock);
    error SampleAlreadyDrawn(uint64 epoch);
    error SampleNotDrawn(uint64 epoch);
    error NotUnderRoot();
    /// @notice a sample delay under MIN_SAMPLE_DELAY, or an empty sample window
    error BadSampleTiming(uint256 delay, uint256 window);

    /// @notice The fewest blocks between an epoch's commit and its draw: the committer knows the next
    /// block's prevrandao when it commits, so a delay of 0 or 1 lets it grind its root (or its commit
    /// block) until the sample misses its lies.
    uint256 public constant MIN_SAMPLE_DELAY = 2;

    constructor(IQuorumCheck registry_, uint256 num, uint256 den, uint256 bps, uint256 delay, uint256 window) {
        if (bps == 0 || bps > 10000) revert BadSampleRate(bps);
        if (delay < MIN_SAMPLE_DELAY || window == 0) revert BadSampleTiming(delay, window);
        registry = registry_;
        (thresholdNum, thresholdDen) = (num, den);
        (sampleBps, sampleDelay, sampleWindow) = (bps, delay, window);
    }

    /// @notice The message the quorum signs for an epoch (attest.EpochDigest): the reference block is bound
    /// too, so whoever commits cannot move the epoch (and every leaf's challenge window) to another one.
    function epochDigest(uint64 epoch, bytes32 root, uint64 count, bytes32 books, uint32 referenceBlock)
        public
        view
        returns (bytes32)
    {
        return keccak256(
            abi.encode(EPOCH_DOMAIN, block.chainid, address(this), epoch, root, count, books, referenceBlock)
        );
    }

    /// @notice Lands epoch `epoch` (epochs land in order) with its root, attestation count and books after
    /// checking the quorum's one signature over epochDigest at referenceBlock.
    function commitEpoch(
        uint64 epoch,
        bytes32 root,
        uint64 count,
        bytes32 books,
        uint32 referenceBlock,
        QuorumSignature calldata sig
    ) external {
        if (epoch != nextEpoch) revert EpochOutOfOrder(epoch, nextEpoch);
        if (count == 0) revert EmptyEpoch();
        registry.checkSignatures(
            epochDigest(epoch, root, count, books, referenceBlock), referenceBlock, sig, thresholdNum, thresholdDen
        );
        epochs[epoch] = Epoch(root, count, uint64(block.number), referenceBlock, books);
        nextEpoch = epoch + 1;
        emit EpochCommitted(epoch, root, count, books, referenceBlock);
    }

    /// @notice Fixes the epoch's sample seed, keccak256(block.prevrandao ‖ root), in a block of
    /// [committedAt + sampleDelay, committedAt + sampleDelay + sampleWindow). Anyone may call; the first call
    /// fixes it.
    function drawSample(uint64 epoch) external returns (bytes32 seed) {
        Epoch memory e = _epoch(epoch);
        if (sampleSeed[epoch] != 0) revert SampleAlreadyDrawn(epoch);
        uint256 first = e.committedAt + sampleDelay;
        if (block.number < first) revert SampleTooEarly(epoch, first);
        if (block.number >= first + sampleWindow) revert SampleWindowClosed(epoch, first + sampleWindow - 1);
        seed = keccak256(abi.encodePacked(block.prevrandao, e.root));
        sampleSeed[epoch] = seed;
        emit SampleDrawn(epoch, seed, sampleSize(e.count));
    }

    /// @notice ⌈count · sampleBps / 10000⌉ (attest.SampleSize).
    function sampleSize(uint64 count) public view returns (uint256) {
        return (uint256(count) * sampleBps + 9999) / 10000;
    }

    /// @notice Draw j of a sample: uint256(keccak256(seed ‖ j)) mod count (attest.SampleAt).
    function sampleAtSeed(bytes32 seed, uint64 count, uint256 j) public pure returns (uint64) {
        return uint64(uint256(keccak256(abi.encodePacked(seed, j))) % count);
    }

    /// @notice Draw j of epoch's sample, once drawn.
    function sampleAt(uint64 epoch, uint256 j) external view returns (uint64) {
        Epoch memory e = _epoch(epoch);
        bytes32 seed = sampleSeed[epoch];
        if (seed == 0) revert SampleNotDrawn(epoch);
        return sampleAtSeed(seed, e.count, j);
    }

    /// @notice Reverts NotUnderRoot unless leaf sits at `position` of the epoch's tree (siblings bottom-up,
    /// exactly ⌈log₂ count⌉ of them).
    function verifyAttestation(uint64 epoch, bytes32 leaf_, uint64 position, bytes32[] calldata siblings)
        external
        view
    {
        Epoch memory e = _epoch(epoch);
        if (!underRoot(e.root, e.count, leaf_, position, siblings)) revert NotUnderRoot();
    }

    /// @notice Whether leaf sits at position of the tree of count leaves with this root.
    function underRoot(bytes32 root, uint64 count, bytes32 leaf_, uint64 position, bytes32[] calldata siblings)
        public
        pure
        returns (bool)
    {
        if (position >= count) return false;
        uint256 depth;
        while ((uint256(1) << depth) < count) ++depth;
        if (siblings.length != depth) return false;
        bytes32 node = leaf_;
        for (uint256 l; l < depth; ++l) {
            node = (position >> l) & 1 == 0
                ? keccak256(abi.encodePacked(node, siblings[l]))
                : keccak256(abi.encodePacked(siblings[l], node));
        }
        return node == root;
    }

    function _epoch(uint64 epoch) internal view returns (Epoch memory e) {
        e = epochs[epoch];
        if (e.count == 0) revert UnknownEpoch(epoch);
    }
}
