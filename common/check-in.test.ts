import { describe, expect, it } from 'vitest';
import { badgePhoto } from './check-in';

const photoOf = (...values: string[]) =>
  badgePhoto(
    Object.fromEntries(values.map((value, index) => [String(index + 1), value])),
    values.map((_, i) => i + 1),
  );

describe('the badge photo', () => {
  it('is the first image upload or demo portrait among the file answers, in form order', () => {
    expect(photoOf('/uploads/2026/cv.pdf', '/uploads/2026/me.JPG')).toBe('/uploads/2026/me.JPG');
    expect(photoOf('/demo-assets/portrait/expo2.svg', '/uploads/me.png')).toBe(
      '/demo-assets/portrait/expo2.svg',
    );
    expect(badgePhoto({ '1': '/uploads/me.png', '2': 'Hill High' }, [2])).toBeNull();
    expect(badgePhoto({ '1': ['/uploads/me.png'] }, [1])).toBeNull();
  });

  it('refuses other demo pictures, other sites and hostile paths', () => {
    for (const value of [
      '/demo-assets/project/solar-sprout.svg',
      '/demo-assets/logo/acme.svg',
      '/demo-assets/portrait/Expo2.svg',
      '/demo-assets/portrait/../logo/acme.svg',
      '/demo-assets/portrait/a.svg?x=1',
      '/demo-assets/portrait/a.svg\n',
      '/demo-assets/portrait/.svg',
      'https://elsewhere.example/demo-assets/portrait/a.svg',
      '//elsewhere.example/uploads/me.png',
      '/uploads/../secret.png',
      '/uploads//elsewhere.example/me.png',
      '/uploads/me.svg',
      '/uploads/me.png.html',
      'javascript:alert(1)//.png',
    ])
      expect(photoOf(value), value).toBeNull();
  });
});
