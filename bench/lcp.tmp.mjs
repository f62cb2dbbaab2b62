import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
const page = await ctx.newPage();
await page.addInitScript(() => {
  window.__lcp = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push({ t: Math.round(e.startTime), size: e.size, el: e.element ? e.element.tagName + '#' + e.element.id + '.' + (e.element.className || '').toString().slice(0, 30) : null, conn: e.element ? e.element.isConnected : null }); }).observe({ type: 'largest-contentful-paint', buffered: true });
});
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.goto(process.argv[2], { waitUntil: 'load' });
await page.waitForTimeout(3000);
console.log(await page.evaluate(() => JSON.stringify(window.__lcp.map((e) => ({ ...e })), null, 0)));
console.log(await page.evaluate(() => JSON.stringify(performance.getEntriesByType('paint').map((p) => [p.name, Math.round(p.startTime)]))));
await browser.close();
