/** Edition origins on this machine: {code}.localhost resolves to loopback in Chromium. */
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const origin = (label: string) => `http://${label}.localhost:${PORT}`;
export const plainOrigin = `http://localhost:${PORT}`;
