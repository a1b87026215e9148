import { useEffect, useState } from 'react';

let loaded: Promise<ReadonlySet<string>> | null = null;

/** zxcvbn-ts's common-password list, fetched as its own chunk the first time a password form opens. */
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  loaded ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set((dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase())),
  );
  return loaded;
}

const EMPTY: ReadonlySet<string> = new Set();

export function useCommonPasswords(): ReadonlySet<string> {
  const [set, setSet] = useState<ReadonlySet<string>>(EMPTY);
  useEffect(() => {
    let alive = true;
    void loadCommonPasswords().then((value) => alive && setSet(value));
    return () => {
      alive = false;
    };
  }, []);
  return set;
}
