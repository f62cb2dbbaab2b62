/**
 * Client addresses for limit tests: a server with TRUST_PROXY takes the client's IP from
 * X-Forwarded-For, so each test can come from an address no other test has used.
 */
export function clientIps() {
  let seq = 0;
  return {
    nextIp: () => `198.51.100.${++seq}`,
    from: (ip: string) => ({ headers: { 'X-Forwarded-For': ip } }),
  };
}
