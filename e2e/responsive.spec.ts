import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { collectConsoleErrors } from './support/console';
import { logIn } from './support/session';
import { test as base, expect, reportMissingKeys } from './support/test';

/**
 * Every screen on a phone (390 × 844) and a desktop (1366 px), in light and dark mode: nothing scrolls
 * sideways, no control is cut off or hidden under another element, phone controls are big enough to
 * tap, the console stays clean, axe finds no serious WCAG 2.1 AA problem, and the tab says which page
 * it is. A screenshot of each lands in test-results/screens/ for review.
 *
 * A new route is one line below: its path, the page part of its title (null: the event's name alone)
 * and who must be logged in to see it.
 */
type Who = 'participant' | 'organiser' | 'judge';
interface Screen {
  path: string;
  title: string | null;
  as?: Who;
  /** A long page: axe needs more than the default time on a busy machine. */
  slow?: boolean;
}

const EVENT = 'Showcase Demo Fair';
const EXPO = 'Showcase Demo Expo';
const CONSOLE_SECTIONS: [string, string][] = [
  ['details', 'Event details'],
  ['timeline', 'Timeline'],
  ['categories', 'Categories'],
  ['sponsors', 'Sponsors'],
  ['awards', 'Awards'],
  ['voting', "People's choice"],
  ['banners', 'Banners'],
  ['faqs', 'FAQ'],
  ['resources', 'Resources'],
  ['review', 'Review queue'],
  ['announcements', 'Announcements'],
  ['support', 'Support inbox'],
  ['live', 'Live streams'],
  ['form', 'Submission form'],
  ['members', 'Members'],
  ['api-tokens', 'API tokens'],
  ['imports', 'Import & export'],
  ['access', 'Access and templates'],
  ['webhooks', 'Webhooks and chat'],
  ['embeds', 'Embeds'],
  ['teams', 'Team finder'],
  ['registration', 'Registration'],
  ...['results', 'rounds', 'judges', 'rubric', 'tables'].map((tab): [string, string] => [
    `judging?tab=${tab}`,
    'Judging',
  ]),
];

const SCREENS: Screen[] = [
  { path: '/', title: 'Find an event' },
  { path: '/?search=demo', title: 'Find an event' },
  { path: '/demo/projects?search=solar&sort=likes', title: 'Projects' },
  { path: '/demo', title: null },
  { path: '/demo/details', title: 'Details' },
  { path: '/demo/projects', title: 'Projects' },
  { path: '/demo/projects/category/health', title: 'Health' },
  // The gallery a project page's built-with tag leads to, with its filter chip.
  { path: '/demo/projects?builtWith=React', title: 'Projects' },
  { path: '/demo/project/mood-board', title: 'Mood Board' },
  // The video first in the gallery, pictures, links, the story, updates and comments.
  { path: '/demo/project/solar-sprout', title: 'Solar Sprout', slow: true },
  { path: '/demo/project/solar-sprout?as=commenter', title: 'Solar Sprout', as: 'participant' },
  { path: '/demo/winners', title: 'Winners' },
  // The team board as a visitor (the demo lists cards publicly) and as a participant with a team.
  { path: '/demo/teams', title: 'Find a team' },
  { path: '/demo/teams?as=member', title: 'Find a team', as: 'participant' },
  // The second demo event requires registration; ada's application waits for review there.
  { path: '/demo-expo/registration', title: 'Your registration', as: 'participant' },
  // The door's scanner page (the organiser, as an owner, may check people in).
  { path: '/demo-expo/check-in', title: 'Check-in', as: 'organiser' },
  { path: '/demo/login', title: 'Log in' },
  { path: '/demo/login?mode=signup', title: 'Create your account' },
  { path: '/demo/login?mode=verify', title: 'Check your e-mail' },
  { path: '/demo/login?mode=forgot', title: 'Reset your password' },
  { path: '/demo/password/reset', title: 'Choose a new password' },
  { path: '/demo/password/reset?token=from-the-mail', title: 'Choose a new password' },
  { path: '/demo/access', title: 'Enter the access code' },
  { path: '/demo/parent-access', title: 'Parent access' },
  { path: '/demo/user-access', title: 'How do you want to get in?' },
  { path: '/demo/private-event', title: 'Private event' },
  { path: '/demo/under-contruction', title: 'Coming soon' },
  { path: '/demo/not-found?path=/demo/nothing-here', title: 'Page not found' },
  { path: '/demo/accept-participants-invitation', title: 'You are invited' },
  { path: '/demo/invite/confirmation', title: 'Create your account' },
  { path: '/404', title: 'Page not found' },
  { path: '/login', title: 'Log in' },
  // The gallery and a project page of a voter, with People's choice open (the demo seed turns it on).
  { path: '/demo/projects?as=voter', title: 'Projects', as: 'participant' },
  { path: '/demo/project/pixel-quest?as=voter', title: 'Pixel Quest', as: 'participant' },
  { path: '/demo/profile', title: 'Profile', as: 'participant' },
  { path: '/demo/profile/my-projects', title: 'My projects', as: 'participant' },
  { path: '/demo/profile/my-projects/new', title: 'New project', as: 'participant' },
  { path: '/demo/profile/my-projects/:solar-sprout', title: 'Solar Sprout', as: 'participant', slow: true },
  { path: '/demo/manage', title: 'Organiser console', as: 'organiser' },
  ...CONSOLE_SECTIONS.map(([section, title]) => ({
    path: `/demo/manage/${section}`,
    title,
    as: 'organiser' as const,
  })),
  { path: '/manage', title: 'Your events', as: 'organiser' },
  { path: '/demo/judge', title: 'Judging', as: 'judge' },
];

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];
const THEMES = ['light', 'dark'] as const;
const ACCOUNTS: Record<Who, string> = { participant: 'ada', organiser: 'organiser', judge: 'judge1' };

/**
 * One browser context per account and worker, logged in once and kept for every screen that worker
 * walks: pages share its session (so no two contexts race to refresh one token) and its cache (so the
 * app's code loads once).
 */
const test = base.extend<object, { contextOf: (who?: Who) => Promise<BrowserContext> }>({
  contextOf: [
    async ({ browser }, use) => {
      const contexts = new Map<Who | 'visitor', Promise<BrowserContext>>();
      await use((who) => {
        const key = who ?? 'visitor';
        if (!contexts.has(key)) contexts.set(key, openContext(browser, who));
        return contexts.get(key)!;
      });
      for (const context of contexts.values()) await (await context).close();
    },
    { scope: 'worker' },
  ],
});

async function openContext(browser: Browser, who?: Who): Promise<BrowserContext> {
  const context = await browser.newContext();
  // Its pages' console errors fail the walk, a missing text key among them.
  await reportMissingKeys(context);
  if (who) {
    const page = await context.newPage();
    await logIn(page, ACCOUNTS[who]);
    await page.close();
  }
  return context;
}

/** `:slug` in a path stands for that project's id, looked up once (ids differ between databases). */
async function resolvePath(page: Page, screenPath: string): Promise<string> {
  const match = /:([a-z0-9-]+)/.exec(screenPath);
  if (!match) return screenPath;
  const response = await page.request.get(`/api-v2/project/${match[1]}`, { headers: { 'x-event': 'demo' } });
  expect(response.ok(), `project ${match[1]}`).toBe(true);
  const { id } = (await response.json()) as { id: number };
  return screenPath.replace(match[0], String(id));
}

const fileName = (screenPath: string) =>
  screenPath
    .replace(/^\/$/, '/landing')
    .slice(1)
    .replace(/:/g, '')
    .replace(/[^a-z0-9]+/gi, '-');

/**
 * Walks every visible control: scrolls it into view (and its scrolling strip, if any), then checks that
 * the window and any clipping container show all of it, that it is the element found at its centre, and
 * on a phone that it is big enough to tap (44 px; 24 px for a checkbox or radio, or their label).
 */
function layoutProblems(isPhone: boolean): string[] {
  const problems: string[] = [];
  const describe = (node: Element | null) => {
    if (!node) return 'nothing';
    const text = (node.getAttribute('aria-label') ?? node.textContent ?? '').trim().replace(/\s+/g, ' ');
    return `<${node.tagName.toLowerCase()}${node.className ? ` class="${node.className}"` : ''}> "${text.slice(0, 40)}"`;
  };
  const page = document.scrollingElement ?? document.documentElement;
  if (page.scrollWidth > window.innerWidth) {
    problems.push(`the page is ${page.scrollWidth}px wide in a ${window.innerWidth}px window`);
  }
  const controls = document.querySelectorAll<HTMLElement>(
    'a[href], button, input, select, textarea, summary, [role="button"], [role="tab"]',
  );
  for (const control of controls) {
    if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const first = control.getBoundingClientRect();
    // Visually hidden controls (skip link, file inputs behind their drop zone) are 1 px on purpose.
    if (first.width <= 1 || first.height <= 1) continue;
    // Swipe any scrolling strip the control sits in until it shows, then bring it to the window's
    // middle. Not scrollIntoView: that also scrolls boxes that hide their overflow, which no reader can.
    for (
      let parent = control.parentElement;
      parent && parent !== document.body;
      parent = parent.parentElement
    ) {
      const style = getComputedStyle(parent);
      if (!/auto|scroll/.test(`${style.overflowX} ${style.overflowY}`)) continue;
      const frame = parent.getBoundingClientRect();
      const inner = control.getBoundingClientRect();
      if (inner.right > frame.right) parent.scrollLeft += inner.right - frame.right;
      if (inner.left < frame.left) parent.scrollLeft -= frame.left - inner.left;
      if (inner.bottom > frame.bottom) parent.scrollTop += inner.bottom - frame.bottom;
      if (inner.top < frame.top) parent.scrollTop -= frame.top - inner.top;
    }
    const before = control.getBoundingClientRect();
    window.scrollBy({ top: before.top + before.height / 2 - window.innerHeight / 2, behavior: 'instant' });
    const box = control.getBoundingClientRect();
    const name = describe(control);
    if (box.left < -0.5 || box.right > window.innerWidth + 0.5) {
      problems.push(`${name} is cut off by the window (${Math.round(box.left)}–${Math.round(box.right)}px)`);
    }
    for (
      let parent = control.parentElement;
      parent && parent !== document.body;
      parent = parent.parentElement
    ) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const frame = parent.getBoundingClientRect();
      if (
        box.left < frame.left - 0.5 ||
        box.right > frame.right + 0.5 ||
        box.top < frame.top - 0.5 ||
        box.bottom > frame.bottom + 0.5
      ) {
        problems.push(`${name} is cut off by ${describe(parent)}`);
        break;
      }
    }
    // A link that wraps over two lines has its centre between the lines: test its first line box.
    const part = control.getClientRects()[0] ?? box;
    const x = Math.min(Math.max(part.left + part.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(part.top + part.height / 2, 0), window.innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    const reached =
      hit !== null && (control.contains(hit) || (hit instanceof HTMLLabelElement && hit.control === control));
    if (!reached) problems.push(`${name} is covered by ${describe(hit)}`);
    if (isPhone) {
      const isChoice = control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type);
      const isTapTarget =
        control.matches('button, .button, select, [role="tab"], nav a, header a') ||
        (control instanceof HTMLInputElement && !isChoice) ||
        control instanceof HTMLTextAreaElement;
      const target = isChoice ? (control.closest('label') ?? control).getBoundingClientRect() : box;
      const minimum = isChoice ? 24 : 44;
      if ((isChoice || isTapTarget) && (target.width < minimum - 0.5 || target.height < minimum - 0.5)) {
        problems.push(
          `${name} is ${Math.round(target.width)}×${Math.round(target.height)}px, under ${minimum}px`,
        );
      }
    }
  }
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  return problems;
}

/** In dark mode only colours change, so only the contrast rule runs again there (it halves axe's time). */
async function seriousViolations(page: Page, contrastOnly: boolean) {
  // The console's live preview frames the public page, which this walk checks on its own.
  const axe = new AxeBuilder({ page }).exclude('.live-preview iframe');
  const results = await (contrastOnly
    ? axe.withRules(['color-contrast'])
    : axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  ).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/**
 * Light, then dark in the same page: with no stored choice the app follows the system's theme, also when
 * it changes during the visit (web/state/ui-context.tsx), so one load serves both themes. Loading a
 * stored dark choice is interface.spec.ts's subject.
 */
test.describe('every screen on a phone and a desktop, light and dark', () => {
  for (const screen of SCREENS) {
    for (const viewport of VIEWPORTS) {
      test(`${screen.path} at ${viewport.width}px`, async ({ contextOf }, testInfo) => {
        test.slow(screen.slow === true);
        const page = await (await contextOf(screen.as)).newPage();
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme: 'light' });
        await page.addInitScript(() => localStorage.removeItem('showcase.darkMode'));
        const errors = collectConsoleErrors(page);
        try {
          await page.goto(await resolvePath(page, screen.path));
          const site = screen.path.startsWith('/demo-expo')
            ? EXPO
            : screen.path.startsWith('/demo')
              ? EVENT
              : 'Showcase';
          await expect(page).toHaveTitle(screen.title ? `${screen.title} · ${site}` : site);
          await expect(page.locator('#main')).toBeVisible();
          await expect(page.locator('.loading')).toHaveCount(0);
          await page.waitForLoadState('networkidle');

          const screens = path.join(testInfo.project.outputDir, 'screens');
          mkdirSync(screens, { recursive: true });
          for (const theme of THEMES) {
            await page.emulateMedia({ colorScheme: theme });
            const html = expect(page.locator('html'), theme);
            await (theme === 'dark' ? html.toHaveClass(/\bdark\b/) : html.not.toHaveClass(/\bdark\b/));
            await page.screenshot({
              path: path.join(screens, `${fileName(screen.path)}-${viewport.width}-${theme}.png`),
              fullPage: true,
            });
            expect(await page.evaluate(layoutProblems, viewport.width < 760), `layout, ${theme}`).toEqual([]);
            expect(await seriousViolations(page, theme === 'dark'), `axe, ${theme}`).toEqual([]);
          }
          expect(errors, 'console errors').toEqual([]);
        } finally {
          await page.close();
        }
      });
    }
  }
});
