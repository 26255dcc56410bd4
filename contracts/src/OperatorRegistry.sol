// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {BlsBn254, G1Point, G2Point} from "./BlsBn254.sol";
import {BlsSignatureChecker, WrongApkIndex, OperatorHistoryUnavailable} from "./BlsSignatureChecker.sol";
import {IDelegationManager, IStrategy} from "./IEigenLayer.sol";
import {IOperatorSetRegistry, OperatorSetAVS} from "./OperatorSetAVS.sol";

/// @notice The terms the registry reads from an SLA slasher that states them (TaskMarket): a task is due
/// slaBlocks after its request and reported at most graceBlocks after that.
interface ISlaTerms {
    function slaBlocks() external view returns (uint64);
    function graceBlocks() external view returns (uint64);
}

/// @title OperatorRegistry
/// @notice deepcall's operator set: one quorum of EigenLayer operators, each with a stake and BLS keys on
/// BN254 (G1 and G2) registered with a proof of possession, the aggregate G1 key (apk) and total stake
/// kept with their history by block, so a quorum signature names the block whose set signs.
///
/// It plays the part of EigenLayer's RegistryCoordinator + BLSApkRegistry + StakeRegistry for one quorum
/// and one strategy, lean:
/// - Keys: an operator registers its own keys (msg.sender) with a proof of possession checked exactly as
///   blsagg.VerifyPoP does: message m = keccak256(abi.encode(keccak256("deepcall/pop/v1"), chainid,
///   registry, operator, pk1.X, pk1.Y, pk2.X[0], pk2.X[1], pk2.Y[0], pk2.Y[1])), H = hashToG1(m),
///   γ = keccak256(σ, pk1, pk2, H) mod r, e(σ + γ·pk1, −g2)·e(H + γ·g1, pk2) = 1. A key without a valid
///   proof — a rogue key pk' − Σ others — is refused. Keys are bound to their operator for good.
/// - Stake, wired to EigenLayer (a DelegationManager given at construction): only an EigenLayer operator
///   (DelegationManager.isOperator) may register, and its stake is the shares of the one strategy
///   delegated to it (DelegationManager.operatorShares) less what this registry slashed. The stake is
///   read at registration and again by `syncStake`, which anyone may call (StakeRegistry.updateOperators'
///   part); zero shares eject. Between syncs the registry counts the stake it last read, as EigenLayer's
///   StakeRegistry does with staleStakesForbidden off: a challenger or keeper syncs after withdrawals.
/// - Stake, standalone (no DelegationManager: tests and local runs): set by the owner; setStake before
///   registration makes an operator eligible, after it updates the live stake, and 0 ejects.
/// - Slashing: the slasher (the dispute game, set by the owner) cuts an operator's stake by up to
///   `amount` at once, through the same history as any stake change (0 ejects). The cut is remembered
///   (slashedOf) and subtracted from the delegated shares at every later read, so syncStake cannot undo it.
///   With delegated shares as the stake, it is the stake this registry counts that is cut.
/// - Operator sets (wired, and an OperatorSetAVS given once by the owner with setAVS before anyone
///   registers): operators join through EigenLayer's AllocationManager.registerForOperatorSets, whose
///   registrar hook (the AVS) hands their keys and proof here (registerFromAVS); the direct registerOperator
///   and deregisterOperator are refused (UseOperatorSet). The stake is the operator's slashable stake
///   allocated to the set (AllocationManager.getAllocatedStake). slash turns the cut into a fraction (wad)
///   of that allocation and has the AVS call AllocationManager.slashOperator, so the operator's shares in
///   the DelegationManager fall; the registry's stake is then read back from EigenLayer. Should EigenLayer
///   refuse (nothing allocated, the operator past its deallocation window, slashing paused), the cut is
///   kept here in slashedOf as in the delegated-shares mode.
/// - History: the apk and total stake per block of change (the apk history, with the block of the next
///   change, as BLSApkRegistry's ApkUpdate); per operator the current and the previous stake with the
///   blocks they took effect, one storage slot that a landing's quorum check reads (a landing whose
///   reference block both predate reverts OperatorHistoryUnavailable; sign a newer block); and per operator
///   its full stake history, one checkpoint (block, stake) per block of change, append-only, which stakeAt
///   and checkSignaturesAt search by block, so a dispute resolves at any reference block however often
///   the stake changed since. Before an operator's first checkpoint its stake is 0 (not registered).
contract OperatorRegistry is BlsSignatureChecker, IOperatorSetRegistry {
    /// @notice keccak256("deepcall/pop/v1"), the first word of the proof-of-possession message.
    bytes32 public constant POP_DOMAIN = keccak256("deepcall/pop/v1");

    error NotOwner();
    error ZeroKey();
    error InvalidProofOfPossession(address operator);
    error KeyBoundToOtherOperator(bytes32 operatorId, address operator);
    error OperatorHasOtherKey(address operator, bytes32 operatorId);
    error AlreadyRegistered(address operator);
    error NotRegistered(address operator);
    error NoStake(address operator);
    error ZeroWindow();
    error StakeOverflow(uint256 totalStake);
    /// @notice Wired mode: `operator` is not registered as an operator with EigenLayer's DelegationManager.
    error NotEigenLayerOperator(address operator);
    /// @notice setStake in wired mode: stakes come from EigenLayer there.
    error WiredToEigenLayer();
    /// @notice syncStake in standalone mode: there is no DelegationManager to read.
    error NotWiredToEigenLayer();
    /// @notice The DelegationManager given at construction has no code.
    error DelegationManagerWithoutCode();
    /// @notice A DelegationManager without a strategy, or a strategy without a DelegationManager.
    error BadStrategy(address strategy);
    /// @notice slash by anyone but the slasher.
    error NotSlasher();
    /// @notice Operator-set mode: registration and leave go through EigenLayer's AllocationManager.
    error UseOperatorSet();
    /// @notice registerFromAVS / deregisterFromAVS by anyone but the AVS.
    error NotAVS();
    /// @notice setAVS refused: standalone, already set, operators already registered, or an AVS serving
    /// another registry or strategy.
    error BadAVS(address avs);
    /// @notice Operator-set mode: slash was sent with too little gas to give EigenLayer's slash
    /// EIGEN_SLASH_GAS (without this, a caller short of gas could make EigenLayer's slash fail and leave the
    /// operator's shares whole).
    error SlashGasTooLow(uint256 gasLeft);
    /// @notice signersAt: the ids given are not exactly the signers of a quorum signature at that block.
    error SignersMismatch();
    /// @notice deregisterOperator while stake is locked for owed work (until block `until`).
    error StakeLocked(address operator, uint64 until);
    /// @notice Operator-set mode: EigenLayer's DEALLOCATION_DELAY (`delay` blocks) is shorter than the report
    /// window of an SLA slasher (`needed`: slaBlocks + graceBlocks), so stake locked for accepted work could
    /// leave before a no-show is reported.
    error DeallocationTooShort(uint256 delay, uint256 needed);

    event OperatorRegistered(address indexed operator, bytes32 indexed operatorId, uint256 stake);
    event OperatorDeregistered(address indexed operator, bytes32 indexed operatorId);
    event StakeUpdated(address indexed operator, uint256 stake);
    event ApkUpdated(uint32 indexed fromBlock, uint256 x, uint256 y, uint256 totalStake);
    event OwnershipTransferred(address indexed from, address indexed to);
    event SlasherSet(address indexed slasher);
    event SlaSlasherSet(address indexed slasher, bool allowed);
    /// @notice An SLA slasher locked `stake` of `operator` until block `until` (work it accepted).
    event StakeLock(address indexed operator, uint96 stake, uint64 until);
    /// @notice `operator` lost `amount` of stake to the slasher (possibly 0: nothing left to cut).
    event Slashed(address indexed operator, uint256 amount);
    /// @notice Operator-set mode: the AVS is set; operators join through its operator set.
    event AVSSet(address indexed avs);
    /// @notice Operator-set mode: a slash reached EigenLayer as `wad` of the operator's allocation.
    event SlashedOnEigenLayer(address indexed operator, uint256 wad);
    /// @notice Operator-set mode: EigenLayer refused the slash; the registry keeps the cut itself.
    event EigenLayerSlashRefused(address indexed operator, uint256 wad);

    /// @notice Operator-set mode: the gas each EigenLayer slash is given (AllocationManager.slashOperator
    /// through the AVS: ≈ 255k executed on EigenLayer's bytecode in deepcall's tests; the rest is headroom).
    uint256 public constant EIGEN_SLASH_GAS = 600_000;

    /// @notice How many blocks back a signature's reference block may lie.
    uint256 public immutable referenceWindow;
    address public owner;

    /// @dev The number of apk history entries (the entries live in BlsSignatureChecker).
    uint256 internal _apkCount;
    mapping(bytes32 operatorId => G1Point) internal _keys;
    /// @notice The operator a key (by id) is bound to, and the key id an operator is bound to.
    mapping(bytes32 operatorId => address) public operatorOf;
    mapping(address operator => bytes32) public operatorIdOf;
    /// @notice The operator's stake: standalone, as assigned by the owner (less slashing); wired, as last
    /// read from EigenLayer (registerOperator, syncStake) less slashing. Live while registered.
    mapping(address operator => uint96) public stakeOf;

    /// @notice EigenLayer's DelegationManager (0: standalone mode) and the strategy whose delegated shares
    /// are the stake.
    IDelegationManager public immutable delegationManager;
    IStrategy public immutable strategy;
    /// @notice May cut stakes (the dispute game).
    address public slasher;
    /// @notice Stake the slasher cut from an operator that EigenLayer's shares do not show: wired, every cut
    /// (subtracted from its delegated shares); with operator sets, the cuts EigenLayer refused.
    mapping(address operator => uint256) public slashedOf;
    /// @notice Operator-set mode: deepcall's AVS (0: not in that mode).
    OperatorSetAVS public avs;
    /// @dev Every stake change of an operator (0: it left), in block order, one per block:
    /// stake | fromBlock << 96. uint128 entries, so two share a storage word.
    mapping(bytes32 operatorId => uint128[]) internal _checkpoints;
    /// @notice May also cut stakes: SLA enforcers (the task market), set by the owner. (Declared last:
    /// the storage layout above is unchanged.)
    mapping(address => bool) public slaSlashers;
    /// @notice Stake backing work an operator accepted (TaskMarket.accept): until lockedUntil, syncStake
    /// does not take its registry stake below lockedStake and it cannot deregister, so the stake a no-show
    /// slash is owed is still there when the report comes. (Operator-set mode: EigenLayer's deallocation
    /// delay keeps the allocation slashable, and setSlaSlasher and setAVS refuse a delay shorter than the
    /// report window; leaving the set is EigenLayer's to allow.)
    mapping(address operator => uint96) public lockedStake;
    mapping(address operator => uint64) public lockedUntil;
    /// @notice The longest report window (slaBlocks + graceBlocks) of the SLA slashers allowed so far that
    /// state their terms: in operator-set mode EigenLayer's deallocation delay must cover it.
    uint64 public slaWindow;

    /// @param referenceWindow_ how many blocks back a signature's reference block may lie
    /// @param delegationManager_ EigenLayer's DelegationManager, or 0 for standalone mode (owner-set stakes)
    /// @param strategy_ the strategy whose delegated shares are the stake (0 in standalone mode)
    constructor(uint256 referenceWindow_, address delegationManager_, address strategy_) {
        if (referenceWindow_ == 0) revert ZeroWindow();
        if (delegationManager_ != address(0) && delegationManager_.code.length == 0) {
            revert DelegationManagerWithoutCode();
        }
        if ((delegationManager_ == address(0)) != (strategy_ == address(0))) revert BadStrategy(strategy_);
        referenceWindow = referenceWindow_;
        delegationManager = IDelegationManager(delegationManager_);
        strategy = IStrategy(strategy_);
        owner = msg.sender;
        emit OwnershipTransferred(address(0), msg.sender);
    }

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwner();
        _;
    }

    function transferOwnership(address to) external onlyOwner {
        emit OwnershipTransferred(owner, to);
        owner = to;
    }

    /// @notice Sets who may slash (the dispute game); address(0) turns slashing off.
    function setSlasher(address slasher_) external onlyOwner {
        slasher = slasher_;
        emit SlasherSet(slasher_);
    }

    /// @notice Allows (or stops) `s` to slash beside the dispute game: the task market slashes no-shows on
    /// SLA evidence. The dispute game's own path reads no more than before.
    /// In operator-set mode a slasher stating its terms (slaBlocks, graceBlocks: the task market) is refused
    /// when EigenLayer's deallocation delay does not cover its report window (DeallocationTooShort): the lock
    /// of an accepted task only holds the registry's count, EigenLayer's delay holds the allocation.
    function setSlaSlasher(address s, bool allowed) external onlyOwner {
        if (allowed) {
            uint64 w = _reportWindow(s);
            if (w > slaWindow) slaWindow = w;
            _checkDeallocation();
        }
        slaSlashers[s] = allowed;
        emit SlaSlasherSet(s, allowed);
    }

    /// @dev slaBlocks + graceBlocks of an SLA slasher that states them (0 for one that does not).
    function _reportWindow(address s) internal view returns (uint64) {
        if (s.code.length == 0) return 0;
        try ISlaTerms(s).slaBlocks() returns (uint64 sla) {
            try ISlaTerms(s).graceBlocks() returns (uint64 grace) {
                return sla + grace;
            } catch {}
        } catch {}
        return 0;
    }

    /// @dev Operator-set mode: EigenLayer's DEALLOCATION_DELAY covers slaWindow.
    function _checkDeallocation() internal view {
        if (address(avs) == address(0)) return;
        uint32 delay = avs.allocationManager().DEALLOCATION_DELAY();
        if (delay < slaWindow) revert DeallocationTooShort(delay, slaWindow);
    }

    /// @notice Switches to operator-set mode (once, wired, before anyone registers): `avs_` must serve this
    /// registry and its strategy, and its AllocationManager's deallocation delay must cover the report window
    /// of the SLA slashers already allowed (DeallocationTooShort).
    function setAVS(address avs_) external onlyOwner {
        if (
            !wired() || address(avs) != address(0) || _apkCount != 0 || avs_.code.length == 0
                || address(OperatorSetAVS(avs_).registry()) != address(this)
                || address(OperatorSetAVS(avs_).strategy()) != address(strategy)
        ) revert BadAVS(avs_);
        avs = OperatorSetAVS(avs_);
        _checkDeallocation();
        emit AVSSet(avs_);
    }

    /// @notice Whether stakes come from EigenLayer (a DelegationManager was given at construction).
    function wired() public view returns (bool) {
        return address(delegationManager) != address(0);
    }

    // ---------------------------------------------------------------- registration

    /// @notice The message hash an operator signs (hashed to G1) to prove possession of its keys here.
    function popMessage(address operator, G1Point calldata pk1, G2Point calldata pk2) public view returns (bytes32) {
        return keccak256(
            abi.encode(
                POP_DOMAIN, block.chainid, address(this), operator, pk1.X, pk1.Y, pk2.X[0], pk2.X[1], pk2.Y[0], pk2.Y[1]
            )
        );
    }

    /// @notice Registers msg.sender with its BLS keys. Needs a stake — wired, msg.sender must be an EigenLayer
    /// operator with shares of the strategy delegated to it; standalone, a stake assigned by the owner — and
    /// a valid proof of possession `pop` = sk·hashToG1(popMessage(msg.sender, pk1, pk2)). A key once
    /// registered stays bound to its operator; an operator that left may come back with the same key (and a
    /// proof again). Refused in operator-set mode (UseOperatorSet): there the AVS calls registerFromAVS.
    function registerOperator(G1Point calldata pk1, G2Point calldata pk2, G1Point calldata pop) external {
        if (address(avs) != address(0)) revert UseOperatorSet();
        _register(msg.sender, pk1, pk2, pop);
    }

    /// @notice Operator-set mode: the AVS registers `operator` as registerOperator would for msg.sender, when
    /// EigenLayer's AllocationManager admits it to the operator set (the proof names `operator`).
    function registerFromAVS(address operator, G1Point calldata pk1, G2Point calldata pk2, G1Point calldata pop)
        external
    {
        if (msg.sender != address(avs) || msg.sender == address(0)) revert NotAVS();
        _register(operator, pk1, pk2, pop);
    }

    function _register(address operator, G1Point calldata pk1, G2Point calldata pk2, G1Point calldata pop) internal {
        if ((pk1.X | pk1.Y) == 0 || (pk2.X[0] | pk2.X[1] | pk2.Y[0] | pk2.Y[1]) == 0) revert ZeroKey();
        bytes32 id = BlsBn254.hashG1(pk1.X, pk1.Y);
        address bound = operatorOf[id];
        if (bound != address(0) && bound != operator) revert KeyBoundToOtherOperator(id, bound);
        bytes32 mine = operatorIdOf[operator];
        if (mine != bytes32(0) && mine != id) revert OperatorHasOtherKey(operator, mine);
        if (_liveStake(id) != 0) revert AlreadyRegistered(operator);
        uint96 stake;
        if (wired()) {
            if (!delegationManager.isOperator(operator)) revert NotEigenLayerOperator(operator);
            stake = _eigenStake(operator);
            stakeOf[operator] = stake;
        } else {
            stake = stakeOf[operator];
        }
        if (stake == 0) revert NoStake(operator);
        if (!_verifyPoP(popMessage(operator, pk1, pk2), pk1, pk2, pop)) revert InvalidProofOfPossession(operator);

        if (bound == address(0)) {
            operatorOf[id] = operator;
            operatorIdOf[operator] = id;
            _keys[id] = G1Point(pk1.X, pk1.Y);
        }
        _recordStake(id, stake);
        (uint256 x, uint256 y, uint256 total) = _current();
        (x, y) = BlsBn254.add(x, y, pk1.X, pk1.Y);
        _pushApk(x, y, total + stake);
        emit OperatorRegistered(operator, id, stake);
    }

    /// @notice Leaves the set. Signatures with a reference block before this one still count the operator.
    /// Refused in operator-set mode (UseOperatorSet): leave the operator set in EigenLayer instead.
    function deregisterOperator() external {
        if (address(avs) != address(0)) revert UseOperatorSet();
        if (_locked(msg.sender) != 0) revert StakeLocked(msg.sender, lockedUntil[msg.sender]);
        _deregister(msg.sender);
    }

    /// @notice An SLA slasher (the task market, when a member's acceptance is posted) locks `operator`'s
    /// stake as it is now (or as already locked, whichever is more) until block `until` (or later, if
    /// already locked longer).
    function lockStake(address operator, uint64 until) external {
        if (!slaSlashers[msg.sender]) revert NotSlasher();
        uint96 s = stakeOf[operator];
        uint96 held = _locked(operator);
        if (held > s) s = held;
        if (until < lockedUntil[operator]) until = lockedUntil[operator];
        (lockedStake[operator], lockedUntil[operator]) = (s, until);
        emit StakeLock(operator, s, until);
    }

    /// @dev The stake locked for `operator` now (0: none).
    function _locked(address operator) internal view returns (uint96) {
        return block.number <= lockedUntil[operator] ? lockedStake[operator] : 0;
    }

    /// @notice Operator-set mode: `operator` left the operator set; it leaves here too unless it was
    /// ejected already (so leaving EigenLayer's set never fails on this side).
    function deregisterFromAVS(address operator) external {
        if (msg.sender != address(avs) || msg.sender == address(0)) revert NotAVS();
        if (_liveStake(operatorIdOf[operator]) != 0) _deregister(operator);
    }

    /// @notice Standalone mode: assigns an operator's stake. For a registered operator this takes effect at
    /// once (0 ejects it). Wired mode refuses it (WiredToEigenLayer): stakes come from EigenLayer there.
    function setStake(address operator, uint96 stake) external onlyOwner {
        if (wired()) revert WiredToEigenLayer();
        _applyStake(operator, stake);
    }

    /// @notice Wired mode: re-reads a registered operator's stake from EigenLayer (its delegated shares of
    /// the strategy less what was slashed here) and applies it at once; 0 ejects. While stake is locked for
    /// work the operator accepted (lockStake) a drop stops at the locked stake. Anyone may call it, as anyone
    /// may call EigenLayer's StakeRegistry.updateOperators.
    function syncStake(address operator) external {
        if (!wired()) revert NotWiredToEigenLayer();
        if (_liveStake(operatorIdOf[operator]) == 0) revert NotRegistered(operator);
        uint96 s = _eigenStake(operator);
        uint96 held = _locked(operator);
        _applyStake(operator, s < held ? held : s);
    }

    /// @notice The slasher cuts `operator`'s stake by min(amount, stake) and emits Slashed with the cut.
    /// The stake cut is the live one while registered (0 ejects), else the one it would register with, so
    /// leaving the set does not escape a pending slash. In operator-set mode the cut is slashed in EigenLayer
    /// (AllocationManager.slashOperator through the AVS) and the stake re-read from there. Never reverts for
    /// the slasher, but for SlashGasTooLow in operator-set mode.
    function slash(address operator, uint96 amount) external {
        if (msg.sender != slasher && !slaSlashers[msg.sender]) revert NotSlasher();
        uint256 stake = _liveStake(operatorIdOf[operator]);
        if (stake == 0) stake = wired() ? _eigenShares(operator) : stakeOf[operator];
        uint256 cut = amount < stake ? amount : stake;
        emit Slashed(operator, cut);
        if (cut == 0) return;
        uint256 left;
        if (address(avs) != address(0) && _slashOnEigenLayer(operator, cut)) {
            left = _eigenShares(operator);
        } else {
            slashedOf[operator] += cut;
            left = stake - cut;
        }
        // casting to 'uint96' is safe because a live stake is a uint96 and an unregistered wired stake is
        // capped below, so left < 2^96
        // forge-lint: disable-next-line(unsafe-typecast)
        _applyStake(operator, left > type(uint96).max ? type(uint96).max : uint96(left));
    }

    /// @dev Sets stakeOf and, for a registered operator, the live stake with its history (0 ejects; an
    /// unchanged stake records nothing, so a no-op sync keeps the history of older reference blocks).
    function _applyStake(address operator, uint96 stake) internal {
        stakeOf[operator] = stake;
        emit StakeUpdated(operator, stake);
        bytes32 id = operatorIdOf[operator];
        uint256 live = _liveStake(id);
        if (id == bytes32(0) || live == 0 || live == stake) return;
        if (stake == 0) {
            _deregister(operator);
            return;
        }
        _recordStake(id, stake);
        (uint256 x, uint256 y, uint256 total) = _current();
        _pushApk(x, y, total - live + stake);
    }

    /// @dev Operator-set mode: slashes `cut` of `operator`'s allocation in EigenLayer as a wad of what is
    /// allocated now, rounded up (EigenLayer rounds the slashed magnitude up too) and capped at all of it.
    /// False when nothing is allocated or EigenLayer refuses; the caller then keeps the cut itself.
    function _slashOnEigenLayer(address operator, uint256 cut) internal returns (bool) {
        uint256 allocated = avs.allocatedStake(operator);
        if (allocated == 0) return false;
        // cut < 2^96, so cut * 1e18 cannot overflow
        uint256 wad = cut >= allocated ? 1e18 : (cut * 1e18 + allocated - 1) / allocated;
        // 63/64 of the gas left must still cover EIGEN_SLASH_GAS, so a refusal below is EigenLayer's own
        if (gasleft() < EIGEN_SLASH_GAS + EIGEN_SLASH_GAS / 63 + 20_000) revert SlashGasTooLow(gasleft());
        try avs.slash{gas: EIGEN_SLASH_GAS}(operator, wad) {
            emit SlashedOnEigenLayer(operator, wad);
            return true;
        } catch {
            emit EigenLayerSlashRefused(operator, wad);
            return false;
        }
    }

    /// @dev The operator's EigenLayer stake less what was slashed here (wired mode): its delegated shares of
    /// the strategy, or with operator sets its stake allocated to the set.
    function _eigenShares(address operator) internal view returns (uint256) {
        uint256 shares = address(avs) != address(0)
            ? avs.allocatedStake(operator)
            : delegationManager.operatorShares(operator, strategy);
        uint256 cut = slashedOf[operator];
        return shares > cut ? shares - cut : 0;
    }

    /// @dev _eigenShares as a stake; StakeOverflow past uint96.
    function _eigenStake(address operator) internal view returns (uint96) {
        uint256 s = _eigenShares(operator);
        if (s > type(uint96).max) revert StakeOverflow(s);
        // casting to 'uint96' is safe because s was checked above
        // forge-lint: disable-next-line(unsafe-typecast)
        return uint96(s);
    }

    function _deregister(address operator) internal {
        bytes32 id = operatorIdOf[operator];
        uint256 live = _liveStake(id);
        if (id == bytes32(0) || live == 0) revert NotRegistered(operator);
        _recordStake(id, 0);
        G1Point storage k = _keys[id];
        (uint256 x, uint256 y, uint256 total) = _current();
        (x, y) = BlsBn254.add(x, y, k.X, BlsBn254.negY(k.Y));
        _pushApk(x, y, total - live);
        emit OperatorDeregistered(operator, id);
    }

    function _verifyPoP(bytes32 message, G1Point calldata pk1, G2Point calldata pk2, G1Point calldata pop)
        internal
        view
        returns (bool)
    {
        (uint256 hx, uint256 hy) = BlsBn254.hashToG1(message);
        uint256[12] memory w;
        w[0] = pop.X;
        w[1] = pop.Y;
        w[2] = pk1.X;
        w[3] = pk1.Y;
        w[6] = hx;
        w[7] = hy;
        w[8] = pk2.X[0];
        w[9] = pk2.X[1];
        w[10] = pk2.Y[0];
        w[11] = pk2.Y[1];
        // γ = keccak256(σ.X, σ.Y, pk1.X, pk1.Y, pk2.X[0], pk2.X[1], pk2.Y[0], pk2.Y[1], H.X, H.Y) mod r
        w[4] =
            uint256(keccak256(abi.encodePacked(w[0], w[1], w[2], w[3], w[8], w[9], w[10], w[11], hx, hy))) % BlsBn254.R;
        return BlsBn254.combinedPairing(w);
    }

    // ---------------------------------------------------------------- history

    function _liveStake(bytes32 id) internal view returns (uint256) {
        return _record(id) & type(uint96).max;
    }

    /// @dev The record word: stake | since << 96 | prevStake << 128 | prevSince << 224; and the checkpoint.
    function _recordStake(bytes32 id, uint96 stake) internal {
        uint256 r = _record(id);
        uint256 b = uint32(block.number);
        uint128[] storage cps = _checkpoints[id];
        // casting to 'uint128' is safe because b < 2^32 and stake < 2^96
        // forge-lint: disable-next-line(unsafe-typecast)
        uint128 cp = uint128(uint256(stake) | (b << 96));
        if ((r >> 96) & type(uint32).max == b) {
            _setRecord(id, (r & ~uint256(type(uint96).max)) | stake);
            cps[cps.length - 1] = cp; // the record's block is the last checkpoint's
        } else {
            // the current stake and its block become the previous ones
            _setRecord(id, uint256(stake) | (b << 96) | ((r & ((1 << 128) - 1)) << 128));
            cps.push(cp);
        }
    }

    /// @dev The stake at `referenceBlock` from the checkpoints: the last one at or before it (binary
    /// search; 0 before the first: not registered then).
    function _stakeBefore(bytes32 id, uint32 referenceBlock) internal view override returns (uint256) {
        uint128[] storage cps = _checkpoints[id];
        uint256 lo;
        uint256 hi = cps.length;
        // invariant: entries below lo start at or before the block, entries from hi on after it
        while (lo < hi) {
            uint256 mid = (lo + hi) >> 1;
            if (uint32(cps[mid] >> 96) <= referenceBlock) lo = mid + 1;
            else hi = mid;
        }
        return lo == 0 ? 0 : cps[lo - 1] & type(uint96).max;
    }

    function _current() internal view returns (uint256 x, uint256 y, uint256 total) {
        uint256 n = _apkCount;
        if (n == 0) return (0, 0, 0);
        ApkUpdate storage u = _apkHistory[n - 1];
        return (u.x, u.y, u.totalStake);
    }

    function _pushApk(uint256 x, uint256 y, uint256 total) internal {
        if (total > type(uint96).max) revert StakeOverflow(total);
        uint32 b = uint32(block.number);
        uint256 n = _apkCount;
        if (n != 0 && _apkHistory[n - 1].fromBlock == b) {
            ApkUpdate storage u = _apkHistory[n - 1];
            // casting to 'uint96' is safe because total was checked above
            // forge-lint: disable-next-line(unsafe-typecast)
            (u.x, u.y, u.totalStake) = (x, y, uint96(total));
            _setApkHash(n - 1, _entryHash(n - 1));
        } else {
            if (n != 0) {
                _apkHistory[n - 1].nextBlock = b;
                _setApkHash(n - 1, _entryHash(n - 1));
            }
            // casting to 'uint96' is safe because total was checked above
            // forge-lint: disable-next-line(unsafe-typecast)
            _apkHistory[n] = ApkUpdate({x: x, y: y, fromBlock: b, nextBlock: 0, totalStake: uint96(total)});
            _setApkHash(n, _entryHash(n));
            _apkCount = n + 1;
        }
        emit ApkUpdated(b, x, y, total);
    }

    /// @dev The word fromBlock | nextBlock << 32 | totalStake << 64 of history entry `index`.
    function _entryWord(uint256 index) internal view returns (uint256 e) {
        ApkUpdate storage u = _apkHistory[index];
        assembly ("memory-safe") {
            e := sload(add(u.slot, 2))
        }
    }

    /// @dev keccak256(x ‖ y ‖ entry word) of history entry `index`: what a quorum check compares its hint with.
    function _entryHash(uint256 index) internal view returns (bytes32) {
        ApkUpdate storage u = _apkHistory[index];
        return keccak256(abi.encode(u.x, u.y, _entryWord(index)));
    }

    function _referenceWindow() internal view override returns (uint256) {
        return referenceWindow;
    }

    // ---------------------------------------------------------------- views

    /// @notice The current aggregate G1 key and total stake.
    function currentApk() external view returns (G1Point memory apk, uint256 totalStake) {
        (apk.X, apk.Y, totalStake) = _current();
    }

    function apkHistoryLength() external view returns (uint256) {
        return _apkCount;
    }

    function apkHistory(uint256 index) external view returns (ApkUpdate memory) {
        if (index >= _apkCount) revert WrongApkIndex(0, index);
        return _apkHistory[index];
    }

    /// @notice History entry `index` as QuorumSignature wants it: apk and apkEntry (the word
    /// fromBlock | nextBlock << 32 | totalStake << 64).
    function apkEntryAt(uint256 index) external view returns (G1Point memory apk, uint256 apkEntry) {
        if (index >= _apkCount) revert WrongApkIndex(0, index);
        ApkUpdate storage u = _apkHistory[index];
        return (G1Point(u.x, u.y), _entryWord(index));
    }

    /// @notice The storage words a quorum check over history entry `apkIndex` and the non-signers `ids`
    /// reads (what a consumer hands to BlsQuorum.check): the entry's hash (0: no such entry) and each id's
    /// stake record (stake | since << 96 | prevStake << 128 | prevSince << 224; 0: never registered).
    function quorumWords(uint256 apkIndex, bytes32[] calldata ids)
        external
        view
        returns (bytes32 apkHash, uint256[] memory records)
    {
        // Words of a quorum check only: an id is a keccak256 output, so no id names another slot.
        apkHash = _apkHash(apkIndex);
        assembly ("memory-safe") {
            let f := mload(0x40)
            mstore(f, apkHash)
            mstore(add(f, 0x20), 0x40)
            mstore(add(f, 0x40), ids.length)
            let q := add(f, 0x60)
            for {
                let p := ids.offset
                let end := add(p, shl(5, ids.length))
            } lt(p, end) {
                p := add(p, 0x20)
                q := add(q, 0x20)
            } {
                mstore(q, sload(calldataload(p)))
            }
            return(f, sub(q, f))
        }
    }

    /// @notice The apk history entry in force at `blockNumber` (what QuorumSignature.apkIndex wants).
    function apkIndexAt(uint32 blockNumber) external view returns (uint32) {
        (bool found, uint256 index) = _apkIndexAt(blockNumber);
        if (!found) revert WrongApkIndex(blockNumber, 0);
        // casting to 'uint32' is safe because index < history length, one entry per block number (uint32)
        // forge-lint: disable-next-line(unsafe-typecast)
        return uint32(index);
    }

    /// @dev The apk history entry in force at `blockNumber` (binary search); found false before the first.
    function _apkIndexAt(uint32 blockNumber) internal view returns (bool found, uint256 lo) {
        uint256 hi = _apkCount;
        if (hi == 0 || _apkHistory[0].fromBlock > blockNumber) return (false, 0);
        while (hi - lo > 1) {
            uint256 mid = (lo + hi) / 2;
            if (_apkHistory[mid].fromBlock <= blockNumber) lo = mid;
            else hi = mid;
        }
        return (true, lo);
    }

    /// @notice An operator's stake at any block (0: not registered then), from its full history.
    function stakeAt(bytes32 operatorId, uint32 blockNumber) external view returns (uint256) {
        return _stakeAt(operatorId, blockNumber);
    }

    /// @notice How many stake checkpoints `operatorId` has (one per block in which its stake changed).
    function stakeHistoryLength(bytes32 operatorId) external view returns (uint256) {
        return _checkpoints[operatorId].length;
    }

    /// @notice Checkpoint `index` of `operatorId`: the stake from `fromBlock` on (0: it left).
    function stakeHistory(bytes32 operatorId, uint256 index) external view returns (uint32 fromBlock, uint96 stake) {
        uint128 cp = _checkpoints[operatorId][index];
        // casting to 'uint32' and 'uint96' is safe because a checkpoint is stake (96 bits) | block << 96
        // forge-lint: disable-next-line(unsafe-typecast)
        (fromBlock, stake) = (uint32(cp >> 96), uint96(cp));
    }

    /// @notice Checks that `signerIds` are exactly the operators that signed a quorum signature made at
    /// block `ref` with `nonSignerIds` as its non-signers: every operator registered (with stake) at `ref`
    /// that is not a non-signer, each once. Both lists strictly ascending; each id registered at `ref`; no
    /// signer among the non-signers; the signers' and non-signers' stakes at `ref` summing to the total
    /// stake of the apk history entry in force at `ref`. Stakes are positive, so a list that meets the sum
    /// leaves nobody out. Reverts SignersMismatch otherwise.
    /// @return signedStake the signers' stake at `ref`
    function signersAt(uint32 ref, bytes32[] calldata nonSignerIds, bytes32[] calldata signerIds)
        external
        view
        returns (uint256 signedStake)
    {
        uint256 absent;
        bytes32 prev;
        for (uint256 i; i < nonSignerIds.length; ++i) {
            bytes32 id = nonSignerIds[i];
            uint256 s = _stakeAt(id, ref);
            if (id <= prev || s == 0) revert SignersMismatch();
            absent += s;
            prev = id;
        }
        prev = 0;
        uint256 j;
        for (uint256 i; i < signerIds.length; ++i) {
            bytes32 id = signerIds[i];
            while (j < nonSignerIds.length && nonSignerIds[j] < id) ++j;
            uint256 s = _stakeAt(id, ref);
            if (id <= prev || s == 0 || (j < nonSignerIds.length && nonSignerIds[j] == id)) revert SignersMismatch();
            signedStake += s;
            prev = id;
        }
        if (signedStake == 0 || signedStake + absent != _totalStakeAt(ref)) revert SignersMismatch();
    }

    /// @dev The total stake of the apk history entry in force at `blockNumber` (0: none yet).
    function _totalStakeAt(uint32 blockNumber) internal view returns (uint256) {
        (bool found, uint256 index) = _apkIndexAt(blockNumber);
        return found ? _apkHistory[index].totalStake : 0;
    }

    function isRegistered(address operator) external view returns (bool) {
        bytes32 id = operatorIdOf[operator];
        return id != bytes32(0) && _liveStake(id) != 0;
    }
}
