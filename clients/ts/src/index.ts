// @deepcall/client: ask deepcall's router for answers, watch them land and
// become final on chain, and request them from a wallet or a contract
// through TaskMarket or the DeepcallRelay. See README.md.

export { RouterClient, RouterError, FINAL, type ApiError, type ChatMessage, type Health, type Status, type Task } from "./router.js";
export { ChainError, shortError } from "./errors.js";
export {
  REQUESTED,
  RESULT_DOMAIN,
  allUpdated,
  decodeLanding,
  findUpdated,
  inferredEvent,
  inputHash,
  resultSlot,
  slotValue,
  unpackTokens,
  updatedByIndex,
  updatedEvent,
  type Landed,
  type LandingLog,
} from "./consumer.js";
export { answerOf, answerStatus, waitForAnswer, waitForFinal, type Answer, type AnswerStatus, type WaitOptions } from "./answer.js";
export { classId, classKey, marketBalance, quoteFee, requestData, withdrawData } from "./market.js";
export {
  RELAY_FAILURES,
  RELAY_MAX_CALLBACK_GAS,
  decodeRelayEvent,
  relayDeliverData,
  relayEvents,
  relayEventsOf,
  relayFailData,
  relayQuote,
  relayRequestData,
  relayRequestOf,
  type RelayEvent,
  type RelayFailure,
  type RelayRequest,
} from "./relay.js";
export { llmConsumerAbi } from "./abi/LLMConsumer.gen.js";
export { deepcallRelayAbi } from "./abi/DeepcallRelay.gen.js";
export { taskMarketAbi } from "./abi/TaskMarket.gen.js";
export { disputeGameAbi } from "./abi/DisputeGame.gen.js";
export { operatorRegistryAbi } from "./abi/OperatorRegistry.gen.js";
export { capacityRegistryAbi } from "./abi/CapacityRegistry.gen.js";
