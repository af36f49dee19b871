import fs from "node:fs";

export interface ProcessRow {
  pid: number;
  rss: number;
  command: string;
}

/** RSS of the process and of every descendant (an idle instance should be one process). */
export function processTree(pid: number): ProcessRow[] {
  const rows: ProcessRow[] = [];
  const visit = (id: number) => {
    try {
      const status = fs.readFileSync(`/proc/${id}/status`, "utf8");
      const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
      const command = fs.readFileSync(`/proc/${id}/cmdline`, "utf8").split("\0").join(" ").slice(0, 60);
      rows.push({ pid: id, rss, command });
      const children = fs.readFileSync(`/proc/${id}/task/${id}/children`, "utf8").trim();
      for (const child of children ? children.split(" ") : []) visit(Number(child));
    } catch {
      // the process ended meanwhile
    }
  };
  visit(pid);
  return rows;
}
