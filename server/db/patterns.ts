/** A LIKE pattern that matches the words literally: % and _ typed by a visitor are not wildcards. */
export const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
