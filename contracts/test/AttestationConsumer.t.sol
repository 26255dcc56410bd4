// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {VmTest} from "./Vm.sol";
import {EpochRegistry, IQuorumCheck} from "../src/EpochRegistry.sol";
import {QuorumSignature} from "../src/BlsSignatureChecker.sol";
import {AttestationConsumer, IEpochSource, AttesterSignature} from "../src/AttestationConsumer.sol";
import {Transition} from "../src/DeepcallConsumer.sol";
import {BlsBn254, G1Point, G2Point} from "../src/BlsBn254.sol";
import {BatchTree} from "../src/BatchTree.sol";
import {DisputeGame} from "../src/DisputeGame.sol";

/// @dev A quorum check that accepts every signature (the quorum is not what these tests are about), and
/// the registry's operatorOf (the attesters' keys), stakes and slashing as OperatorRegistry has them.
contract AcceptingQuorum {
    mapping(bytes32 => address) public operatorOf;
    mapping(address => uint96) public stakeOf;

    function setOperator(bytes32 id, address op) external {
        operatorOf[id] = op;
        stakeOf[op] = 10 ether;
    }

    function slash(address op, uint96 amount) external {
        stakeOf[op] -= amount < stakeOf[op] ? amount : stakeOf[op];
    }

    function checkSignatures(bytes32, uint32, QuorumSignature calldata, uint256, uint256)
        external
        pure
        returns (uint256, uint256)
    {
        return (1, 1);
    }
}

/// @dev The slice of DisputeGame AttestationConsumer reads (slashedFor, challenge, challengeWindow,
/// undecided) and the arbiter's call. (The real game over a presented attestation: attest's Go tests.)
contract GameStandIn {
    mapping(bytes32 => bool) public slashedFor;
    mapping(uint256 => DisputeGame.Challenge) internal _challenges;
    mapping(address => mapping(bytes32 => uint256)) public undecided;
    uint256 public challengeWindow = 20;

    function setUndecided(address consumer, bytes32 input, uint256 n) external {
        undecided[consumer][input] = n;
    }

    function setChallenge(uint256 id, DisputeGame.Challenge memory c) external {
        _challenges[id] = c;
    }

    function challenge(uint256 id) external view returns (DisputeGame.Challenge memory) {
        return _challenges[id];
    }

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
    AcceptingQuorum internal quorum;
    uint256 internal constant FEE = 1000;
    uint256 internal constant AUDIT = 10;
    uint256 internal constant REVEAL = 4;
    uint256 internal constant FORFEIT_BPS = 1000;
    address internal constant OP_A = address(0xa11ce);
    address internal constant OP_B = address(0xb0b);
    bytes32 internal constant MANIFEST = bytes32(uint256(0x3a));
    Transition[4] internal ts;
    bytes32[4] internal leaves;
    bytes32 internal root;

    receive() external payable {}

    function setUp() public {
        game = new GameStandIn();
        quorum = new AcceptingQuorum();
        reg = new EpochRegistry(IQuorumCheck(address(quorum)), 2, 3, 10000, 2, 4);
        quorum.setOperator(_id(1), OP_A); // OP_A's key: sk 1
        quorum.setOperator(_id(2), OP_B); // OP_B's key: sk 2
        ac = new AttestationConsumer(IEpochSource(address(reg)), address(game), MANIFEST, FEE, AUDIT, REVEAL, FORFEIT_BPS);
        for (uint256 i; i < 4; ++i) {
            address op = i < 3 ? OP_A : OP_B; // A attests three, B one
            ts[i] = Transition({
                chainId: block.chainid,
                consumer: address(ac),
                index: 0,
                manifest: MANIFEST,
                input: keccak256(abi.encodePacked(uint256(4), uint256(2), _promptOf(i))),
                slot: bytes32(uint256(1_800_000_000) << 160 | uint256(uint160(op))),
                oldValue: keccak256("cpu-avx512"),
                newValue: keccak256(abi.encodePacked(ROOT, _answer(i))),
                referenceBlock: 1
            });
            leaves[i] = ac.leaf(ts[i]);
        }
        root = _h(_h(leaves[0], leaves[1]), _h(leaves[2], leaves[3]));
        QuorumSignature memory sig;
        reg.commitEpoch(0, root, 4, _books(3, 1), 1, sig);
    }

    bytes32 internal constant ROOT = keccak256("the attested root");

    /// @dev The prompt of attestation i's request (n = 4).
    function _promptOf(uint256 i) internal pure returns (uint256[] memory p) {
        p = new uint256[](2);
        (p[0], p[1]) = (i + 1, 9);
    }

    /// @dev The tokens of attestation i's answer.
    function _answer(uint256 i) internal pure returns (uint256[] memory tokens) {
        tokens = new uint256[](2);
        (tokens[0], tokens[1]) = (i, 7);
    }

    /// @dev Past the challenge window of every attestation (reference block 1) and the audit: scan and pay.
    function _scanAndPay(uint64 a, uint64 b) internal {
        vm.roll(ac.auditEnd(0) + game.challengeWindow());
        ac.scan(0, 100);
        (address[] memory ops, uint64[] memory counts) = _tally(a, b);
        ac.payEpoch(0, ops, counts);
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

    // ------------------------------------------------------------------ attester keys and signatures

    /// @dev sk · g1 (ECMUL).
    function _pk1(uint256 sk) internal view returns (G1Point memory) {
        return _mul(G1Point(1, 2), sk);
    }

    function _mul(G1Point memory a, uint256 k) internal view returns (G1Point memory r) {
        (bool ok, bytes memory out) = address(0x07).staticcall(abi.encode(a.X, a.Y, k));
        require(ok, "ecmul");
        (r.X, r.Y) = abi.decode(out, (uint256, uint256));
    }

    /// @dev sk · g2 for sk 1 (the generator) and 2, in precompile order.
    function _pk2(uint256 sk) internal pure returns (G2Point memory q) {
        if (sk == 1) {
            q.X = [
                11559732032986387107991004021392285783925812861821192530917403151452391805634,
                10857046999023057135944570762232829481370756359578518086990519993285655852781
            ];
            q.Y = [
                4082367875863433681332203403145435568316851327593401208105741076214120093531,
                8495653923123431417604973247489272438418190587263600148770280649306958101930
            ];
        } else {
            q.X = [
                14583779054894525174450323658765874724019480979794335525732096752006891875705,
                18029695676650738226693292988307914797657423701064905010927197838374790804409
            ];
            q.Y = [
                11474861747383700316476719153975578001603231366361248090558603872215261634898,
                2140229616977736810657479771656733941598412651537078903776637920509952744750
            ];
        }
    }

    function _id(uint256 sk) internal view returns (bytes32) {
        G1Point memory k = _pk1(sk);
        return BlsBn254.hashG1(k.X, k.Y);
    }

    /// @dev The secret key of the attester of ts[pos].
    function _sk(uint256 pos) internal pure returns (uint256) {
        return pos < 3 ? 1 : 2;
    }

    /// @dev Attester `sk`'s signature of a one-leaf body holding ts[pos].
    function _signBy(uint256 pos, uint256 sk) internal view returns (AttesterSignature memory a) {
        bytes32 body = keccak256(abi.encode(BatchTree.DOMAIN, leaves[pos], uint256(1)));
        (uint256 hx, uint256 hy) = BlsBn254.hashToG1(body);
        a.sigma = _mul(G1Point(hx, hy), sk);
        a.pk1 = _pk1(sk);
        a.pk2 = _pk2(sk);
        a.count = 1;
        a.position = 0;
        a.siblings = new bytes32[](0);
    }

    /// @dev ts[pos]'s attester's signature of a one-leaf body holding it.
    function _sign(uint256 pos) internal view returns (AttesterSignature memory) {
        return _signBy(pos, _sk(pos));
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
        ac.present(0, 0, t, _proof(pos), _sign(pos));
        require(ac.result(t.input) == t.newValue && ac.isValid(t.input), "claim");
        game.invalidate(ac, t.input);
        require(!ac.isValid(t.input), "invalidated");
        // the game slashed the signers of the presented attestation
        game.setSlashed(leaves[pos]);
        address caught = pos < 3 ? OP_A : OP_B;
        vm.roll(ac.auditEnd(0));
        (address[] memory ops, uint64[] memory counts) = _tally(3, 1);
        vm.expectRevert(abi.encodeWithSelector(AttestationConsumer.NotScanned.selector, uint64(0), 0, 1));
        ac.payEpoch(0, ops, counts);
        // the presented attestation's challenge window is still open: it cannot be scanned yet
        vm.expectRevert(abi.encodeWithSelector(AttestationConsumer.Undecided.selector, t.input));
        ac.scan(0, 1);
        _scanAndPay(3, 1);
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
        ac.payEpoch(0, ops, counts); // nothing presented: nothing to scan
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
        AttesterSignature memory a0 = _sign(0);
        vm.expectRevert(abi.encodeWithSelector(EpochRegistry.SampleNotDrawn.selector, uint64(0)));
        ac.present(0, 0, ts[0], _proof(0), a0);
        uint64 pos = _drawn();
        Transition memory t = ts[pos];
        AttesterSignature memory a = _sign(pos);
        vm.expectRevert(
            abi.encodeWithSelector(AttestationConsumer.NotSampled.selector, uint64(0), uint256(4), uint256(4))
        );
        ac.present(0, 4, t, _proof(pos), a);
        // another attestation of the epoch passed off as draw 0: not at the drawn position
        uint256 other = (pos + 1) % 4;
        AttesterSignature memory ao = _sign(other);
        vm.expectRevert(AttestationConsumer.NotUnderRoot.selector);
        ac.present(0, 0, ts[other], _proof(other), ao);
        // a changed answer is not under the root
        t.newValue = bytes32(uint256(7));
        vm.expectRevert(AttestationConsumer.NotUnderRoot.selector);
        ac.present(0, 0, t, _proof(pos), a);
        t = ts[pos];
        t.consumer = address(0xdead);
        vm.expectRevert(AttestationConsumer.NotAnAttestation.selector);
        ac.present(0, 0, t, _proof(pos), a);
        uint256 end = ac.auditEnd(0);
        vm.roll(end);
        vm.expectRevert(abi.encodeWithSelector(AttestationConsumer.AuditClosed.selector, uint64(0), end));
        ac.present(0, 0, ts[pos], _proof(pos), a);
    }

    function test_RevertWhen_invalidatedByOtherThanTheGame() public {
        vm.expectRevert(abi.encodeWithSelector(AttestationConsumer.NotArbiter.selector, address(this)));
        ac.invalidate(bytes32(uint256(1)));
        vm.expectRevert(AttestationConsumer.WithdrawFailed.selector);
        ac.withdraw();
    }

    /// present records the landing DisputeGame.open checks: keccak256(abi.encode(leaf, attesterSignatory(ref,
    /// id))), id the attester's key; liability charges that attester alone, and only with its own id.
    function test_present_recordsLandingAndLiability() public {
        uint64 pos = _drawn();
        Transition memory t = ts[pos];
        ac.present(0, 0, t, _proof(pos), _sign(pos));
        bytes32 id = _id(_sk(pos));
        bytes32 signatory = ac.attesterSignatory(t.referenceBlock, id);
        require(ac.landing(t.input) == keccak256(abi.encode(leaves[pos], signatory)), "landing record");
        require(ac.arbiter() == address(game), "arbiter");
        require(ac.registry() == address(quorum), "registry");
        DisputeGame.Challenge memory c;
        c.consumer = address(ac);
        c.referenceBlock = t.referenceBlock;
        c.signatory = signatory;
        game.setChallenge(1, c);
        (bytes32 signers, uint256 count) = ac.liability(1, abi.encode(uint256(3), id));
        require(signers == keccak256(abi.encodePacked(id)) && count == 1, "the attester alone");
        // another attester's id, another kind, a malformed proof: NotLiable
        bytes32 other = _id(3 - _sk(pos));
        vm.expectRevert(abi.encodeWithSelector(AttestationConsumer.NotLiable.selector, uint256(1)));
        ac.liability(1, abi.encode(uint256(3), other));
        vm.expectRevert(abi.encodeWithSelector(AttestationConsumer.NotLiable.selector, uint256(1)));
        ac.liability(1, abi.encode(uint256(1), id));
        vm.expectRevert(abi.encodeWithSelector(AttestationConsumer.NotLiable.selector, uint256(1)));
        ac.liability(1, abi.encode(uint256(3), id, id));
        // a challenge of another consumer
        c.consumer = address(0xC0);
        game.setChallenge(2, c);
        vm.expectRevert(abi.encodeWithSelector(AttestationConsumer.NotLiable.selector, uint256(2)));
        ac.liability(2, abi.encode(uint256(3), id));
    }

    /// Nobody presents an attestation its attester did not sign: another attester's key, a key registered
    /// to nobody, a signature of another body, a body proof of another position are all refused.
    function test_RevertWhen_presentingWithoutTheAttestersSignature() public {
        uint64 pos = _drawn();
        Transition memory t = ts[pos];
        uint256 sk = _sk(pos);
        // the other attester's key and signature
        AttesterSignature memory a = _signBy(pos, 3 - sk);
        vm.expectRevert(AttestationConsumer.BadAttesterSignature.selector);
        ac.present(0, 0, t, _proof(pos), a);
        // a key registered to nobody (sk 3)
        a = _sign(pos);
        a.pk1 = _pk1(3);
        vm.expectRevert(AttestationConsumer.BadAttesterSignature.selector);
        ac.present(0, 0, t, _proof(pos), a);
        // the attester's own key, σ over another body
        a = _sign(pos);
        a.sigma = _signBy((pos + 1) % 4, sk).sigma;
        vm.expectRevert(AttestationConsumer.BadAttesterSignature.selector);
        ac.present(0, 0, t, _proof(pos), a);
        // the attester's own signature, claimed for a two-leaf body it did not sign
        a = _sign(pos);
        a.count = 2;
        a.siblings = new bytes32[](1);
        a.siblings[0] = leaves[(pos + 1) % 4];
        vm.expectRevert(AttestationConsumer.BadAttesterSignature.selector);
        ac.present(0, 0, t, _proof(pos), a);
        // a malformed body proof
        a = _sign(pos);
        a.position = 1;
        vm.expectRevert(BatchTree.BadBatchProof.selector);
        ac.present(0, 0, t, _proof(pos), a);
        require(ac.landing(t.input) == bytes32(0), "nothing recorded");
        a = _sign(pos);
        ac.present(0, 0, t, _proof(pos), a);
    }

    // ------------------------------------------------------------------ reveal or forfeit

    /// The attester of a sampled attestation withholds its answer, so nobody can open a game on it: after
    /// revealEnd anyone forfeits it, the attester loses its whole fee of the epoch and FORFEIT_BPS of its
    /// stake. (Before: it was paid and never disputed.)
    function test_withheldAnswerIsForfeited() public {
        ac.fund{value: 4 * FEE}(0);
        uint64 pos = _drawn();
        address attester = pos < 3 ? OP_A : OP_B;
        uint256 from = ac.revealEnd(0);
        AttesterSignature memory a = _sign(pos);
        bytes32[] memory proof = _proof(pos);
        vm.expectRevert(abi.encodeWithSelector(AttestationConsumer.RevealOpen.selector, uint64(0), from));
        ac.forfeit(0, 0, ts[pos], proof, a);
        vm.roll(from);
        uint96 before = quorum.stakeOf(attester);
        ac.forfeit(0, 0, ts[pos], proof, a);
        require(ac.caught(0, attester), "caught");
        require(quorum.stakeOf(attester) == before - before * FORFEIT_BPS / 10_000, "slashed");
        vm.expectRevert(abi.encodeWithSelector(AttestationConsumer.NotForfeitable.selector, leaves[pos]));
        ac.forfeit(0, 0, ts[pos], proof, a);
        _scanAndPay(3, 1);
        uint256 lost = attester == OP_A ? 3 * FEE : FEE;
        require(ac.credit(attester) == 0 && ac.credit(address(this)) == lost, "its fee back to the payer");
    }

    /// A revealed answer cannot be forfeited; the reveal must hash to the attested value, before revealEnd,
    /// of a drawn attestation; nobody forfeits an attestation its attester did not sign.
    function test_revealedAnswerIsNotForfeited() public {
        uint64 pos = _drawn();
        Transition memory t = ts[pos];
        vm.expectRevert(AttestationConsumer.WrongAnswer.selector);
        ac.reveal(0, 0, t, _proof(pos), _promptOf(pos), 4, ROOT, _answer(pos + 1));
        vm.expectRevert(AttestationConsumer.WrongAnswer.selector);
        ac.reveal(0, 0, t, _proof(pos), _promptOf(pos + 1), 4, ROOT, _answer(pos));
        uint256 other = (pos + 1) % 4;
        vm.expectRevert(AttestationConsumer.NotUnderRoot.selector);
        ac.reveal(0, 0, ts[other], _proof(other), _promptOf(other), 4, ROOT, _answer(other));
        ac.reveal(0, 0, t, _proof(pos), _promptOf(pos), 4, ROOT, _answer(pos));
        require(ac.revealed(leaves[pos]), "revealed");
        uint256 end = ac.revealEnd(0);
        vm.roll(end);
        AttesterSignature memory a = _sign(pos);
        bytes32[] memory proof = _proof(pos);
        vm.expectRevert(abi.encodeWithSelector(AttestationConsumer.NotForfeitable.selector, leaves[pos]));
        ac.forfeit(0, 0, t, proof, a);
        vm.expectRevert(abi.encodeWithSelector(AttestationConsumer.RevealClosed.selector, uint64(0), end));
        ac.reveal(0, 0, t, proof, _promptOf(pos), 4, ROOT, _answer(pos));
    }

    function test_RevertWhen_forfeitingWithoutTheAttestersSignature() public {
        uint64 pos = _drawn();
        vm.roll(ac.revealEnd(0));
        AttesterSignature memory a = _signBy(pos, 3 - _sk(pos));
        vm.expectRevert(AttestationConsumer.BadAttesterSignature.selector);
        ac.forfeit(0, 0, ts[pos], _proof(pos), a);
    }

    // ------------------------------------------------------------------ bounded payout

    /// Presenting is free, so payEpoch must not loop over presentations: they are scanned in pages of the
    /// caller's size, and payEpoch reads one flag per attester in the books. (Before: ~7k gas a presented
    /// attestation inside payEpoch, about 2,300 of them past the 16,777,216-gas cap, the escrow locked.)
    function test_payoutIsBoundedWhateverIsPresented() public {
        ac.fund{value: 4 * FEE}(0);
        _drawn();
        uint256 size = reg.sampleSize(4);
        for (uint256 j; j < size; ++j) {
            uint64 p = reg.sampleAt(0, j);
            ac.present(0, j, ts[p], _proof(p), _sign(p));
        }
        uint256 n = ac.presentedOf(0).length;
        vm.roll(ac.auditEnd(0) + game.challengeWindow());
        for (uint256 i; i < n; ++i) {
            ac.scan(0, 1); // one at a time: each page bounded by its caller
        }
        require(ac.scanned(0) == n, "scanned");
        (address[] memory ops, uint64[] memory counts) = _tally(3, 1);
        uint256 gas = gasleft();
        ac.payEpoch(0, ops, counts);
        gas -= gasleft();
        emit log_named_uint("payEpoch gas, 2 attesters", gas);
        require(gas < 100_000, "payEpoch reads the books, not the presentations");
    }

    event log_named_uint(string key, uint256 val);

    /// A presented attestation whose challenge is still undecided holds the scan (and the payout).
    function test_scanWaitsForAnUndecidedChallenge() public {
        uint64 pos = _drawn();
        ac.present(0, 0, ts[pos], _proof(pos), _sign(pos));
        game.setUndecided(address(ac), ts[pos].input, 1);
        vm.roll(ac.auditEnd(0) + game.challengeWindow());
        vm.expectRevert(abi.encodeWithSelector(AttestationConsumer.Undecided.selector, ts[pos].input));
        ac.scan(0, 1);
        game.setUndecided(address(ac), ts[pos].input, 0);
        ac.scan(0, 1);
    }

    /// Nobody drew the epoch's sample: nothing was audited, so the payer takes the fees back. (Before: an
    /// undrawn epoch paid in full.)
    function test_undrawnEpochRefundsThePayer() public {
        ac.fund{value: 4 * FEE}(0);
        vm.roll(ac.auditEnd(0));
        (address[] memory ops, uint64[] memory counts) = _tally(3, 1);
        ac.payEpoch(0, ops, counts);
        require(ac.credit(OP_A) == 0 && ac.credit(OP_B) == 0 && ac.credit(address(this)) == 4 * FEE, "refunded");
    }

    /// A leaf naming another reference block than the epoch's is no attestation of it.
    function test_RevertWhen_leafNamesAnotherReferenceBlock() public {
        uint64 pos = _drawn();
        Transition memory t = ts[pos];
        t.referenceBlock = 2;
        AttesterSignature memory a = _sign(pos);
        bytes32[] memory proof = _proof(pos);
        vm.expectRevert(AttestationConsumer.NotAnAttestation.selector);
        ac.present(0, 0, t, proof, a);
    }

    function test_RevertWhen_revealWindowDoesNotEndBeforeTheAudit() public {
        vm.expectRevert(AttestationConsumer.BadTerms.selector);
        new AttestationConsumer(IEpochSource(address(reg)), address(game), MANIFEST, FEE, AUDIT, AUDIT, 0);
        vm.expectRevert(AttestationConsumer.BadTerms.selector);
        new AttestationConsumer(IEpochSource(address(reg)), address(game), MANIFEST, FEE, AUDIT, REVEAL, 10_001);
    }
}
