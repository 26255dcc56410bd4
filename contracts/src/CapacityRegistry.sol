// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @notice Where CapacityRegistry reads the price of a capacity class: the stake that one unit of the class
/// must be backed by before κ (wei of stake per unit). 0 means the class is unknown. An interface, so that
/// an oracle can replace the owner-set PriceTable.
interface IPriceSource {
    function price(bytes32 class) external view returns (uint256);
}

/// @notice What CapacityRegistry needs of OperatorRegistry.
interface IStakeReader {
    function stakeOf(address operator) external view returns (uint96);
    function isRegistered(address operator) external view returns (bool);
}

/// @title PriceTable
/// @notice The default price source: a table the owner sets, one price per class.
contract PriceTable is IPriceSource {
    error NotOwner();

    event PriceSet(bytes32 indexed class, uint256 price);

    address public immutable owner;
    mapping(bytes32 class => uint256) public price;

    constructor() {
        owner = msg.sender;
    }

    /// @notice Sets the price of `class` (0 removes the class).
    function setPrice(bytes32 class, uint256 p) external {
        if (msg.sender != owner) revert NotOwner();
        price[class] = p;
        emit PriceSet(class, p);
    }
}

/// @title CapacityRegistry
/// @notice Capacity that is staked, not just announced. An operator of the OperatorRegistry commits
/// `count` units of a capacity class (what it runs: engine and hardware, e.g. keccak256("gpu-h200")) and
/// the registry enforces the κ rule over all its classes at once:
///
///     stake ≥ κ · Σ_class count(class) · price(class)
///
/// with κ = kappaNum / KAPPA_DEN (2 by default; the owner sets it) and price from the owner-set price
/// source. Raising takes effect at once (it only adds obligations, so it is checked now); lowering and
/// withdrawing take effect `lowerDelay` blocks later, so an operator cannot drop capacity the moment it
/// is assigned work or about to be slashed. Capacity in use (held by the assigner, the task market, while
/// a task is assigned) can never be lowered away.
///
/// The rule is checked when an operator adds obligations; a later stake cut or price rise can leave a
/// commitment uncovered, which `covered` reports and the assignment draw refuses (free capacity 0).
contract CapacityRegistry {
    /// @notice κ's denominator: κ = kappaNum / 1000.
    uint256 public constant KAPPA_DEN = 1000;

    error NotOwner();
    error NotAssigner();
    error ZeroAddress();
    error ZeroKappa();
    /// @notice The price source knows no price for `class`.
    error UnknownClass(bytes32 class);
    error ZeroCount();
    /// @notice The operator is not registered in the OperatorRegistry (or has no stake).
    error NotOperator(address operator);
    /// @notice The commitment would need `required` stake under the κ rule; the operator has `stake`.
    error BelowKappa(uint256 stake, uint256 required);
    error AlreadyCommitted(address operator, bytes32 class);
    error NotCommitted(address operator, bytes32 class);
    /// @notice raise to a count not above the current one.
    error NotARaise(uint64 current, uint64 requested);
    /// @notice lower to a count not below the current one.
    error NotALowering(uint64 current, uint64 requested);
    /// @notice A lowering (or withdrawal) below the capacity in use now.
    error BelowInUse(uint64 requested, uint64 inUse);
    error NoPendingLowering(address operator, bytes32 class);
    /// @notice applyLowering before block `due`.
    error LoweringNotDue(uint64 due);
    /// @notice acquire of a unit the operator does not have free.
    error NoFreeCapacity(address operator, bytes32 class);
    error NothingInUse(address operator, bytes32 class);

    event Committed(address indexed operator, bytes32 indexed class, uint64 count);
    event LoweringScheduled(address indexed operator, bytes32 indexed class, uint64 count, uint64 due);
    event Lowered(address indexed operator, bytes32 indexed class, uint64 count);
    event Acquired(address indexed operator, bytes32 indexed class, uint64 inUse);
    event Released(address indexed operator, bytes32 indexed class, uint64 inUse);
    event KappaSet(uint256 kappaNum);
    event PriceSourceSet(address indexed source);
    event LowerDelaySet(uint64 blocks);
    event AssignerSet(address indexed assigner);

    /// @notice One operator's commitment of one class. `pending` (with `due` ≠ 0) is a scheduled lowering.
    struct Commitment {
        uint64 count;
        uint64 inUse;
        uint64 pending;
        uint64 due;
    }

    IStakeReader public immutable stakes;
    address public owner;
    IPriceSource public prices;
    uint256 public kappaNum = 2 * KAPPA_DEN;
    uint64 public lowerDelay;
    /// @notice Who may acquire and release capacity (the task market).
    address public assigner;

    mapping(address operator => mapping(bytes32 class => Commitment)) internal _commitments;
    mapping(address operator => bytes32[]) internal _classes;

    constructor(IStakeReader stakes_, IPriceSource prices_, uint64 lowerDelay_) {
        if (address(stakes_) == address(0) || address(prices_) == address(0)) revert ZeroAddress();
        stakes = stakes_;
        prices = prices_;
        lowerDelay = lowerDelay_;
        owner = msg.sender;
    }

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwner();
        _;
    }

    // ------------------------------------------------------------------ owner

    function setKappa(uint256 kappaNum_) external onlyOwner {
        if (kappaNum_ == 0) revert ZeroKappa();
        kappaNum = kappaNum_;
        emit KappaSet(kappaNum_);
    }

    function setPriceSource(IPriceSource source) external onlyOwner {
        if (address(source) == address(0)) revert ZeroAddress();
        prices = source;
        emit PriceSourceSet(address(source));
    }

    function setLowerDelay(uint64 blocks) external onlyOwner {
        lowerDelay = blocks;
        emit LowerDelaySet(blocks);
    }

    function setAssigner(address a) external onlyOwner {
        assigner = a;
        emit AssignerSet(a);
    }

    // ------------------------------------------------------------------ operators

    /// @notice Commits `count` units of `class` (a class the operator has no commitment of).
    function register(bytes32 class, uint64 count) external {
        if (count == 0) revert ZeroCount();
        Commitment storage c = _commitments[msg.sender][class];
        if (c.count != 0) revert AlreadyCommitted(msg.sender, class);
        _price(class); // UnknownClass before anything is written
        c.count = count;
        _classes[msg.sender].push(class);
        _checkKappa(msg.sender);
        emit Committed(msg.sender, class, count);
    }

    /// @notice Raises the commitment of `class` to `count` at once; a scheduled lowering is dropped.
    function raise(bytes32 class, uint64 count) external {
        Commitment storage c = _commitment(msg.sender, class);
        if (count <= c.count) revert NotARaise(c.count, count);
        c.count = count;
        c.pending = 0;
        c.due = 0;
        _checkKappa(msg.sender);
        emit Committed(msg.sender, class, count);
    }

    /// @notice Schedules lowering the commitment of `class` to `count` (0: withdraw), effective after
    /// lowerDelay blocks through applyLowering. Until then the old count stands.
    function lower(bytes32 class, uint64 count) public {
        Commitment storage c = _commitment(msg.sender, class);
        if (count >= c.count) revert NotALowering(c.count, count);
        if (count < c.inUse) revert BelowInUse(count, c.inUse);
        uint64 due = uint64(block.number) + lowerDelay;
        c.pending = count;
        c.due = due;
        emit LoweringScheduled(msg.sender, class, count, due);
    }

    /// @notice Schedules withdrawing all of `class` (a lowering to 0).
    function withdraw(bytes32 class) external {
        lower(class, 0);
    }

    /// @notice Applies `operator`'s scheduled lowering of `class` once due (anyone may call it). Capacity
    /// acquired since it was scheduled still counts: the lowering fails BelowInUse and stays scheduled.
    function applyLowering(address operator, bytes32 class) external {
        Commitment storage c = _commitments[operator][class];
        if (c.due == 0) revert NoPendingLowering(operator, class);
        if (block.number < c.due) revert LoweringNotDue(c.due);
        if (c.pending < c.inUse) revert BelowInUse(c.pending, c.inUse);
        uint64 count = c.pending;
        c.count = count;
        c.pending = 0;
        c.due = 0;
        if (count == 0) _dropClass(operator, class);
        emit Lowered(operator, class, count);
    }

    // ------------------------------------------------------------------ assigner

    /// @notice Holds one unit of `operator`'s `class` for an assigned task.
    function acquire(address operator, bytes32 class) external {
        if (msg.sender != assigner) revert NotAssigner();
        if (freeCapacity(operator, class) == 0) revert NoFreeCapacity(operator, class);
        uint64 inUse = ++_commitments[operator][class].inUse;
        emit Acquired(operator, class, inUse);
    }

    /// @notice Returns one unit of `operator`'s `class` (its task landed or lapsed).
    function release(address operator, bytes32 class) external {
        if (msg.sender != assigner) revert NotAssigner();
        Commitment storage c = _commitments[operator][class];
        if (c.inUse == 0) revert NothingInUse(operator, class);
        uint64 inUse = --c.inUse;
        emit Released(operator, class, inUse);
    }

    // ------------------------------------------------------------------ views

    function commitment(address operator, bytes32 class) external view returns (Commitment memory) {
        return _commitments[operator][class];
    }

    function classesOf(address operator) external view returns (bytes32[] memory) {
        return _classes[operator];
    }

    /// @notice κ · Σ count · price over `operator`'s classes, at today's prices.
    function required(address operator) public view returns (uint256 r) {
        bytes32[] storage cls = _classes[operator];
        for (uint256 i; i < cls.length; ++i) {
            // a class the source no longer prices adds nothing here; freeCapacity refuses it instead
            r += uint256(_commitments[operator][cls[i]].count) * prices.price(cls[i]);
        }
        r = r * kappaNum / KAPPA_DEN;
    }

    /// @notice Whether `operator` is registered and its stake covers its commitments under the κ rule now.
    function covered(address operator) public view returns (bool) {
        if (!stakes.isRegistered(operator)) return false;
        return stakes.stakeOf(operator) >= required(operator);
    }

    /// @notice Units of `class` that `operator` can take a task on now: 0 unless covered.
    function freeCapacity(address operator, bytes32 class) public view returns (uint64) {
        Commitment storage c = _commitments[operator][class];
        if (c.count <= c.inUse || prices.price(class) == 0 || !covered(operator)) return 0;
        return c.count - c.inUse;
    }

    // ------------------------------------------------------------------ internal

    function _commitment(address operator, bytes32 class) internal view returns (Commitment storage c) {
        c = _commitments[operator][class];
        if (c.count == 0) revert NotCommitted(operator, class);
    }

    function _price(bytes32 class) internal view returns (uint256 p) {
        p = prices.price(class);
        if (p == 0) revert UnknownClass(class);
    }

    function _checkKappa(address operator) internal view {
        if (!stakes.isRegistered(operator)) revert NotOperator(operator);
        uint256 stake = stakes.stakeOf(operator);
        uint256 r = required(operator);
        if (stake < r) revert BelowKappa(stake, r);
    }

    function _dropClass(address operator, bytes32 class) internal {
        bytes32[] storage cls = _classes[operator];
        for (uint256 i; i < cls.length; ++i) {
            if (cls[i] == class) {
                cls[i] = cls[cls.length - 1];
                cls.pop();
                return;
            }
        }
    }
}
