// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ISP1Verifier} from "../src/ZkEngineStep.sol";

/// @title Sp1VerifierStandIn
/// @notice A STAND-IN for SP1's verifier, for tests and local chains only: no SP1 Groth16 proof can be produced on
/// deepcall's machines (SP1's Groth16 circuit artifacts are not reachable, README), so ZkEngineStep's SP1 route is
/// tested against this contract. It proves nothing: it accepts exactly the "proof"
/// keccak256(DOMAIN ‖ programVKey ‖ sha256(publicValues)), which anyone can compute. It checks that the caller
/// passes the pinned program key and the public values unchanged, as SP1's verifier would bind them. A real
/// deployment configures SP1's gateway instead.
contract Sp1VerifierStandIn is ISP1Verifier {
    bytes32 public constant DOMAIN = keccak256("deepcall/sp1-verifier-stand-in/v1");

    /// @notice The stand-in proof does not match the program key and public values.
    error StandInProofMismatch();

    function verifyProof(bytes32 programVKey, bytes calldata publicValues, bytes calldata proofBytes)
        external
        pure
    {
        if (keccak256(proofBytes) != keccak256(abi.encodePacked(proofFor(programVKey, publicValues)))) {
            revert StandInProofMismatch();
        }
    }

    /// @notice The one proof the stand-in accepts for (programVKey, publicValues).
    function proofFor(bytes32 programVKey, bytes calldata publicValues) public pure returns (bytes32) {
        return keccak256(abi.encodePacked(DOMAIN, programVKey, sha256(publicValues)));
    }
}
