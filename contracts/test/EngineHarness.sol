// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IQ16Engine, ModelConfig} from "../src/IQ16Engine.sol";
import {IQ16Ops} from "../src/IQ16Ops.sol";

/// @notice The engine plus gas probes: gasleft() after every step of one generate run, single
/// pieces of a step, and one attention head at a given position.
contract EngineHarness is IQ16Engine {
    constructor(
        ModelConfig memory cfg,
        uint256 blobSize_,
        uint256 chunkCount_,
        bytes32 chunkRoot_,
        bytes32 blobRoot_,
        bytes32 tok
    ) IQ16Engine(cfg, blobSize_, chunkCount_, chunkRoot_, blobRoot_, tok)
    {}

    /// @notice As generate, plus gasLog[0] = gasleft() before step 0, gasLog[p+1] = after step p.
    function generateGas(uint256[] calldata prompt, uint256 n, bytes32[] calldata chunkHashes)
        external
        view
        returns (uint256[] memory tokens, bytes32[] memory checkpoints, uint256[] memory gasLog)
    {
        gasLog = new uint256[](prompt.length + n);
        uint256 log;
        assembly { log := add(gasLog, 0x20) }
        (tokens, checkpoints) = _generate(prompt, n, chunkHashes, log);
    }

    /// @notice Gas of single pieces of a step (layer 0 at position 0): a per-op breakdown.
    function probe(bytes32[] calldata chunkHashes) external view returns (uint256[] memory g) {
        g = new uint256[](12);
        Ctx memory c = _newCtx(chunkHashes);
        IQ16Ops.Attn memory att = _newAttn(c);
        c.kv = _alloc(c.slab * 2);
        uint256 base = OFF_LAYER0;
        // warm every chunk first
        for (uint256 i; i < chunkCount; ++i) _verifyChunk(c, i);
        // and expand memory past every buffer, as it is inside a run
        uint256 end = c.kv + c.slab * 2;
        assembly { mstore(end, 0) }
        uint256 t = gasleft();
        _embed(c, 1);
        g[0] = t - gasleft(); t = gasleft();
        _norm(c, c.x, DIM, base, c.xb);
        g[1] = t - gasleft(); t = gasleft();
        _matvec(c, base + O_WQ, HEADS * HS, DIM, c.xb, c.q);
        g[2] = t - gasleft(); t = gasleft();
        _matvec(c, base + O_W1, HID, DIM, c.xb, c.h1);
        g[3] = t - gasleft(); t = gasleft();
        _matvec(c, base + O_W2, DIM, HID, c.h1, c.tmp);
        g[4] = t - gasleft(); t = gasleft();
        IQ16Ops.swiglu(c.tab, LOG2E, c.h1, c.h3, HID, c.h1);
        g[5] = t - gasleft(); t = gasleft();
        _storeKV(c, 0, 0);
        g[6] = t - gasleft(); t = gasleft();
        att.kv = c.kv;
        IQ16Ops.attend(att, c.q, 0, c.att);
        g[7] = t - gasleft(); t = gasleft();
        _classify(c);
        g[8] = t - gasleft(); t = gasleft();
        _copy(c, c.wbuf, base + O_W1, 64 * 32);
        g[9] = t - gasleft(); t = gasleft();
        IQ16Ops.rope(c.q, HS, c.cs, HALF_SPLIT);
        g[10] = t - gasleft(); t = gasleft();
        _link(c, bytes32(0), 0, 1, 2);
        g[11] = t - gasleft();
    }

    /// @dev The context and attention state of one head at position p over an all-zero cache,
    /// memory expanded past the cache first, so the probes below time the attention alone.
    function _attnAt(bytes32[] calldata chunkHashes, uint256 p)
        private
        view
        returns (Ctx memory c, IQ16Ops.Attn memory att)
    {
        c = _newCtx(chunkHashes);
        att = _newAttn(c);
        c.kv = _alloc(c.slab * (p / 3 + 1));
        uint256 end = c.kv + c.slab * (p / 3 + 1);
        assembly { mstore(end, 0) }
        att.kv = c.kv;
    }

    /// @notice Gas of each pass of one attention head at position p (dots, scores, exps, values).
    function attnParts(bytes32[] calldata chunkHashes, uint256 p) external view returns (uint256[4] memory g) {
        (Ctx memory c, IQ16Ops.Attn memory att) = _attnAt(chunkHashes, p);
        uint256 t = gasleft();
        IQ16Ops._dots8(att, c.q, p / 3 + 1);
        g[0] = t - gasleft(); t = gasleft();
        int256 m = IQ16Ops._scores(att, c.q, p / 3 + 1, p);
        g[1] = t - gasleft(); t = gasleft();
        uint256 s = IQ16Ops._exps(att, m, p);
        g[2] = t - gasleft(); t = gasleft();
        IQ16Ops._values(att, s, p / 3 + 1, p, c.att);
        g[3] = t - gasleft();
    }

    /// @notice Gas of one attention head at position p.
    function attnGas(bytes32[] calldata chunkHashes, uint256 p) external view returns (uint256 g) {
        (Ctx memory c, IQ16Ops.Attn memory att) = _attnAt(chunkHashes, p);
        uint256 t = gasleft();
        IQ16Ops.attend(att, c.q, p, c.att);
        g = t - gasleft();
    }
}
