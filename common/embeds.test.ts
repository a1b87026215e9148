import { describe, expect, it } from 'vitest';
import { embedIframe, embedPath, embedSnippet, embedUrl, matchEmbedPath } from './embeds';

describe('embed addresses', () => {
  it('names the three widgets under the event, and nothing else', () => {
    expect(matchEmbedPath('/demo/embed/projects')).toEqual({ eventSlug: 'demo', kind: 'projects' });
    expect(matchEmbedPath('/demo/embed/winners')).toEqual({ eventSlug: 'demo', kind: 'winners' });
    expect(matchEmbedPath('/demo/embed/project/solar-sprout')).toEqual({
      eventSlug: 'demo',
      kind: 'project',
      project: 'solar-sprout',
    });
    for (const path of [
      '/demo/embed',
      '/demo/embed/project',
      '/demo/embed/projects/extra',
      '/demo/embed/project/a/b',
      '/demo/embed/details',
      '/demo/projects',
      '/es/demo/embed/projects',
      '/embed/demo/projects',
    ]) {
      expect(matchEmbedPath(path), path).toBeNull();
    }
  });

  it('builds the addresses it matches, with a theme only when one is chosen', () => {
    expect(matchEmbedPath(embedPath('demo', 'project', 12))).toEqual({
      eventSlug: 'demo',
      kind: 'project',
      project: '12',
    });
    expect(embedUrl('https://s.example', 'demo', 'winners', { theme: 'auto' })).toBe(
      'https://s.example/demo/embed/winners',
    );
    expect(embedUrl('https://s.example', 'demo', 'projects', { theme: 'dark' })).toBe(
      'https://s.example/demo/embed/projects?theme=dark',
    );
  });
});

describe('the snippet', () => {
  it('escapes the title and listens only to the embed’s origin and own frame', () => {
    const iframe = embedIframe('https://s.example/demo/embed/projects', 'A "fair" <b>&</b>', 'projects');
    expect(iframe).toContain('title="A &quot;fair&quot; &lt;b&gt;&amp;&lt;/b&gt;"');
    expect(iframe).toContain('height="720"');
    expect(embedIframe('https://s.example/x', 't', 'project', 300)).toContain('height="300"');
    const snippet = embedSnippet('https://s.example/demo/embed/projects?theme=dark', 'Fair', 'projects');
    expect(snippet).toContain('e.origin !== "https://s.example"');
    expect(snippet).toContain("e.data.type !== 'showcase:resize'");
    expect(snippet).toContain('f.contentWindow === e.source');
    expect(snippet).toContain('src="https://s.example/demo/embed/projects?theme=dark"');
  });
});
