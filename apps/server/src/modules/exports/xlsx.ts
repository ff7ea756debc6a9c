import { PassThrough } from 'node:stream';
import type { stream } from 'exceljs';
import { slicer } from '../../platform/slices';

/*
 * Every XLSX export's writer (issue 21, defects 3 and 10): exceljs's streaming workbook, each row committed as it is
 * added and the event loop let go between slices of rows, and every cell checked to be a plain value.
 */

/** exceljs, loaded on the first export rather than at start (as pdfkit: a heavy module that few requests need). */
const importExcel = () => import('exceljs').then((module) => module.default ?? module);
let excel: ReturnType<typeof importExcel> | undefined;
export const loadExcel = () => {
  excel ??= importExcel();
  return excel;
};

/**
 * A cell of an export: a text, a number, a date or nothing. exceljs makes a formula only of `{formula}`, a link of
 * `{hyperlink}`, rich text of `{richText}`: a plain string is always written as a string value (no `<f>` element),
 * so a name typed `=HYPERLINK(…)` opens as that text in Excel, never as a formula. Unlike CSV it is not prefixed
 * with an apostrophe: the workbook keeps the value exactly as typed.
 */
export type XlsxCell = string | number | Date | null;

function xlsxCell(key: string, value: unknown): XlsxCell {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value;
  // A bug, never a user's input: an object here could be a formula.
  throw new Error(`export cell ${key}: not a text, a number or a date`);
}

/** The row's cells checked one by one (the one path of every XLSX cell). */
export function xlsxRow(values: Record<string, XlsxCell | undefined>): Record<string, XlsxCell> {
  const row: Record<string, XlsxCell> = {};
  for (const [key, value] of Object.entries(values)) row[key] = xlsxCell(key, value);
  return row;
}

export type Sheet = ReturnType<stream.xlsx.WorkbookWriter['addWorksheet']>;

/** Adds a row through xlsxRow and commits it (the streaming writer writes it out and forgets it). */
export function commitRow(sheet: Sheet, values: Record<string, XlsxCell | undefined>): void {
  sheet.addRow(xlsxRow(values)).commit();
}

/**
 * Builds a workbook with the streaming writer and answers its bytes. `build` adds the sheets and rows and calls
 * `await slice()` after each row: a payroll of 20,000 people is written in slices of a few ms, the loop free between
 * them. The zip is deflated by zlib off the main thread as the rows stream out.
 */
export async function writeWorkbook(
  creator: string,
  build: (workbook: stream.xlsx.WorkbookWriter, slice: () => Promise<void>) => Promise<void>,
): Promise<Uint8Array> {
  const { stream } = await loadExcel();
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.creator = creator;
  await build(workbook, slicer());
  await workbook.commit();
  return new Uint8Array(Buffer.concat(chunks));
}
