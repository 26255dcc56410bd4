// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {IDeepcallRelay} from "@deepcall/contracts/IDeepcall.sol";
import {StoryBook} from "../src/StoryBook.sol";

/// @notice The cheatcodes these scripts use (forge's, at its fixed address).
interface ScriptVm {
    function envAddress(string calldata name) external view returns (address);
    function envOr(string calldata name, uint256 defaultValue) external view returns (uint256);
    function envOr(string calldata name, string calldata defaultValue) external view returns (string memory);
    function envOr(string calldata name, string calldata delim, uint256[] calldata defaultValue)
        external
        view
        returns (uint256[] memory);
    function startBroadcast() external;
    function stopBroadcast() external;
}

abstract contract BookScript {
    ScriptVm internal constant vm = ScriptVm(address(uint160(uint256(keccak256("hevm cheat code")))));

    /// @dev Prints a line through forge's console, an address with no code (so no typed call, which would
    /// check for code and revert).
    function _log(string memory line) internal view {
        (bool ok,) =
            address(0x000000000000000000636F6e736F6c652e6c6f67).staticcall(abi.encodeWithSignature("log(string)", line));
        ok; // the console never fails a script
    }
}

/// @notice Deploys a StoryBook on a deepcall relay. Environment: DEEPCALL_RELAY (the deployment's
/// contracts.relay), and optionally CLASS (the capacity class's name, default the devnet's "cpu-avx512"),
/// PAGE_TOKENS (default 12), CALLBACK_GAS (default 300000), OPENING (comma-separated token ids).
contract DeployBook is BookScript {
    function run() external returns (StoryBook book) {
        uint256[] memory opening = new uint256[](4);
        (opening[0], opening[1], opening[2], opening[3]) = (1, 403, 407, 261);
        IDeepcallRelay relay = IDeepcallRelay(vm.envAddress("DEEPCALL_RELAY"));
        bytes32 class = keccak256(bytes(vm.envOr("CLASS", string("cpu-avx512"))));
        vm.startBroadcast();
        book = new StoryBook(
            relay,
            class,
            vm.envOr("PAGE_TOKENS", uint256(12)),
            uint32(vm.envOr("CALLBACK_GAS", uint256(300_000))),
            vm.envOr("OPENING", ",", opening)
        );
        vm.stopBroadcast();
        _log(string.concat("StoryBook deployed at ", _hex(address(book))));
    }
}

/// @notice Pays for the next page of the book at BOOK: its quote to the market, REWARD wei (default 10^15)
/// to whoever delivers it.
contract WritePage is BookScript {
    function run() external returns (uint256 requestId) {
        StoryBook book = StoryBook(payable(vm.envAddress("BOOK")));
        uint256 value = book.quote() + vm.envOr("REWARD", uint256(1e15));
        vm.startBroadcast();
        requestId = book.writePage{value: value}();
        vm.stopBroadcast();
    }
}

/// @notice Prints the pages of the book at BOOK as token ids (their text: `deepcall answer --model`).
contract ReadBook is BookScript {
    function run() external view {
        StoryBook book = StoryBook(payable(vm.envAddress("BOOK")));
        uint256 n = book.pages();
        for (uint256 i; i < n; ++i) {
            (uint256[] memory tokens,) = book.page(i);
            string memory line = string.concat("page ", _dec(i), ":");
            for (uint256 j; j < tokens.length; ++j) {
                line = string.concat(line, " ", _dec(tokens[j]));
            }
            _log(line);
        }
    }
}

function _dec(uint256 v) pure returns (string memory s) {
    if (v == 0) return "0";
    while (v > 0) {
        // forge-lint: disable-next-line(unsafe-typecast)
        s = string.concat(string(abi.encodePacked(bytes1(uint8(48 + v % 10)))), s);
        v /= 10;
    }
}

function _hex(address a) pure returns (string memory s) {
    bytes memory b = new bytes(42);
    (b[0], b[1]) = ("0", "x");
    for (uint256 i; i < 20; ++i) {
        // forge-lint: disable-next-line(unsafe-typecast)
        uint8 x = uint8(uint160(a) >> (8 * (19 - i)));
        b[2 + 2 * i] = bytes("0123456789abcdef")[x >> 4];
        b[3 + 2 * i] = bytes("0123456789abcdef")[x & 15];
    }
    s = string(b);
}
