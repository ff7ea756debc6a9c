import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { withPdfNameFormat } from '../../../test/company-preferences';
import { pdfText } from '../../../test/pdf-text';
import { createdOrder } from './mission-orders.test-helpers';

/** GET /api/pdf/mission-order/{id} (spec/2 §7.2): the PDF in French, its name, the ZIP, who reads it. */
const ctx = useTestApp();

describe('the mission order PDF', () => {
  it('says the mission, the customer, the expense rules in words, the extension and the signature', async () => {
    const manager = await ctx.as('manager');
    const alice = await ctx.as('alice');
    const order = await createdOrder(ctx, manager, { status: 'submitted', mission_object: 'Audit annuel' });
    await alice.patch(`/api/mission-order/${order.id}/`, { status: 'accepted' });
    await manager.post(`/api/mission-order/${order.id}/extend/`, { end_date: '2026-12-18' });

    const res = await alice.get(`/api/pdf/mission-order/${order.id}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="OM_martin-alice_2026-12-07.pdf"');
    const text = pdfText(res.raw);
    for (const expected of [
      'Ordre de mission',
      'Alice Martin',
      'Marc Lemoine',
      'Audit annuel',
      'Consultant',
      '07/12/2026',
      '18/12/2026',
      'Paul Client',
      'Transports en commun.',
      'hôtel 120,00 € par nuit',
      'dîner 25,50 € par repas',
      'petit-déjeuner non plafonné',
      'fin du 11/12/2026 reportée au 18/12/2026',
      'Accepté et signé par Alice Martin',
      '(version 1)',
    ]) {
      expect(text).toContain(expected);
    }

    const named = await withPdfNameFormat(ctx, 'ACME_ownername_type_date', () =>
      manager.get(`/api/pdf/mission-order/${order.id}?with_attachments=1`),
    );
    expect(named.headers['content-type']).toBe('application/zip');
    expect(named.headers['content-disposition']).toBe('attachment; filename="ACME_martin-alice_OM_2026-12-07.zip"');
    const entries = unzipSync(new Uint8Array(named.raw));
    expect(Object.keys(entries)).toEqual(['ACME_martin-alice_OM_2026-12-07.pdf']);
    expect(Buffer.from(entries['ACME_martin-alice_OM_2026-12-07.pdf']!).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('says "Non signé" and the global package of an unsigned order', async () => {
    const manager = await ctx.as('manager');
    const order = await createdOrder(ctx, manager, { daily_package_flag: true, daily_package: 95 });
    const text = pdfText((await manager.get(`/api/pdf/mission-order/${order.id}`)).raw);
    expect(text).toContain('Forfait journalier global de 95,00 € par jour');
    expect(text).toContain('Non signé.');
  });
});
