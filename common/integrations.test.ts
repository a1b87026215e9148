import { describe, expect, it } from 'vitest';
import { integrationScripts } from './integrations';

describe('integrationScripts', () => {
  it('loads nothing when nothing is configured', () => {
    expect(integrationScripts({ recording: null, chat: null })).toEqual({ scripts: [], errors: [] });
  });

  it('loads configured integrations with their settings', () => {
    const { scripts, errors } = integrationScripts({
      recording: { id: 'rec-1', rootDomain: 'example.org', scriptUrl: 'https://rec.example/r.js' },
      chat: { key: 'k1', scriptUrl: 'https://chat.example/w.js' },
    });
    expect(errors).toEqual([]);
    expect(scripts).toEqual([
      {
        name: 'recording',
        src: 'https://rec.example/r.js',
        data: { recordingId: 'rec-1', rootDomain: 'example.org' },
      },
      { name: 'chat', src: 'https://chat.example/w.js', data: { widgetKey: 'k1' } },
    ]);
  });

  it('skips recording with an error when its id or root domain is missing', () => {
    const { scripts, errors } = integrationScripts({
      recording: { id: null, rootDomain: 'example.org', scriptUrl: 'https://rec.example/r.js' },
      chat: null,
    });
    expect(scripts).toEqual([]);
    expect(errors[0]).toMatch(/recording skipped/);
  });
});
