import type { NextApiRequest, NextApiResponse } from 'next';
import { serveApiDocs } from '@/server/api-docs/api-docs';

// The API reference (server/api-docs): static files, no body to parse.
export const config = { api: { bodyParser: false, externalResolver: true } };

export default function handler(req: NextApiRequest, res: NextApiResponse): void {
  serveApiDocs(req, res);
}
