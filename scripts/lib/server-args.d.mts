export function serverNodeArgs(env?: Record<string, string | undefined>): string[];
export const SERVER_ENV: { MALLOC_ARENA_MAX: string; MALLOC_MMAP_THRESHOLD_: string };
export function runsAsServer(execArgv?: string[], env?: Record<string, string | undefined>): boolean;
