import { PHONE } from './support/devices';
import { expect, test } from './support/test';

/**
 * The event home says one thing about where the event stands, shows who, when and where at a glance,
 * and settles without moving on a slow phone.
 */
test('the event home names one stage, the dates with their time zone and the prizes', async ({ page }) => {
  await page.goto('/demo');
  const stage = page.getByTestId('event-stage');
  // The demo's winners are published: that is the stage, whatever the submission dates say.
  await expect(stage).toContainText('Winners announced');
  await expect(stage).not.toContainText('Submissions open');
  await expect(stage.getByRole('listitem').filter({ hasText: 'Winners' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(page.getByRole('link', { name: 'Submit a project' })).toHaveCount(0);
  const glance = page.getByTestId('event-glance');
  await expect(glance).toContainText('When');
  await expect(glance).toContainText(/Times in \S+/);
  await expect(glance).toContainText('Prizes');
});

test('on a slow phone the event home does not move while it loads (layout shift under 0.05)', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  await context.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // A slow phone: 1.6 Mbit/s down, 150 ms round trips, a CPU four times slower.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1_600_000 / 8,
    uploadThroughput: 750_000 / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/demo', { waitUntil: 'networkidle', timeout: 60_000 });
  await expect(page.getByTestId('event-stats')).toBeVisible();
  await expect(page.getByTestId('featured-winners')).toBeVisible();
  // Late parts (menus, streams) settle within a moment of the network going quiet.
  await page.waitForTimeout(1500);
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  const total = shifts.reduce((sum, value) => sum + value, 0);
  expect(total, `layout shifts: ${shifts.join(', ')}`).toBeLessThan(0.05);
  await context.close();
});
