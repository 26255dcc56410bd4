// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {VmTest} from "./Vm.sol";
import {EpochRegistry, IQuorumCheck} from "../src/EpochRegistry.sol";
import {QuorumSignature} from "../src/BlsSignatureChecker.sol";
import {AttestationConsumer, IEpochSource} from "../src/AttestationConsumer.sol";
import {Transition} from "../src/DeepcallConsumer.sol";

/// @dev A quorum check that accepts every signature (the quorum is not what these tests are about).
contract AcceptingQuorum {
    function checkSignatures(bytes32, uint32, QuorumSignature calldata, uint256, uint256)
        external
        pure
        returns (uint256, uint256)
    {
        return (1, 1);
    }
}

/// @dev The slice of DisputeGame AttestationConsumer reads (slashedFor) and the arbiter's call.
contract GameStandIn {
    mapping(bytes32 => bool) public slashedFor;

    function setSlashed(bytes32 d) external {
        slashedFor[d] = true;
    }

    function invalidate(AttestationConsumer c, bytes32 input) external {
        c.invalidate(input);
    }
}

/// @notice AttestationConsumer over a real EpochRegistry: a sampled attestation presented under the root
/// becomes the claim DisputeGame checks; the books pay every attester fee · count, a slashed attester's
/// share back to the payer, the escrow exactly; and every refusal is named.
contract AttestationConsumerTest is VmTest {
    EpochRegistry internal reg;
    AttestationConsumer internal ac;
    GameStandIn internal game;
    uint256 internal constant FEE = 1000;
    uint256 internal constant AUDIT = 10;
    address internal constant OP_A = address(0xa11ce);
    address internal constant OP_B = address(0xb0b);
    bytes32 internal constant MANIFEST = bytes32(uint256(0x3a));
    Transition[4] internal ts;
    bytes32[4] internal leaves;
    bytes32 internal root;

    receive() external payable {}

    function setUp() public {
        game = new GameStandIn();
        reg = new EpochRegistry(IQuorumCheck(address(new AcceptingQuorum())), 2, 3, 10000, 2, 4);
        ac = new AttestationConsumer(IEpochSource(address(reg)), address(game), MANIFEST, FEE, AUDIT);
        for (uint256 i; i < 4; ++i) {
            address op = i < 3 ? OP_A : OP_B; // A attests three, B one
            ts[i] = Transition({
                chainId: block.chainid,
                consumer: address(ac),
                index: 0,
                manifest: MANIFEST,
                input: bytes32(i + 1),
                slot: bytes32(uint256(1_800_000_000) << 160 | uint256(uint160(op))),
                oldValue: keccak256("cpu-avx512"),
                newValue: bytes32(100 + i),
                referenceBlock: 1
            });
            leaves[i] = ac.leaf(ts[i]);
        }
        root = _h(_h(leaves[0], leaves[1]), _h(leaves[2], leaves[3]));
        QuorumSignature memory sig;
        reg.commitEpoch(0, root, 4, _books(3, 1), 0, sig);
    }

    function _h(bytes32 a, bytes32 b) internal pure returns (bytes32) {
        return keccak256(abi.encodePacked(a, b));
    }

    function _books(uint64 a, uint64 b) internal pure returns (bytes32) {
        (address[] memory ops, uint64[] memory counts) = _tally(a, b);
        return keccak256(abi.encodePacked(ops, counts));
    }

    function _tally(uint64 a, uint64 b) internal pure returns (address[] memory ops, uint64[] memory counts) {
        ops = new address[](2);
        counts = new uint64[](2);
        (ops[0], ops[1], counts[0], counts[1]) = (OP_A, OP_B, a, b);
    }

    function _proof(uint256 p) internal view returns (bytes32[] memory s) {
        s = new bytes32[](2);
        s[0] = leaves[p ^ 1];
        s[1] = p < 2 ? _h(leaves[2], leaves[3]) : _h(leaves[0], leaves[1]);
    }

    /// Draw 0, drawn, and the transition at its position.
    function _drawn() internal returns (uint64 pos) {
        vm.roll(block.number + 2);
        reg.drawSample(0);
        pos = reg.sampleAt(0, 0);
    }

    function test_presentThenBooks() public {
        ac.fund{value: 4 * FEE}(0);
        uint64 pos = _drawn();
        Transition memory t = ts[pos];
        ac.present(0, 0, t, _proof(pos));
        require(ac.result(t.input) == t.newValue && ac.isValid(t.input), "claim");
        game.invalidate(ac, t.input);
        require(!ac.isValid(t.input), "invalidated");
        // the game slashed the signers of the presented attestation
        game.setSlashed(leaves[pos]);
        address caught = pos < 3 ? OP_A : OP_B;
        vm.roll(ac.auditEnd(0));
        (address[] memory ops, uint64[] memory counts) = _tally(3, 1);
        ac.payEpoch(0, ops, counts);
        uint256 paidA = caught == OP_A ? 0 : 3 * FEE;
        uint256 paidB = caught == OP_B ? 0 : FEE;
        require(ac.credit(OP_A) == paidA && ac.credit(OP_B) == paidB, "attesters");
        require(ac.credit(address(this)) == 4 * FEE - paidA - paidB, "payer");
        require(address(ac).balance == 4 * FEE, "escrow");
        ac.withdraw();
        if (paidA > 0) {
            vm.prank(OP_A);
            ac.withdraw();
        }
        if (paidB > 0) {
            vm.prank(OP_B);
            ac.withdraw();
        }
        require(address(ac).balance == 0 && OP_A.balance == paidA && OP_B.balance == paidB, "withdrawn");
    }

    function test_unsampledAndHonestPaid() public {
        ac.fund{value: 4 * FEE}(0);
        _drawn();
        vm.roll(ac.auditEnd(0));
        (address[] memory ops, uint64[] memory counts) = _tally(3, 1);
        ac.payEpoch(0, ops, counts);
        require(ac.credit(OP_A) == 3 * FEE && ac.credit(OP_B) == FEE && ac.credit(address(this)) == 0, "paid");
    }

    function test_RevertWhen_fundingWrong() public {
        vm.expectRevert(abi.encodeWithSelector(AttestationConsumer.WrongFunding.selector, 4 * FEE - 1, 4 * FEE));
        ac.fund{value: 4 * FEE - 1}(0);
        vm.expectRevert(abi.encodeWithSelector(AttestationConsumer.UnknownEpoch.selector, uint64(1)));
        ac.fund{value: 0}(1);
        ac.fund{value: 4 * FEE}(0);
        vm.expectRevert(abi.encodeWithSelector(AttestationConsumer.AlreadyFunded.selector, uint64(0)));
        ac.fund{value: 4 * FEE}(0);
    }

    function test_RevertWhen_payingEarlyUnfundedTwiceOrWrongBooks() public {
        (address[] memory ops, uint64[] memory counts) = _tally(3, 1);
        uint256 end = ac.auditEnd(0);
        vm.expectRevert(abi.encodeWithSelector(AttestationConsumer.AuditOpen.selector, uint64(0), end));
        ac.payEpoch(0, ops, counts);
        vm.roll(end);
        vm.expectRevert(abi.encodeWithSelector(AttestationConsumer.NotFunded.selector, uint64(0)));
        ac.payEpoch(0, ops, counts);
        ac.fund{value: 4 * FEE}(0);
        (address[] memory ops2, uint64[] memory shifted) = _tally(2, 2);
        vm.expectRevert(AttestationConsumer.BadBooks.selector);
        ac.payEpoch(0, ops2, shifted);
        ac.payEpoch(0, ops, counts);
        vm.expectRevert(abi.encodeWithSelector(AttestationConsumer.AlreadyPaid.selector, uint64(0)));
        ac.payEpoch(0, ops, counts);
    }

    function test_RevertWhen_presentingWhatIsNotADrawnAttestation() public {
        vm.expectRevert(abi.encodeWithSelector(EpochRegistry.SampleNotDrawn.selector, uint64(0)));
        ac.present(0, 0, ts[0], _proof(0));
        uint64 pos = _drawn();
        Transition memory t = ts[pos];
        vm.expectRevert(
            abi.encodeWithSelector(AttestationConsumer.NotSampled.selector, uint64(0), uint256(4), uint256(4))
        );
        ac.present(0, 4, t, _proof(pos));
        // another attestation of the epoch passed off as draw 0: not at the drawn position
        uint256 other = (pos + 1) % 4;
        vm.expectRevert(AttestationConsumer.NotUnderRoot.selector);
        ac.present(0, 0, ts[other], _proof(other));
        // a changed answer is not under the root
        t.newValue = bytes32(uint256(7));
        vm.expectRevert(AttestationConsumer.NotUnderRoot.selector);
        ac.present(0, 0, t, _proof(pos));
        t = ts[pos];
        t.consumer = address(0xdead);
        vm.expectRevert(AttestationConsumer.NotAnAttestation.selector);
        ac.present(0, 0, t, _proof(pos));
        uint256 end = ac.auditEnd(0);
        vm.roll(end);
        vm.expectRevert(abi.encodeWithSelector(AttestationConsumer.AuditClosed.selector, uint64(0), end));
        ac.present(0, 0, ts[pos], _proof(pos));
    }

    function test_RevertWhen_invalidatedByOtherThanTheGame() public {
        vm.expectRevert(abi.encodeWithSelector(AttestationConsumer.NotArbiter.selector, address(this)));
        ac.invalidate(bytes32(uint256(1)));
        vm.expectRevert(AttestationConsumer.WithdrawFailed.selector);
        ac.withdraw();
    }
}
