import { parse } from 'csv-parse/sync';
import { IMPORT_CSV_MAX_BYTES, IMPORT_ROWS_MAX, normaliseHeader } from '../../common/imports';
import { AppError } from '../errors';
import { importError } from './errors';

export interface CsvRecord {
  /** The row as a spreadsheet numbers it (the header is row 1). */
  row: number;
  /** Cells by normalised column name (common/imports.ts `normaliseHeader`). */
  cells: Map<string, string>;
}

export interface CsvTable {
  /** The columns as the file spells them, by normalised name. */
  headers: Map<string, string>;
  records: CsvRecord[];
}

/** Control characters other than tab and line ends, which text files never have. */
const hasBinaryBytes = (text: string) =>
  [...text].some((char) => {
    const code = char.charCodeAt(0);
    return code < 32 && code !== 9 && code !== 10 && code !== 13 && code !== 12 && code !== 11;
  });

/**
 * Reads an uploaded CSV: comma, semicolon or tab separated (spreadsheets save all three), with or without
 * a byte-order mark. A file that is not CSV, is too large, has too many rows or no rows is refused whole.
 */
export function readCsv(text: string): CsvTable {
  if (Buffer.byteLength(text, 'utf8') > IMPORT_CSV_MAX_BYTES) {
    throw new AppError('payload_too_large', ...importError('imports.error.tooLarge'));
  }
  // Binary files (a spreadsheet saved as .xlsx, a picture) have control characters no CSV has.
  if (hasBinaryBytes(text.slice(0, 4096))) {
    throw new AppError('bad_request', ...importError('imports.error.notCsv'));
  }
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [',', ';', '\t'].reduce((best, candidate) =>
    firstLine.split(candidate).length > firstLine.split(best).length ? candidate : best,
  );
  let rows: string[][];
  try {
    rows = parse(text, {
      bom: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      // One record more than allowed is enough to know the file is too long.
      to: IMPORT_ROWS_MAX + 2,
    }) as string[][];
  } catch {
    throw new AppError('bad_request', ...importError('imports.error.notCsv'));
  }
  const [header, ...body] = rows;
  if (!header || header.length < 1 || header.every((cell) => !cell)) {
    throw new AppError('bad_request', ...importError('imports.error.notCsv'));
  }
  if (body.length > IMPORT_ROWS_MAX) {
    throw new AppError('payload_too_large', ...importError('imports.error.tooManyRows'));
  }
  const records = body
    .map((cells, index) => ({ cells, row: index + 2 }))
    .filter(({ cells }) => cells.some((cell) => cell !== ''));
  if (!records.length) throw new AppError('bad_request', ...importError('imports.error.empty'));
  const names = header.map(normaliseHeader);
  const headers = new Map<string, string>();
  names.forEach((name, index) => {
    if (name && !headers.has(name)) headers.set(name, header[index]!);
  });
  return {
    headers,
    records: records.map(({ cells, row }) => {
      const byName = new Map<string, string>();
      names.forEach((name, index) => {
        if (name && !byName.has(name)) byName.set(name, cells[index] ?? '');
      });
      return { row, cells: byName };
    }),
  };
}

/** The first of the named columns the file has, or undefined. */
export const findColumn = (table: CsvTable, ...names: string[]) =>
  names.find((name) => table.headers.has(name));

/** Refuses a file without one of the columns an import needs, naming what it looked for. */
export function requireColumn(table: CsvTable, label: string, ...names: string[]): string {
  const found = findColumn(table, ...names);
  if (!found) {
    const [message, key] = importError('imports.error.headers');
    throw new AppError('bad_request', `${message}: "${label}"`, key, { [label]: key });
  }
  return found;
}
