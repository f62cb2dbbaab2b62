/**
 * The AI tools the public university area and the {product}-ai landing explain, each with its
 * public page (canonical route; the edition's slugs come from lib/config/route-slugs.ts) and the
 * signed-in page it leads into. One list, so the hub, the landing and the sitemap agree.
 */
export type AiToolKey = 'aiSummary' | 'uniGpt' | 'mockExam' | 'schoolGpt';

export interface AiTool {
  key: AiToolKey;
  /** The public page explaining the tool (null: explained on the landing only). */
  publicPath: string | null;
  /** The signed-in page where the tool runs. */
  appPath: string;
}

export const AI_TOOLS: readonly AiTool[] = [
  { key: 'aiSummary', publicPath: '/university/ai-summary', appPath: '/app/ai-summary' },
  { key: 'mockExam', publicPath: '/university/mock-exam', appPath: '/app/ai-mock-exam' },
  { key: 'uniGpt', publicPath: '/university/uni-gpt', appPath: '/app/uni-gpt' },
  { key: 'schoolGpt', publicPath: null, appPath: '/app/school-gpt' },
];

/** The tools of the university area (the hub's cards, in this order). */
export const UNIVERSITY_TOOLS = AI_TOOLS.filter((tool) => tool.publicPath !== null);

/** The public pages of the university area and the AI landing (canonical routes, for the sitemap). */
export const AI_PUBLIC_ROUTES: readonly string[] = [
  '/knowly-ai',
  '/university',
  ...UNIVERSITY_TOOLS.map((tool) => tool.publicPath as string),
];

export function aiTool(key: AiToolKey): AiTool {
  return AI_TOOLS.find((tool) => tool.key === key) as AiTool;
}
