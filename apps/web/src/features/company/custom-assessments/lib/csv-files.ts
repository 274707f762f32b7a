/** A cell a spreadsheet would run as a formula gets an apostrophe, as every export of the server. */
export const neutralizeFormula = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
