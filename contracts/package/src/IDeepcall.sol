// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title IDeepcallConsumer
/// @notice What an app reads of deepcall's LLMConsumer: the input of a prompt, and whether (and which)
/// answer of it is final. An answer is final once it landed, its challenge window passed and no challenge
/// of it is undecided (or the chain computed it itself): from then on nothing can overturn it.
interface IDeepcallConsumer {
    /// @notice The input of greedy generation of `n` tokens after `prompt`:
    /// keccak256(abi.encodePacked(n, prompt.length, prompt)).
    /// @param prompt the prompt's token ids
    /// @param n how many tokens to generate
    function inputHash(uint256[] calldata prompt, uint256 n) external pure returns (bytes32);

    /// @notice Whether the answer of `input` is final (landed, valid, past dispute).
    /// @param input inputHash(prompt, n)
    function isFinal(bytes32 input) external view returns (bool);

    /// @notice Whether `tokens` (with the checkpoint root `root` the answer landed with) are the final answer
    /// of `input`: isFinal(input) and the result slot holds keccak256(abi.encodePacked(root, tokens)).
    /// @param input inputHash(prompt, n)
    /// @param root the checkpoint root the answer landed with (LLMConsumer's Updated or Inferred event)
    /// @param tokens the answer's token ids, as the event carries them
    function isFinalAnswer(bytes32 input, bytes32 root, uint256[] calldata tokens) external view returns (bool);

    /// @notice Whether a landed answer of `input` was ruled wrong by the dispute game (it never becomes final).
    /// @param input inputHash(prompt, n)
    function invalid(bytes32 input) external view returns (bool);
}

/// @title IDeepcallMarket
/// @notice What an app uses of deepcall's TaskMarket: its balance of refunds, and withdrawing it.
interface IDeepcallMarket {
    /// @notice What `who` may withdraw: refunds of its requests' fees.
    /// @param who the requester (an app's address)
    function balanceOf(address who) external view returns (uint256);

    /// @notice Sends the caller its whole balance.
    function withdraw() external;
}

/// @notice Why a request's answer will never come (IDeepcallReceiver.onFailure).
enum Failure {
    None,
    /// The answer landed and the dispute game ruled it wrong.
    Invalidated,
    /// No answer landed by the request's expiry (the market's deadline plus its grace period).
    Expired
}

/// @title IDeepcallReceiver
/// @notice What a contract implements to be called back by the DeepcallRelay. Both calls come from the
/// relay only, once per request, under the gas limit the request named; a revert (or running out of that
/// gas) is recorded by the relay and changes nothing else: the answer stays final and readable, the fees
/// are settled as usual.
interface IDeepcallReceiver {
    /// @notice The final answer of request `requestId`: `tokens` are the model's token ids after the prompt.
    /// @param requestId the relay's id of the request (IDeepcallRelay.request returned it)
    /// @param input inputHash(prompt, n) of the request
    /// @param tokens the n token ids the model generated
    function onAnswer(uint256 requestId, bytes32 input, uint256[] calldata tokens) external;

    /// @notice Request `requestId` will never be answered (`reason`); the market's fee is refundable to the
    /// requester (the relay reclaims it into the requester's market balance where it can).
    /// @param requestId the relay's id of the request
    /// @param input inputHash(prompt, n) of the request
    /// @param reason Invalidated or Expired
    function onFailure(uint256 requestId, bytes32 input, Failure reason) external;
}

/// @title IDeepcallRelay
/// @notice Request an answer from a contract, pay for it, and be called back once it is final.
///
/// `request` escrows the market fee with deepcall's TaskMarket (the requester is the task's payer: its
/// refunds go to the requester's market balance) and keeps the rest of msg.value as the delivery reward.
/// Once the answer is final anyone may `deliver` it with its root and tokens: the relay checks them against
/// the consumer, calls the app's `onAnswer` under the request's gas limit, and pays the deliverer the reward.
/// If the answer is invalidated, or none landed by the request's expiry, anyone may `fail` the request: the
/// app's `onFailure` runs under the same limit, the market fee is reclaimed for the requester where the
/// market allows it, and the caller is paid the reward.
interface IDeepcallRelay {
    /// @notice An open request. `app` is zero once the request was delivered or failed.
    struct Request {
        address app;
        uint32 callbackGas;
        uint64 expiresAt;
        bytes32 input;
        uint96 reward;
    }

    /// @notice `app` asked for the answer of `input` (request id `requestId`), escrowing `marketFee` with
    /// the market (0: the input was paid for or answered already) and `reward` for its delivery.
    event Requested(
        uint256 indexed requestId,
        address indexed app,
        bytes32 indexed input,
        uint256 marketFee,
        uint256 reward,
        uint32 callbackGas,
        uint64 expiresAt
    );
    /// @notice Request `requestId` was delivered by `deliverer`; `ok` is whether the app's onAnswer returned.
    event Delivered(uint256 indexed requestId, bytes32 indexed input, address indexed deliverer, bool ok);
    /// @notice Request `requestId` failed (`reason`); `ok` is whether the app's onFailure returned.
    event Failed(uint256 indexed requestId, bytes32 indexed input, Failure reason, bool ok);

    /// @notice No open request has this id (never made, delivered or failed already).
    error UnknownRequest(uint256 requestId);
    /// @notice deliver before the answer of `input` is final.
    error NotFinal(bytes32 input);
    /// @notice deliver with a root and tokens that are not the answer of `input`.
    error WrongAnswer(bytes32 input);
    /// @notice fail of a request whose answer may still come (not invalidated, not expired).
    error NotFailed(bytes32 input);
    /// @notice A callback gas limit above MAX_CALLBACK_GAS, or zero.
    error BadCallbackGas(uint256 callbackGas, uint256 max);
    /// @notice msg.value below the market fee the request needs.
    error FeeTooLow(uint256 required, uint256 given);
    /// @notice deliver or fail sent with too little gas to give the callback its whole limit.
    error InsufficientGas(uint256 needed, uint256 left);
    /// @notice The reward could not be paid to the deliverer (its receive reverted).
    error RewardTransferFailed();

    /// @notice The largest callback gas limit a request may name.
    function MAX_CALLBACK_GAS() external view returns (uint256);

    /// @notice The consumer whose answers the relay delivers.
    function consumer() external view returns (IDeepcallConsumer);

    /// @notice The market that holds request fees: a requester's refunds (the part of a fee an early answer
    /// does not use, a failed request's fee) are its balance there.
    function market() external view returns (IDeepcallMarket);

    /// @notice The market fee `request` would escrow now for (prompt, n) on capacity `class`: 0 when the
    /// input is paid for or answered already (then the whole msg.value is the delivery reward).
    /// @param prompt the prompt's token ids
    /// @param n how many tokens to generate
    /// @param class the capacity class (keccak256 of its name) the task runs on
    /// @return the market fee in wei
    function quote(uint256[] calldata prompt, uint256 n, bytes32 class) external view returns (uint256);

    /// @notice Asks for the answer of (prompt, n), to be delivered to msg.sender (an IDeepcallReceiver) with
    /// `callbackGas` gas. msg.value pays quote(prompt, n, class) to the market; the rest is the reward of
    /// whoever delivers (or fails) the request.
    /// @param prompt the prompt's token ids
    /// @param n how many tokens to generate
    /// @param class the capacity class (keccak256 of its name) the task runs on
    /// @param callbackGas the gas the callback gets, exactly: at most MAX_CALLBACK_GAS
    /// @return requestId the request's id, which the callback names
    /// @return input inputHash(prompt, n)
    function request(uint256[] calldata prompt, uint256 n, bytes32 class, uint32 callbackGas)
        external
        payable
        returns (uint256 requestId, bytes32 input);

    /// @notice Delivers the final answer of request `requestId`: `root` and `tokens` as the answer landed
    /// (LLMConsumer's Updated event). Anyone may call it.
    /// @param requestId the request to deliver
    /// @param root the checkpoint root the answer landed with
    /// @param tokens the answer's token ids
    function deliver(uint256 requestId, bytes32 root, uint256[] calldata tokens) external;

    /// @notice Ends request `requestId` whose answer will never come (invalidated, or expired unanswered).
    /// Anyone may call it.
    /// @param requestId the request to end
    function fail(uint256 requestId) external;

    /// @notice Request `requestId` (app zero: none open).
    /// @param requestId the request to read
    function requestOf(uint256 requestId) external view returns (Request memory);
}
