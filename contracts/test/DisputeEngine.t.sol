// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ModelFixture} from "./IQ16Engine.t.sol";
import {EngineHarness} from "./EngineHarness.sol";
import {EngineStep, IRunOp} from "../src/EngineStep.sol";
import {StepContext} from "../src/IOneStep.sol";

/// @notice EngineStep over stories260K (dim 64, hidden 172, 5 layers, 8 heads of 8, 4 KV heads, vocab
/// 512, no QK-norm): the levels' shape as bisection.StepOps gives it, re-execution of ops from inputs
/// opened against the pre-state, and the leaves it refuses. (Go plays whole engine games on chain
/// through every supported op kind: go test ./bisection/labchain -run TestEngineOneStepOnChain.)
contract DisputeEngineTest is ModelFixture {
    event log_named_uint(string key, uint256 val);

    error Mismatch(string what);

    EngineHarness internal engine;
    bytes32[] internal chunks;
    EngineStep internal step;
    StepContext internal ctx;

    function setUp() public {
        (engine, chunks) = _load("stories260K");
        step = new EngineStep(
            IRunOp(address(engine)), EngineStep.Shape(64, 172, 5, 8, 4, 8, 512, false, 512), 4096, chunks
        );
        // prompt [1, 5], 2 tokens: 3 checkpoints
        ctx = StepContext({
            manifest: engine.manifestHash(),
            input: keccak256(abi.encodePacked(uint256(2), uint256(2), uint256(1), uint256(5))),
            steps: 3,
            promptLen: 2
        });
    }

    function _path(uint256 a) internal pure returns (uint256[] memory p) {
        p = new uint256[](1);
        p[0] = a;
    }

    function _path(uint256 a, uint256 b) internal pure returns (uint256[] memory p) {
        p = new uint256[](2);
        (p[0], p[1]) = (a, b);
    }

    function _path(uint256 a, uint256 b, uint256 c) internal pure returns (uint256[] memory p) {
        p = new uint256[](3);
        (p[0], p[1], p[2]) = (a, b, c);
    }

    /// @dev A witness with op hashes, input a and the prompt (the other fields empty).
    function _w(bytes32 linkPrev, bytes32[] memory hs, int256[] memory a, uint256[] memory prompt)
        internal
        pure
        returns (EngineStep.Witness memory w)
    {
        w.linkPrev = linkPrev;
        w.opHashes = hs;
        w.a = a;
        w.prompt = prompt;
    }

    function _vh(int256[] memory v) internal pure returns (bytes32) {
        bytes memory b;
        for (uint256 i; i < v.length; ++i) {
            b = abi.encodePacked(b, uint32(uint256(v[i]) & 0xffffffff));
        }
        return keccak256(b);
    }

    /// @dev bisection.StepOps for stories260K: 71 ops a step, 74 from step promptLen − 1 on.
    function test_shape_matchesStepOps() public view {
        if (step.leaves(ctx, new uint256[](0)) != 3) revert Mismatch("checkpoints");
        if (step.leaves(ctx, _path(0)) != 72) revert Mismatch("ops of step 0 (+ link seal)");
        if (step.leaves(ctx, _path(1)) != 75) revert Mismatch("ops of step 1 (+ link seal)");
        if (step.leaves(ctx, _path(1, 2)) != 1) revert Mismatch("wq: 64 rows of 64, one chunk");
        if (step.leaves(ctx, _path(1, 5)) != 13) revert Mismatch("rope: 12 heads + seal");
        if (step.leaves(ctx, _path(1, 10)) != 4) revert Mismatch("w1: 172 rows by 64, 3 chunks + seal");
        if (step.leaves(ctx, _path(1, 13)) != 4) revert Mismatch("w2: 64 rows by 23, 3 chunks + seal");
        if (step.leaves(ctx, _path(1, 72)) != 9) revert Mismatch("classifier: 8 chunks + seal");
        if (step.leaves(ctx, _path(1, 74)) != 1) revert Mismatch("link seal");
        if (step.anchor(ctx) != keccak256(abi.encodePacked(keccak256("deepcall/checkpoint/v1"), ctx.manifest, ctx.input))) {
            revert Mismatch("genesis");
        }
    }

    /// @dev The embed op of step 0 from the genesis link, then attn_norm from it: the re-executed leaves
    /// are the op chain's c_0 and c_1.
    function test_gas_engineStep_embedThenNorm() public {
        bytes32 genesis = step.anchor(ctx);
        uint256[] memory prompt = new uint256[](2);
        (prompt[0], prompt[1]) = (1, 5);
        bytes memory w = abi.encode(
            _w(genesis, new bytes32[](0), new int256[](0), prompt)
        );
        uint256 g = gasleft();
        bytes32 c0 = step.step(ctx, _path(0, 0, 0), genesis, w);
        emit log_named_uint("engine one-step gas: embed", g - gasleft());
        int256[] memory tok = new int256[](1);
        tok[0] = 1;
        int256[] memory x = engine.runOp(0, 0, 0, tok, new int256[](0), chunks);
        if (c0 != keccak256(abi.encodePacked(genesis, uint256(0), _vh(x)))) revert Mismatch("c_0");

        bytes32[] memory hs = new bytes32[](1);
        hs[0] = _vh(x);
        w = abi.encode(_w(genesis, hs, x, new uint256[](0)));
        g = gasleft();
        bytes32 c1 = step.step(ctx, _path(0, 1, 0), c0, w);
        emit log_named_uint("engine one-step gas: attn_norm", g - gasleft());
        int256[] memory xb = engine.runOp(1, 0, 0, x, new int256[](0), chunks);
        if (c1 != keccak256(abi.encodePacked(c0, uint256(1), _vh(xb)))) revert Mismatch("c_1");

        // wq from attn_norm's output
        bytes32[] memory hs2 = new bytes32[](2);
        (hs2[0], hs2[1]) = (hs[0], _vh(xb));
        w = abi.encode(_w(genesis, hs2, xb, new uint256[](0)));
        g = gasleft();
        step.step(ctx, _path(0, 2, 0), c1, w);
        emit log_named_uint("engine one-step gas: wq (64 x 64)", g - gasleft());
    }

    function test_RevertWhen_preStateDoesNotOpen() public {
        bytes32 genesis = step.anchor(ctx);
        int256[] memory x = new int256[](64);
        bytes32[] memory hs = new bytes32[](1);
        hs[0] = _vh(x);
        bytes memory w =
            abi.encode(_w(genesis, hs, x, new uint256[](0)));
        bytes32 wrongPre = bytes32(uint256(1));
        bytes32 opened = keccak256(abi.encodePacked(genesis, uint256(0), hs[0]));
        vm.expectRevert(abi.encodeWithSelector(EngineStep.PreStateMismatch.selector, opened, wrongPre));
        step.step(ctx, _path(0, 1, 0), wrongPre, w);
    }

    function test_RevertWhen_inputDoesNotMatchItsOpHash() public {
        bytes32 genesis = step.anchor(ctx);
        int256[] memory x = new int256[](64);
        bytes32[] memory hs = new bytes32[](1);
        hs[0] = bytes32(uint256(7)); // not VectorHash(x)
        bytes memory w =
            abi.encode(_w(genesis, hs, x, new uint256[](0)));
        bytes32 pre = keccak256(abi.encodePacked(genesis, uint256(0), hs[0]));
        vm.expectRevert(abi.encodeWithSelector(EngineStep.InputMismatch.selector, 0));
        step.step(ctx, _path(0, 1, 0), pre, w);
    }

    function test_RevertWhen_attention() public {
        bytes memory w = abi.encode(
            _w(0, new bytes32[](6), new int256[](0), new uint256[](0))
        );
        bytes32 pre;
        bytes32[] memory hs = new bytes32[](6);
        for (uint256 i; i < 6; ++i) {
            pre = keccak256(abi.encodePacked(pre, i, hs[i]));
        }
        vm.expectRevert(abi.encodeWithSelector(EngineStep.Unsupported.selector, "attention"));
        step.step(ctx, _path(1, 6, 0), pre, w);
    }

    function test_RevertWhen_linkSealHasNoChunks() public {
        vm.expectRevert(abi.encodeWithSelector(EngineStep.BadPath.selector, 2, 1));
        step.step(ctx, _path(1, 74, 1), bytes32(0), "");
    }

    function test_RevertWhen_pathOutsideTheTrace() public {
        vm.expectRevert(abi.encodeWithSelector(EngineStep.BadPath.selector, 1, 75));
        step.step(ctx, _path(1, 75, 0), bytes32(0), "");
    }
}
