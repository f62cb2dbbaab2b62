import type { NextApiRequest, NextApiResponse } from 'next';
import { handleApiRequest } from '@/server/http';

// `npm start` answers the probes before Next (server/serve.ts); this serves them under `next dev`.
export const config = { api: { bodyParser: false, externalResolver: true } };

export default function handler(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  return handleApiRequest(req, res);
}
