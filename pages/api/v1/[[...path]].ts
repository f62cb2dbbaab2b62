import type { NextApiRequest, NextApiResponse } from 'next';
import { handleApiRequest } from '@/server/http';

// The server reads and limits bodies itself (JSON, beacons, multipart uploads). Documents are
// streamed from storage and may be far larger than Next's 4 MB response warning (decision 0018).
export const config = { api: { bodyParser: false, externalResolver: true, responseLimit: false } };

export default function handler(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  return handleApiRequest(req, res);
}
