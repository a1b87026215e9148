import { describe, expect, it } from 'vitest';
import { buildUrl, eventNameFromLocation } from './client';

describe('eventNameFromLocation', () => {
  it('takes the first path segment', () => {
    expect(eventNameFromLocation('/demo/projects', '')).toBe('demo');
  });
  it('skips a locale prefix', () => {
    expect(eventNameFromLocation('/es/demo/details', '')).toBe('demo');
  });
  it('prefers the event query parameter', () => {
    expect(eventNameFromLocation('/login/callback', '?event=fair')).toBe('fair');
  });
  it('has no event on pages outside an event', () => {
    expect(eventNameFromLocation('/404', '?path=/x')).toBeNull();
    expect(eventNameFromLocation('/login', '')).toBeNull();
    expect(eventNameFromLocation('/', '')).toBeNull();
  });
});

describe('buildUrl', () => {
  it('joins lists with commas and drops empty values', () => {
    expect(buildUrl('/projects', { categoryIds: [1, 2], nextPageToken: undefined, includes: [] })).toBe(
      '/api-v2/projects?categoryIds=1%2C2',
    );
  });
});
