import { getConfig } from "../../config/env";
import { AiEngineError } from "./provider-types";

export const ENGINE_POLL_MS = 500;

/** Asks `check` every ENGINE_POLL_MS until it returns a value; gives up after AI_TIMEOUT_MS. */
export async function pollEngine<T>(check: () => Promise<T | undefined>): Promise<T> {
  const config = getConfig();
  const deadline = Date.now() + config.AI_TIMEOUT_MS;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new AiEngineError(`the ${config.AI_PROVIDER} engine did not finish within ${config.AI_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, ENGINE_POLL_MS));
  }
}
