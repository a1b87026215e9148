import { describe, expect, it } from 'vitest';
import { demoSlotFormSchema, demoSlotInputSchema, liveNow, streamEmbed } from './live-streams';

describe('streamEmbed', () => {
  it.each([
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ?si=x', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://player.vimeo.com/video/76979871?h=1', 'https://player.vimeo.com/video/76979871'],
    ['https://www.twitch.tv/videos/123456', 'https://player.twitch.tv/?video=123456&parent=show.example'],
    ['https://cdn.example.org/a/b.M3U8?token=1', 'https://cdn.example.org/a/b.M3U8?token=1'],
  ])('embeds %s as %s', (url, src) => {
    expect(streamEmbed(url, 'show.example')?.src).toBe(src);
  });

  it.each([
    'https://www.youtube.com/watch?v=short',
    'https://twitch.tv/a/b/c',
    'https://user:pw@cdn.example.org/live.m3u8',
    'https://cdn.example.org/live.mp4',
    'data:text/html,<script>alert(1)</script>',
    'not a url',
  ])('refuses %s', (url) => {
    expect(streamEmbed(url, 'show.example')).toBeNull();
  });
});

describe('liveNow', () => {
  const at = (iso: string) => new Date(iso);
  const items = [
    { id: 1, startsAt: '2026-05-01T10:00:00Z', endsAt: '2026-05-01T12:00:00Z' },
    { id: 2, startsAt: '2026-05-01T11:00:00Z', endsAt: '2026-05-01T11:30:00Z' },
  ];
  it('picks the stream that started last among those on air, none before or after', () => {
    expect(liveNow(items, at('2026-05-01T10:30:00Z'))?.id).toBe(1);
    expect(liveNow(items, at('2026-05-01T11:15:00Z'))?.id).toBe(2);
    expect(liveNow(items, at('2026-05-01T12:00:00Z'))).toBeNull();
    expect(liveNow(items, at('2026-05-01T09:59:00Z'))).toBeNull();
  });
});

describe('demoSlotFormSchema', () => {
  const startsAt = '2026-05-01T10:00:00.000Z';
  const endsAt = '2026-05-01T10:30:00.000Z';
  const issuesOf = (value: unknown) => {
    const parsed = demoSlotFormSchema.safeParse(value);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
  };

  it('takes a project and a slot that ends after it starts, as the request sends them apart', () => {
    expect(demoSlotFormSchema.parse({ projectId: 7, startsAt, endsAt })).toEqual({
      projectId: 7,
      startsAt,
      endsAt,
    });
    expect(demoSlotInputSchema.parse({ startsAt, endsAt })).toEqual({ startsAt, endsAt });
  });

  it('refuses a slot without a project, and one that ends before it starts under its end', () => {
    expect(issuesOf({ startsAt, endsAt })).toEqual(['projectId']);
    expect(issuesOf({ projectId: 7, startsAt: endsAt, endsAt: startsAt })).toEqual(['endsAt']);
    expect(demoSlotInputSchema.safeParse({ startsAt: endsAt, endsAt: startsAt }).success).toBe(false);
  });
});
