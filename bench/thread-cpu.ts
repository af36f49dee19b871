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

/** User + system CPU of every process whose command is `name` (a local PostgreSQL's backends), in ms; 0 if none. */
export function commandCpuMs(name: string): number {
  let total = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      if (stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")) === name) total += cpuMs(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return total;
}

/** The machine's idle and total CPU time so far (/proc/stat's first line, in ticks). */
export function machineTicks(): { idle: number; total: number } {
  const [, ...ticks] = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number);
  // user nice system idle iowait irq softirq steal: idle and iowait are time no process wanted
  return { idle: ticks[3] + ticks[4], total: ticks.slice(0, 8).reduce((sum, n) => sum + n, 0) };
}

/** What the whole machine spent over `work`: a local PostgreSQL's CPU in ms, and the share of it idle. */
export async function machineOver<T>(work: () => Promise<T>) {
  const postgres = commandCpuMs("postgres");
  const ticks = machineTicks();
  const result = await work();
  const after = machineTicks();
  return {
    result,
    postgresMs: commandCpuMs("postgres") - postgres,
    idleShare: (after.idle - ticks.idle) / (after.total - ticks.total || Number.NaN),
  };
}
