/** Spreadsheet formulas in cells are neutralised so an exported title cannot run in Excel. */
export const csvCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
