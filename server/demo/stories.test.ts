import { describe, expect, it } from 'vitest';
import { checkProjectPage } from '../../common/project-page';
import { DEMO_IDEAS, storyOf } from './catalogue';

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim().toLowerCase())
    .filter(Boolean);

describe('the demo stories', () => {
  it('never repeat a sentence across projects, so the plagiarism check finds the demo clean', () => {
    const seen = new Map<string, string>();
    for (const idea of DEMO_IDEAS) {
      const story = storyOf(idea.title);
      const text = [
        idea.summary,
        story.pitch,
        story.inspiration,
        story.whatItDoes,
        story.howBuilt,
        story.challenges,
        story.next,
      ]
        .filter(Boolean)
        .join(' ');
      for (const sentence of sentences(text)) {
        expect(seen.get(sentence), `"${sentence}" in ${idea.title}`).toBeUndefined();
        seen.set(sentence, idea.title);
      }
    }
  });

  it('give every project tags, roles and links that pass the page rules', () => {
    for (const idea of DEMO_IDEAS) {
      const story = storyOf(idea.title);
      expect(story.builtWith.length, idea.title).toBeGreaterThan(0);
      const links = Object.entries(story.links).map(([kind, url]) => ({
        kind: kind as 'demo',
        url: url!,
        label: '',
      }));
      const checked = checkProjectPage({
        media: [],
        links,
        roles: story.roles.map((title, i) => ({ userId: i + 1, title })),
      });
      expect(checked.problems, idea.title).toBeUndefined();
    }
  });
});
