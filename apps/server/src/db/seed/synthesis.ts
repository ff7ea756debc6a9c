import { eq } from 'drizzle-orm';
import { typesOfLeave } from '../../modules/reference/reference.tables';
import type { Db } from '../client';
import { inCompany } from '../tenancy';

/**
 * The payroll codes of the demo company's types of leave (types_of_leave.pay_export), as a payroll provider gives
 * them, so that the payroll-variables export of the monthly synthesis has something to write. "Autre absence" keeps
 * none: the export leaves such a type out, and the demo shows it.
 */
const PAY_EXPORT_CODES: Record<string, string> = {
  'Congés payés': 'CP',
  RTT: 'RTT',
  Maladie: 'MAL',
  'Congé sans solde': 'CSS',
  'Congé exceptionnel': 'CEX',
  'Congé maternité / paternité': 'MAT',
};

export async function seedPayExportCodes(tx: Db, companyId: number): Promise<void> {
  for (const [name, code] of Object.entries(PAY_EXPORT_CODES)) {
    await tx
      .update(typesOfLeave)
      .set({ pay_export: code })
      .where(inCompany(typesOfLeave, companyId, [eq(typesOfLeave.name, name)]));
  }
}
