// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {DeepcallVmTest} from "./DeepcallVm.sol";
import {ModelFixture} from "./IQ16Engine.t.sol";
import {EngineHarness} from "./EngineHarness.sol";
import {BlsBn254, G1Point, G2Point} from "../src/BlsBn254.sol";
import {QuorumSignature} from "../src/BlsSignatureChecker.sol";
import {OperatorRegistry} from "../src/OperatorRegistry.sol";
import {Transition} from "../src/DeepcallConsumer.sol";
import {LLMConsumer, ILLMEngine} from "../src/LLMConsumer.sol";
import {DisputeGame, ISlashingRegistry} from "../src/DisputeGame.sol";
import {AlphabetStep} from "../src/AlphabetStep.sol";
import {TaskMarket} from "../src/TaskMarket.sol";
import {IMarketConsumer, IMarketRegistry, IMarketDraw} from "../src/IMarket.sol";
import {AssignmentDraw, IDrawRegistry} from "../src/AssignmentDraw.sol";

/// @notice A TaskMarket over the real parts: OperatorRegistry, LLMConsumer (stories260K), and a DisputeGame
/// that is the consumer's arbiter and the registry's slasher. Three operators with the BLS keys of
/// testdata/bls/vectors.json (sk_i = keccak256("deepcall/evm-vectors/operator" ‖ be64(i)) mod r, as
/// blsagg's fixture derives them; stakes 1, 2 and 3 ether) and ECDSA operator keys of their own. A signature
/// by any subset of them is Σ sk_i·hashToG1(digest) on the EVM's ecMul and ecAdd, with the subset's G2 key
/// from the vectors' apk2Of3 (the EVM has no G2 addition).
abstract contract MarketFixture is DeepcallVmTest, ModelFixture {
    uint256 internal constant OPS = 3;
    uint64 internal constant SLA = 20;
    uint64 internal constant GRACE = 10;
    uint64 internal constant DRAW_DELAY = 2;
    bytes32 internal constant CLASS = "cpu-test";
    uint256 internal constant REF_WINDOW = 300;
    uint256 internal constant CHALLENGE_WINDOW = 400;
    uint256 internal constant BOND = 1 ether;
    uint48 internal constant JOIN = 600;

    OperatorRegistry internal registry;
    LLMConsumer internal consumer;
    TaskMarket internal market;
    AssignmentDraw internal drawer;
    DisputeGame internal game;
    uint256[OPS] internal sk;
    uint256[OPS] internal ecdsaKey;
    address[OPS] internal op;
    G1Point[OPS] internal pk1;
    G2Point[OPS] internal pk2;
    bytes32[OPS] internal id;
    string internal vectors;

    bytes32 internal input; // the task every test works on
    uint64 internal deadline;

    function setUp() public virtual {
        vm.roll(100);
        (EngineHarness engine, bytes32[] memory chunks) = _load("stories260K");
        registry = new OperatorRegistry(REF_WINDOW, address(0), address(0));
        consumer = new LLMConsumer(registry, ILLMEngine(address(engine)), chunks, 2, 3);
        uint256[] memory sizes = new uint256[](2);
        (sizes[0], sizes[1]) = (4, 3);
        game = new DisputeGame(
            new AlphabetStep(sizes), ISlashingRegistry(address(registry)), CHALLENGE_WINDOW, JOIN, 3600, BOND, BOND, 5000
        );
        consumer.setArbiter(address(game));
        game.admit(address(consumer));
        registry.setSlasher(address(game));
        vectors = vm.readFile("testdata/bls/vectors.json");
        bytes32[] memory k1 = vm.parseJsonBytes32Array(vectors, ".operators.pk1");
        bytes32[] memory k2 = vm.parseJsonBytes32Array(vectors, ".operators.pk2");
        for (uint256 i; i < OPS; ++i) {
            sk[i] = uint256(keccak256(abi.encodePacked("deepcall/evm-vectors/operator", uint64(i)))) % BlsBn254.R;
            pk1[i] = G1Point(uint256(k1[2 * i]), uint256(k1[2 * i + 1]));
            pk2[i].X = [uint256(k2[4 * i]), uint256(k2[4 * i + 1])];
            pk2[i].Y = [uint256(k2[4 * i + 2]), uint256(k2[4 * i + 3])];
            id[i] = keccak256(abi.encodePacked(pk1[i].X, pk1[i].Y));
            ecdsaKey[i] = 0x5e1a0 + i;
            op[i] = vm.addr(ecdsaKey[i]);
            registry.setStake(op[i], uint96((i + 1) * 1e18));
            G1Point memory pop = _sign(sk[i], registry.popMessage(op[i], pk1[i], pk2[i]));
            vm.prank(op[i]);
            registry.registerOperator(pk1[i], pk2[i], pop);
        }
        market = new TaskMarket(
            IMarketConsumer(address(consumer)),
            IMarketRegistry(address(registry)),
            TaskMarket.Shape({
                dim: 64, hiddenDim: 172, layers: 5, heads: 8, kvHeads: 4, headSize: 8, vocab: 512, seqLen: 512
            }),
            TaskMarket.Terms({
                slaBlocks: SLA,
                graceBlocks: GRACE,
                claimWindow: 100,
                drawDelay: DRAW_DELAY,
                bonus: 500,
                treasury: address(0x7ea5),
                slashBps: 1000,
                reporterBps: 5000
            })
        );
        market.setBaseRate(CLASS, 1);
        registry.setSlaSlasher(address(market), true);
        drawer = new AssignmentDraw(IDrawRegistry(address(registry)));
        market.setDraw(IMarketDraw(address(drawer)), _committeeSize());
        vm.roll(101);
        (input, deadline) = _pay(1);
    }

    // ------------------------------------------------------------------ helpers

    function _prompt(uint256 first) internal pure returns (uint256[] memory prompt) {
        prompt = new uint256[](2);
        (prompt[0], prompt[1]) = (first, 5);
    }

    function _pay(uint256 first) internal returns (bytes32 in_, uint64 due) {
        uint256 fee = market.feeFor(CLASS, 2, 4);
        in_ = market.request{value: fee}(_prompt(first), 4, CLASS);
        (, due,,) = market.tasks(in_);
    }

    /// @dev sk·hashToG1(m) on the EVM's ecMul.
    function _sign(uint256 key, bytes32 m) internal view returns (G1Point memory p) {
        (uint256 x, uint256 y) = BlsBn254.hashToG1(m);
        (bool ok, bytes memory out) = address(0x07).staticcall(abi.encode(x, y, key));
        require(ok);
        (p.X, p.Y) = abi.decode(out, (uint256, uint256));
    }

    /// @dev An answer transition of `in_` signed at the previous block, with the consumer's manifest.
    function _answer(bytes32 in_) internal view returns (Transition memory t) {
        t = Transition({
            chainId: block.chainid,
            consumer: address(consumer),
            index: 0,
            manifest: consumer.manifest(),
            input: in_,
            slot: consumer.resultSlot(in_),
            oldValue: bytes32(uint256(1)),
            newValue: bytes32(uint256(0xa05e)),
            referenceBlock: uint32(block.number - 1)
        });
    }

    /// @dev Operator `signer` alone signing `digest` (by the key sk[keyOf]), every other one a non-signer.
    function _alone(uint256 signer, uint256 keyOf, bytes32 digest, uint32 ref)
        internal
        view
        returns (QuorumSignature memory s)
    {
        s = _signedBy(uint256(1) << signer, digest, ref);
        s.sigma = _sign(sk[keyOf], digest);
    }

    /// @dev The operators of bit set `mask` (bit i: operator i) signing `digest` at `ref`, the others
    /// non-signers (ascending ids, as the checker requires).
    function _signedBy(uint256 mask, bytes32 digest, uint32 ref) internal view returns (QuorumSignature memory s) {
        string memory name;
        uint256 signers;
        for (uint256 i; i < OPS; ++i) {
            if (mask >> i & 1 == 1) {
                name = string.concat(name, vm.toString(i));
                signers++;
                G1Point memory part = _sign(sk[i], digest);
                if (signers == 1) {
                    s.sigma = part;
                } else {
                    (bool ok, bytes memory out) =
                        address(0x06).staticcall(abi.encode(s.sigma.X, s.sigma.Y, part.X, part.Y));
                    require(ok);
                    (s.sigma.X, s.sigma.Y) = abi.decode(out, (uint256, uint256));
                }
            }
        }
        bytes32[] memory a2 = vm.parseJsonBytes32Array(vectors, string.concat(".apk2Of3.", name));
        s.apkG2.X = [uint256(a2[0]), uint256(a2[1])];
        s.apkG2.Y = [uint256(a2[2]), uint256(a2[3])];
        s.nonSignerKeys = new G1Point[](OPS - signers);
        uint256 k;
        for (uint256 i; i < OPS; ++i) {
            if (mask >> i & 1 == 0) s.nonSignerKeys[k++] = pk1[i];
        }
        for (uint256 i = 1; i < k; ++i) {
            for (uint256 j = i; j > 0; --j) {
                G1Point memory a = s.nonSignerKeys[j - 1];
                G1Point memory b = s.nonSignerKeys[j];
                if (keccak256(abi.encodePacked(a.X, a.Y)) <= keccak256(abi.encodePacked(b.X, b.Y))) break;
                (s.nonSignerKeys[j - 1], s.nonSignerKeys[j]) = (b, a);
            }
        }
        s.apkIndex = registry.apkIndexAt(ref);
        (s.apk, s.apkEntry) = registry.apkEntryAt(s.apkIndex);
    }

    function _ids(uint256 i) internal view returns (bytes32[] memory ids) {
        ids = new bytes32[](1);
        ids[0] = id[i];
    }

    /// @dev The market's committee size: every operator by default, so that any of them is a member.
    function _committeeSize() internal view virtual returns (uint256) {
        return OPS;
    }

    function _report(uint256 i) internal {
        bytes32 c = _fix(input, deadline);
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(ecdsaKey[i], market.acceptanceDigest(input, deadline, c));
        market.reportNoShow(input, deadline, c, v, r, s);
    }

    /// @dev The operator ids in ascending order (the set at every block of the tests).
    function _sortedIds() internal view returns (bytes32[] memory ids) {
        ids = new bytes32[](OPS);
        for (uint256 i; i < OPS; ++i) {
            ids[i] = id[i];
        }
        for (uint256 i = 1; i < OPS; ++i) {
            for (uint256 j = i; j > 0 && ids[j - 1] > ids[j]; --j) {
                (ids[j - 1], ids[j]) = (ids[j], ids[j - 1]);
            }
        }
    }

    /// @dev An RLP block header of block `n` with mixHash `mix`, shaped like a post-merge one.
    function _header(uint256 n, bytes32 mix) internal pure returns (bytes memory) {
        bytes memory bloom = new bytes(256);
        bytes memory payload = abi.encodePacked(
            bytes1(0xa0), keccak256(abi.encode("parent", n)), bytes1(0xa0), keccak256("ommers"), bytes1(0x94),
            address(0xc0ffee), bytes1(0xa0), keccak256("state"), bytes1(0xa0), keccak256("txs")
        );
        payload = abi.encodePacked(
            payload, bytes1(0xa0), keccak256("receipts"), hex"b90100", bloom, hex"80", hex"83", uint24(n)
        );
        payload = abi.encodePacked(
            payload, hex"84", uint32(30_000_000), hex"80", hex"84", uint32(1_700_000_000 + n), hex"80", bytes1(0xa0), mix
        );
        payload = abi.encodePacked(payload, hex"88", uint64(0), hex"07");
        return _list(payload);
    }

    function _list(bytes memory payload) internal pure returns (bytes memory) {
        if (payload.length < 56) return abi.encodePacked(bytes1(uint8(0xc0 + payload.length)), payload);
        return abi.encodePacked(hex"f9", uint16(payload.length), payload);
    }

    /// @dev Makes `mix` block n's prevrandao: its header's hash becomes blockhash(n).
    function _setHeader(uint256 n, bytes32 mix) internal returns (bytes memory h) {
        h = _header(n, mix);
        vm.setBlockhash(n, keccak256(h));
    }

    /// @dev Records the committee of (in_, due) unless recorded: rolls past the draw block if needed, gives it
    /// a header, and returns the committee's hash.
    function _fix(bytes32 in_, uint64 due) internal returns (bytes32 c) {
        c = market.drawn(keccak256(abi.encode(in_, due)));
        if (c != bytes32(0)) return c;
        uint256 drawAt = uint256(due) - SLA + DRAW_DELAY;
        if (block.number <= drawAt) vm.roll(drawAt + 1);
        market.fixDraw(in_, _setHeader(drawAt, keccak256(abi.encode("mix", in_))), _sortedIds());
        return market.drawn(keccak256(abi.encode(in_, due)));
    }
}
