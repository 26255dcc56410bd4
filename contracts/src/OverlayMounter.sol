// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @notice What OverlayMounter needs of its engine: a place to record a mounted chunk.
interface IOverlayRegistry {
    function setMounted(uint256 i, address overlay) external;
}

/// @title OverlayMounter — deploys a model's weight chunks as overlay contracts
/// @notice CREATE2-deploys chunk i as the code `0x00 ‖ data` (SPEC.md §6.1) once its code hash is
/// proven against the manifest's chunk root (§6.2), and records the overlay in the engine that
/// created this contract. It is a contract of its own to keep IQ16Engine's code (EIP-170 caps
/// it at 24,576 bytes) for the kernels; the engine checks every chunk's code hash again when it
/// reads it.
contract OverlayMounter {
    /// @notice The chunk index is past the last chunk.
    error ChunkIndexOutOfRange(uint256 index);
    /// @notice The Merkle path gives `have`, the manifest's chunk root is `want` (or the path has
    /// the wrong length).
    error WrongChunkRoot(bytes32 have, bytes32 want);
    /// @notice The chunk's bytes are longer than a chunk (SPEC.md §6.1).
    error ChunkTooLong(uint256 index, uint256 length);
    /// @notice CREATE2 of the overlay failed.
    error DeployFailed(uint256 index);

    /// @notice The weight blob's chunk length (SPEC.md §6.1).
    uint256 internal constant CHUNK = 24575;

    /// @notice The engine whose overlays this deploys (its creator).
    IOverlayRegistry public immutable engine;
    /// @notice The engine's manifest hash (the CREATE2 salt's domain).
    bytes32 public immutable manifestHash;
    /// @notice The manifest's chunk count and chunk root.
    uint256 public immutable chunkCount;
    bytes32 public immutable chunkRoot;

    constructor(bytes32 manifestHash_, uint256 chunkCount_, bytes32 chunkRoot_) {
        engine = IOverlayRegistry(msg.sender);
        manifestHash = manifestHash_;
        chunkCount = chunkCount_;
        chunkRoot = chunkRoot_;
    }

    /// @notice Deploys `0x00 ‖ data` as chunk i at CREATE2 salt keccak256(abi.encode(manifestHash, i))
    /// and records it in the engine; `proof` is chunk i's Merkle path in the chunk root
    /// (⌈log₂ chunkCount⌉ sibling hashes, bottom up).
    function mountChunk(uint256 i, bytes calldata data, bytes32[] calldata proof) external returns (address a) {
        if (i >= chunkCount) revert ChunkIndexOutOfRange(i);
        if (data.length > CHUNK) revert ChunkTooLong(i, data.length);
        bytes32 want = keccak256(abi.encodePacked(bytes1(0), data));
        bytes32 node = want;
        uint256 idx = i;
        for (uint256 d; d < proof.length; ++d) {
            node = idx & 1 == 0 ? keccak256(abi.encode(node, proof[d])) : keccak256(abi.encode(proof[d], node));
            idx >>= 1;
        }
        uint256 depth;
        while ((uint256(1) << depth) < chunkCount) ++depth;
        if (node != chunkRoot || proof.length != depth) revert WrongChunkRoot(node, chunkRoot);
        // Init code: PUSH2 len; DUP1; PUSH1 12; PUSH1 0; CODECOPY; PUSH1 0; RETURN — then the
        // runtime code 0x00 ‖ data.
        bytes memory init = abi.encodePacked(hex"61", uint16(data.length + 1), hex"80600c6000396000f3", bytes1(0), data);
        bytes32 salt = keccak256(abi.encode(manifestHash, i));
        assembly { a := create2(0, add(init, 0x20), mload(init), salt) }
        if (a == address(0) || a.codehash != want) revert DeployFailed(i);
        engine.setMounted(i, a);
    }
}
