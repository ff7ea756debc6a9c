import ExcelJS from 'exceljs';

/** A workbook read back from the bytes an export wrote: a plugin's result or an answer's body. */
export async function readWorkbook(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  return workbook;
}

/** Row `n` of a sheet (1 for the header) as its cells' values, first column first (exceljs leaves index 0 empty). */
export const rowValues = (sheet: ExcelJS.Worksheet, n: number): unknown[] =>
  (sheet.getRow(n).values as unknown[]).slice(1);
