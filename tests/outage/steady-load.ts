import http from "node:http";
import { type LoadResult, requestOnce } from "../short-links/load";

export interface SteadyLoad {
  /** Stops sending; resolves once every request in flight has its answer. */
  stop(): Promise<LoadResult>;
}

/**
 * `connections` keep-alive clients, each sending GET `url` again `pauseMs` after its answer (a
 * request that got none is retried after the same pause), until stop(). Unlike keepLoading
 * (tests/short-links/load.ts), it goes on through a server that is gone for a while.
 */
export function steadyLoad(url: string, connections: number, pauseMs: number): SteadyLoad {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const result: LoadResult = { statuses: {}, errors: 0 };
  let stopping = false;
  const workers = Promise.all(
    Array.from({ length: connections }, async () => {
      while (!stopping) {
        await requestOnce(url, agent, result);
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    }),
  );
  return {
    async stop() {
      stopping = true;
      await workers;
      agent.destroy();
      return { statuses: { ...result.statuses }, errors: result.errors };
    },
  };
}
