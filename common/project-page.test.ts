import { describe, expect, it } from 'vitest';
import { projectPageForm } from './project-page';

describe('the page as the editor checks it', () => {
  it("puts each broken rule's key at its row, and parses to the normalised page", () => {
    const parsed = projectPageForm.safeParse({
      media: [{ url: '/uploads/a.png', caption: ' Maze ' }],
      links: [
        { kind: 'demo', url: 'https://a.example', label: '' },
        { kind: 'source', url: 'not a link', label: '' },
      ],
      roles: [{ userId: 3, title: '<b>x</b>' }],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['links.1.url', 'page.error.linkUrl'],
      ['roles.0.title', 'page.error.roleTitle'],
    ]);
    expect(
      projectPageForm.parse({ media: [{ url: ' /uploads/a.png ', caption: ' Maze ' }], links: [] }),
    ).toEqual({ media: [{ url: '/uploads/a.png', caption: 'Maze' }], links: [], roles: [] });
  });
});
