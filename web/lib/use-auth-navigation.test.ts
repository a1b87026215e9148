import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './use-auth-navigation';

describe('safeReturnUrl', () => {
  it('keeps same-site paths and drops everything else', () => {
    expect(safeReturnUrl('/demo/projects?x=1')).toBe('/demo/projects?x=1');
    expect(safeReturnUrl('//evil.example')).toBeNull();
    expect(safeReturnUrl('https://evil.example')).toBeNull();
    expect(safeReturnUrl('/\\evil.example')).toBeNull();
    expect(safeReturnUrl(null)).toBeNull();
  });
});
