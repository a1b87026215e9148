import type { Page } from '@playwright/test';
import { FIRST_READS_ELEMENT_ID } from '../../common/first-reads';
import { SERVER_STATE_ELEMENT_ID } from '../../common/server-render';

/**
 * Pages carry their first API answers for anonymous visitors (docs/decisions/005), or come rendered by
 * the server with the answers they were rendered with (docs/decisions/022-react-with-server-rendering.md). A test that rewrites an API
 * answer with `page.route` drops those answers from the page, so the browser renders it itself and asks
 * the API it intercepts.
 */
export async function withoutFirstReads(page: Page): Promise<void> {
  const carried = new RegExp(
    `<script type="application/json" id="(${FIRST_READS_ELEMENT_ID}|${SERVER_STATE_ELEMENT_ID})">.*?</script>`,
    's',
  );
  await page.route(
    (url) => !url.pathname.startsWith('/api-v2') && !url.pathname.startsWith('/assets'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace(carried, '') });
    },
  );
}
