import fs from "node:fs";

// CPU time from /proc (Linux): what one request costs the event loop, in CPU, not in wall time, so
// a shared machine's load stretches it far less than it stretches throughput.

/** User + system CPU of one thread (the event loop's id is the process id), or of the whole process, in ms. */
export function cpuMs(pid: number, thread?: number): number {
  const file = thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`;
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = fs.readFileSync(file, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return Number.NaN;
  }
}

/** The event loop's and the whole process's CPU over `work`, per unit it reports. */
export async function cpuPer<T>(pid: number, work: () => Promise<T>, units: (result: T) => number) {
  const loop = cpuMs(pid, pid);
  const all = cpuMs(pid);
  const result = await work();
  const n = units(result) || Number.NaN;
  return {
    result,
    loopUsPerUnit: ((cpuMs(pid, pid) - loop) * 1000) / n,
    processUsPerUnit: ((cpuMs(pid) - all) * 1000) / n,
  };
}
