import dgram from "node:dgram";
import dnsPacket from "dns-packet";

/**
 * How the loopback server answers a name: TXT records (each a string, or several strings of one
 * record), NXDOMAIN, NOERROR without answers, SERVFAIL, or no answer at all (a timeout).
 */
export type DnsAnswer = { txt: Array<string | string[]> } | "NXDOMAIN" | "NO_ANSWER" | "SERVFAIL" | "SILENT";

export interface DnsServer {
  /** `127.0.0.1:<port>`, for DNS_SERVERS or createDnsResolver. */
  address: string;
  /** What each name (lower-case) answers; a name not here is NXDOMAIN. */
  answers: Map<string, DnsAnswer>;
  /** Every name asked, in order. */
  queries: string[];
  close(): Promise<void>;
}

const RCODE = { NOERROR: 0, SERVFAIL: 2, NXDOMAIN: 3 } as const;

/**
 * A DNS server on 127.0.0.1 (UDP, a free port unless `port` names one: the e2e server is started
 * with DNS_SERVERS before a spec runs) answering from a table the test changes.
 */
export async function startDnsServer(port = 0): Promise<DnsServer> {
  const socket = dgram.createSocket("udp4");
  const answers = new Map<string, DnsAnswer>();
  const queries: string[] = [];
  socket.on("message", (message, peer) => {
    let query: dnsPacket.DecodedPacket;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    const question = query.questions?.[0];
    if (!question) return;
    const name = question.name.toLowerCase();
    queries.push(name);
    const answer = answers.get(name) ?? "NXDOMAIN";
    if (answer === "SILENT") return;
    const rcode = typeof answer === "string" && answer !== "NO_ANSWER" ? RCODE[answer] : RCODE.NOERROR;
    const records =
      typeof answer === "object" && question.type === "TXT"
        ? answer.txt.map((data) => ({ type: "TXT" as const, name: question.name, ttl: 60, class: "IN" as const, data }))
        : [];
    const response = dnsPacket.encode({
      type: "response",
      id: query.id,
      flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | rcode,
      questions: query.questions,
      answers: records,
    });
    socket.send(response, peer.port, peer.address);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("error", reject);
    socket.bind(port, "127.0.0.1", () => {
      socket.off("error", reject);
      resolve();
    });
  });
  return {
    address: `127.0.0.1:${socket.address().port}`,
    answers,
    queries,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
