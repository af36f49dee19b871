// The client IP belongs to the server that accepted the connection (lib/server); re-exported here
// for the wrapper, server.ts, the tests and the benches.
export { CLIENT_IP_HEADER, clientIp } from "../server/client-ip";
