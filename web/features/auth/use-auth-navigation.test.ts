import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetVerification,
  rememberedVerification,
  rememberVerification,
  safeReturnUrl,
} from './use-auth-navigation';

describe('safeReturnUrl', () => {
  it('keeps same-site paths and drops everything else', () => {
    expect(safeReturnUrl('/demo/projects?x=1')).toBe('/demo/projects?x=1');
    expect(safeReturnUrl('//evil.example')).toBeNull();
    expect(safeReturnUrl('https://evil.example')).toBeNull();
    expect(safeReturnUrl('/\\evil.example')).toBeNull();
    expect(safeReturnUrl(null)).toBeNull();
  });
});

describe('the pending verification', () => {
  beforeEach(() => {
    const store = new Map<string, string>();
    globalThis.sessionStorage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    } as Storage;
  });

  it('survives in session storage until forgotten, and ignores anything malformed', () => {
    expect(rememberedVerification()).toBeNull();
    rememberVerification({ usernameOrEmail: 'nora.qa', maskedEmail: 'n***@example.com' });
    expect(rememberedVerification()).toEqual({ usernameOrEmail: 'nora.qa', maskedEmail: 'n***@example.com' });
    forgetVerification();
    expect(rememberedVerification()).toBeNull();
    sessionStorage.setItem('showcase.pendingVerification', '{not json');
    expect(rememberedVerification()).toBeNull();
    sessionStorage.setItem('showcase.pendingVerification', JSON.stringify({ usernameOrEmail: 3 }));
    expect(rememberedVerification()).toBeNull();
  });
});
