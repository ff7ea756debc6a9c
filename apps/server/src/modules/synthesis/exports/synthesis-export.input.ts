import type { SynthesisColumn } from '@staff/shared';
import type { SynthesisLine } from '../synthesis.service';

/** What a payroll or overtime plugin writes: the whole synthesis of a month as the viewer sees it on screen. */
export type SynthesisExportInput = {
  /** YYYY-MM. */
  forMonth: string;
  /** Every employee of the month, in the screen's order, with the figures the screen shows. */
  lines: readonly SynthesisLine[];
  /** The extra columns (types of leave, then types of overtime), as the screen draws them. */
  columns: readonly SynthesisColumn[];
  companyName: string;
};
