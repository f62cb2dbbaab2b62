import type { NextApiRequest, NextApiResponse } from 'next';
import { handleApiRequest } from '@/server/http';

// The server reads and limits bodies itself (JSON, beacons, multipart uploads).
export const config = { api: { bodyParser: false, externalResolver: true } };

export default function handler(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  return handleApiRequest(req, res);
}
