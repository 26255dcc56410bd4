// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {Vm} from "./Vm.sol";
import {ZkColumnRange, IColumnRangeVerifier} from "../src/ZkColumnRange.sol";
import {ZkColRangeVerifierR2C1I2} from "../src/zk/ZkColRangeVerifierR2C1I2.sol";

/// @notice The committed gnark proof (testdata/zkstep, `go generate ./zkstep`) through the exported verifier and
/// ZkColumnRange's binding to the blob root and the pre-state; every altered claim must be refused.
contract ZkColumnRangeTest {
    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));

    event log_named_uint(string key, uint256 val);

    ZkColRangeVerifierR2C1I2 internal verifier;
    ZkColumnRange internal zk;
    string internal fx;
    bytes32 internal root;
    bytes32[] internal siblings;
    bytes32 internal constant ANCHOR = keccak256("anchor: the chunk leaf's predecessor");

    function setUp() public {
        fx = vm.readFile("testdata/zkstep/r2c1i2.proof.json");
        verifier = new ZkColRangeVerifierR2C1I2();
        zk = new ZkColumnRange(IColumnRangeVerifier(address(verifier)), 2, 1, 2);
        // a blob of 4 pieces whose piece 2 is the proven one
        bytes32 l0 = keccak256("piece 0");
        bytes32 l1 = keccak256("piece 1");
        bytes32 l3 = keccak256("piece 3");
        bytes32 l2 = vm.parseJsonBytes32Array(fx, ".pieceHashes")[0];
        bytes32 left = keccak256(abi.encodePacked(l0, l1));
        root = keccak256(abi.encodePacked(left, keccak256(abi.encodePacked(l2, l3))));
        siblings.push(l3);
        siblings.push(left);
    }

    function _claim() internal view returns (ZkColumnRange.Claim memory c, bytes32 pre) {
        uint256 s = vm.parseJsonUint(fx, ".range");
        bytes32 prev = vm.parseJsonBytes32(fx, ".prevHash");
        c.pieceHashes = vm.parseJsonBytes32Array(fx, ".pieceHashes");
        c.firstPiece = 2;
        c.pieceProof = siblings;
        c.inputHash = vm.parseJsonBytes32(fx, ".inputHash");
        c.segHashes = new bytes32[](s);
        bytes32 u = ANCHOR;
        for (uint256 x; x < s; ++x) {
            // ranges before s − 1 are any hashes; range s − 1's is the proven previous sums'
            c.segHashes[x] = x == s - 1 ? prev : keccak256(abi.encode("range", x));
            u = keccak256(abi.encodePacked(u, x, c.segHashes[x]));
        }
        c.nextHash = vm.parseJsonBytes32(fx, ".nextHash");
        c.off = vm.parseJsonUint(fx, ".off");
        c.s = s;
        c.proof = vm.parseJsonBytes(fx, ".proof");
        pre = u;
    }

    function test_digestMatchesGo() public view {
        (ZkColumnRange.Claim memory c,) = _claim();
        uint256 d = zk.digest(c.pieceHashes, c.inputHash, c.segHashes[c.s - 1], c.nextHash, c.off, c.s);
        require(d == uint256(vm.parseJsonBytes32(fx, ".digest")), "digest differs from zkstep.Statement.Digest");
    }

    function test_proofDecidesTheRange() public {
        (ZkColumnRange.Claim memory c, bytes32 pre) = _claim();
        uint256 g = gasleft();
        bytes32 post = zk.step(root, 4, _at(c), ANCHOR, pre, c);
        emit log_named_uint("ZkColumnRange.step gas", g - gasleft());
        require(post == keccak256(abi.encodePacked(pre, c.s, c.nextHash)), "post-state");
        uint256[1] memory input = [uint256(vm.parseJsonBytes32(fx, ".digest"))];
        g = gasleft();
        verifier.verifyProof(c.proof, input);
        emit log_named_uint("verifyProof gas", g - gasleft());
    }

    function test_flippedProofByteRefused() public {
        (ZkColumnRange.Claim memory c, bytes32 pre) = _claim();
        for (uint256 i; i < c.proof.length; i += 61) {
            bytes memory p = bytes.concat(c.proof);
            p[i] ^= 0x01;
            c.proof = p;
            try zk.step(root, 4, _at(c), ANCHOR, pre, c) returns (bytes32) {
                revert("a proof with a flipped byte was accepted");
            } catch {}
            c.proof = vm.parseJsonBytes(fx, ".proof");
        }
    }

    function test_otherStatementsRefused() public {
        for (uint256 k; k < 6; ++k) {
            (ZkColumnRange.Claim memory c, bytes32 pre) = _claim();
            bytes32 r = root;
            bytes4 want = ZkColumnRange.ProofRejected.selector;
            if (k == 0) c.nextHash = keccak256("other sums"); // a post-state the proof does not give
            if (k == 1) c.inputHash = keccak256("other input"); // another step's input
            if (k == 2) c.off ^= 1; // other columns
            if (k == 3) c.segHashes[c.s - 1] = keccak256("other previous sums");
            if (k == 3) pre = _rechain(c.segHashes);
            if (k == 4) {
                r = keccak256("another manifest's blob root");
                want = ZkColumnRange.WeightsMismatch.selector;
            }
            if (k == 5) {
                pre = keccak256("another game's pre-state");
                want = ZkColumnRange.PreMismatch.selector;
            }
            try zk.step(r, 4, _at(c), ANCHOR, pre, c) returns (bytes32) {
                revert("an altered claim was accepted");
            } catch (bytes memory reason) {
                require(bytes4(reason) == want, "wrong refusal");
            }
        }
    }

    function test_claimShapeRefused() public {
        (ZkColumnRange.Claim memory c, bytes32 pre) = _claim();
        c.s = 2;
        vm.expectRevert(abi.encodeWithSelector(ZkColumnRange.BadClaim.selector, "range"));
        zk.step(root, 4, _at(c), ANCHOR, pre, c);
        (c, pre) = _claim();
        c.firstPiece = 4;
        vm.expectRevert(abi.encodeWithSelector(ZkColumnRange.BadClaim.selector, "piece run"));
        zk.step(root, 4, _at(c), ANCHOR, pre, c);
    }

    /// @notice The binding's gas on the Qwen3-0.6B shape's widest range (w2: 16 rows, 512 columns of 3,072, the
    /// last range s = 5; 17 pieces in a blob of 1,161,857 pieces: 21 siblings). Groth16 verification does not
    /// depend on the shape (one public input), so this plus verifyProof's gas is the leaf's cost at that width.
    function test_gas_bind_0p6bShape() public {
        ZkColumnRange wide = new ZkColumnRange(IColumnRangeVerifier(address(verifier)), 16, 512, 3072);
        ZkColumnRange.Claim memory c;
        c.pieceHashes = new bytes32[](wide.pieces());
        for (uint256 i; i < c.pieceHashes.length; ++i) {
            c.pieceHashes[i] = keccak256(abi.encode("piece", i));
        }
        c.firstPiece = 700_001;
        c.pieceProof = new bytes32[](64);
        for (uint256 i; i < 64; ++i) {
            c.pieceProof[i] = keccak256(abi.encode("sibling", i));
        }
        c.s = 5;
        c.segHashes = new bytes32[](5);
        for (uint256 x; x < 5; ++x) {
            c.segHashes[x] = keccak256(abi.encode("range", x));
        }
        bytes32 pre = _rechain(c.segHashes);
        c.inputHash = keccak256("input");
        c.nextHash = keccak256("next");
        c.off = 7;
        uint256 n = 1_161_857;
        // the run's siblings: as many as the fold takes (learned from the refusal naming the count)
        uint256 used = _siblingsUsed(c.firstPiece, c.pieceHashes.length, 21);
        bytes32[] memory sib = new bytes32[](used);
        for (uint256 i; i < used; ++i) {
            sib[i] = c.pieceProof[i];
        }
        c.pieceProof = sib;
        bytes32 root;
        try wide.bind(bytes32(0), n, _at(c), ANCHOR, pre, c) returns (uint256) {
            revert("a zero blob root was accepted");
        } catch (bytes memory reason) {
            require(bytes4(reason) == ZkColumnRange.WeightsMismatch.selector, "refusal");
            assembly {
                root := mload(add(reason, 36))
            }
        }
        uint256 g = gasleft();
        wide.bind(root, n, _at(c), ANCHOR, pre, c);
        emit log_named_uint("0.6B-shape bind gas", g - gasleft());
        emit log_named_uint("0.6B-shape claim calldata bytes", abi.encode(c).length + 384);
    }

    function _siblingsUsed(uint256 lo, uint256 n, uint256 depth) internal pure returns (uint256 used) {
        uint256 hi = lo + n;
        for (uint256 d; d < depth; ++d) {
            if (lo & 1 == 1) (used, lo) = (used + 1, lo - 1);
            if (hi & 1 == 1) (used, hi) = (used + 1, hi + 1);
            (lo, hi) = (lo / 2, hi / 2);
        }
    }

    /// @dev The word a claim reads from (the caller's own figure in these tests, checked in test_wordsRefused).
    function _at(ZkColumnRange.Claim memory c) internal pure returns (uint256) {
        return c.firstPiece * 32 + c.off;
    }

    function test_wordsRefused() public {
        (ZkColumnRange.Claim memory c, bytes32 pre) = _claim();
        uint256 want = _at(c) + 1;
        vm.expectRevert(abi.encodeWithSelector(ZkColumnRange.WrongWords.selector, want - 1, want));
        zk.step(root, 4, want, ANCHOR, pre, c);
    }

    function _rechain(bytes32[] memory hs) internal pure returns (bytes32 u) {
        u = ANCHOR;
        for (uint256 x; x < hs.length; ++x) {
            u = keccak256(abi.encodePacked(u, x, hs[x]));
        }
    }
}
