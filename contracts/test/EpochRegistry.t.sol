// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {VmTest} from "./Vm.sol";
import {EpochRegistry, IQuorumCheck} from "../src/EpochRegistry.sol";
import {QuorumSignature} from "../src/BlsSignatureChecker.sol";
import {AttestationConsumer, IEpochSource} from "../src/AttestationConsumer.sol";
import {Transition} from "../src/DeepcallConsumer.sol";

/// @notice EpochRegistry recomputes the Go golden vector of package attest (testdata/attest/vector.json,
/// `go test ./attest -run TestGoldenVector -update`): a leaf, a proof under a root of 5, the epoch digest and
/// a 3 % sample of 1000. A leaf is the attestation's transition digest (AttestationConsumer.leaf) under the
/// vector's context: chain 31337, consumer 0xa77e57, manifest 0x3a00…, reference block 100.
contract EpochRegistryTest is VmTest {
    EpochRegistry internal reg;
    AttestationConsumer internal ac;
    string internal json;

    function setUp() public {
        vm.chainId(31337);
        reg = new EpochRegistry(IQuorumCheck(address(0)), 2, 3, 300, 2, 16);
        ac = new AttestationConsumer(IEpochSource(address(reg)), address(0), bytes32(0), 0, 1, 0, 0);
        json = vm.readFile("testdata/attest/vector.json");
    }

    /// attest_test.go's sampleAttestations(5, 7)[i].
    function _leaf(uint256 i) internal view returns (bytes32) {
        bytes32 input = bytes32(uint256(0x01) << 248 | (i & 0xff) << 240 | ((i >> 8) & 0xff) << 232);
        bytes32 output = bytes32(uint256(0x02) << 248 | (i & 0xff) << 240);
        Transition memory t = Transition({
            chainId: 31337,
            consumer: address(0xa77e57),
            index: 7,
            manifest: bytes32(uint256(0x3a) << 248),
            input: input,
            slot: bytes32((1_800_000_000 + i) << 160 | uint256(0xa11ce)),
            oldValue: keccak256("cpu-avx512"),
            newValue: output,
            referenceBlock: 100
        });
        return ac.leaf(t);
    }

    function test_GoldenLeafAndProof() public view {
        require(_leaf(0) == vm.parseJsonBytes32(json, ".leaf0"), "leaf");
        bytes32 root = vm.parseJsonBytes32(json, ".root5");
        bytes32[] memory p = vm.parseJsonBytes32Array(json, ".proof5At3");
        require(reg.underRoot(root, 5, _leaf(3), 3, p), "proof");
        require(!reg.underRoot(root, 5, _leaf(2), 3, p), "foreign leaf");
        require(!reg.underRoot(root, 5, _leaf(3), 5, p), "position past count");
        require(!reg.underRoot(root, 9, _leaf(3), 3, p), "wrong count");
    }

    function test_GoldenSample() public view {
        bytes32 seed = keccak256(abi.encodePacked(bytes32(uint256(0xaa) << 248), vm.parseJsonBytes32(json, ".root5")));
        require(seed == vm.parseJsonBytes32(json, ".seed"), "seed");
        uint256[] memory want = vm.parseJsonUintArray(json, ".sample1000At300bps");
        require(reg.sampleSize(1000) == want.length, "size");
        for (uint256 j; j < want.length; ++j) {
            require(reg.sampleAtSeed(seed, 1000, j) == want[j], "draw");
        }
    }

    function test_GoldenEpochDigest() public {
        address at = address(0xe90c4);
        vm.etch(at, address(reg).code);
        require(
            EpochRegistry(at)
                    .epochDigest(7, vm.parseJsonBytes32(json, ".root5"), 5, vm.parseJsonBytes32(json, ".books"), 100)
                == vm.parseJsonBytes32(json, ".digest"),
            "digest"
        );
    }

    /// Order and emptiness are refused before the quorum is asked (the registry here is address 0).
    function test_RefusesBeforeTheQuorumCheck() public {
        QuorumSignature memory sig;
        vm.expectRevert(abi.encodeWithSelector(EpochRegistry.EpochOutOfOrder.selector, uint64(1), uint64(0)));
        reg.commitEpoch(1, bytes32(uint256(1)), 1, bytes32(0), 0, sig);
        vm.expectRevert(EpochRegistry.EmptyEpoch.selector);
        reg.commitEpoch(0, bytes32(uint256(1)), 0, bytes32(0), 0, sig);
        vm.expectRevert(abi.encodeWithSelector(EpochRegistry.UnknownEpoch.selector, uint64(0)));
        reg.drawSample(0);
        vm.expectRevert(abi.encodeWithSelector(EpochRegistry.UnknownEpoch.selector, uint64(0)));
        reg.verifyAttestation(0, bytes32(0), 0, new bytes32[](0));
    }

    /// The golden books: all five leaves are operator 0xa11ce's.
    function test_GoldenBooks() public view {
        address[] memory ops = new address[](1);
        ops[0] = address(0xa11ce);
        uint64[] memory counts = new uint64[](1);
        counts[0] = 5;
        require(keccak256(abi.encodePacked(ops, counts)) == vm.parseJsonBytes32(json, ".books"), "books");
    }

    /// A committer knows the next block's randomness when it commits: a draw in the commit block or the
    /// next lets it grind its root until the sample misses its lies, so such timings are refused.
    function test_RefusesGrindableSampleTiming() public {
        for (uint256 d; d < 2; ++d) {
            vm.expectRevert(abi.encodeWithSelector(EpochRegistry.BadSampleTiming.selector, d, 16));
            new EpochRegistry(IQuorumCheck(address(0)), 2, 3, 300, d, 16);
        }
        vm.expectRevert(abi.encodeWithSelector(EpochRegistry.BadSampleTiming.selector, 2, 0));
        new EpochRegistry(IQuorumCheck(address(0)), 2, 3, 300, 2, 0);
        new EpochRegistry(IQuorumCheck(address(0)), 2, 3, 300, 2, 1);
    }
}
