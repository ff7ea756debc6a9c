import { IdParams, TaxListQuery, TaxOut, taxInputSchema, taxPatchSchema } from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { companyOf } from '../../platform/access';
import { listOf } from '../../platform/pagination';
import { taxRates } from './reference.tables';
import { found, READ, WRITE } from './reference-types.routes';
import * as q from './tax-rates.queries';

/**
 * tax/ (spec/1 §7 listTax): every signed-in employee reads the company's VAT rates (the invoice form picks from the
 * active ones); the back office adds, deactivates and deletes them with the other reference types (common.create).
 */
export async function taxRateRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const tags = ['reference'];
  const ONE_RATE = { ...WRITE, record: taxRates };

  r.get(
    '/tax/',
    {
      config: READ,
      schema: {
        tags,
        summary: "The company's VAT rates in percent, highest first (spec/1 §7 listTax)",
        description: 'in_use: tax lines of receipts name the rate (it cannot be deleted); active=true|false filters.',
        querystring: TaxListQuery,
        response: { 200: listOf(TaxOut) },
      },
    },
    async (request) => {
      const { rows, count } = await q.listTaxRates(db, companyOf(request), request.query);
      return { count, results: rows };
    },
  );

  r.post(
    '/tax/',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Add a VAT rate (percent, two decimals), active',
        description: '400 reference.taxExists on value when the company has this rate already.',
        body: taxInputSchema,
        response: { 201: TaxOut },
      },
    },
    async (request, reply) => reply.status(201).send(await q.insertTaxRate(db, companyOf(request), request.body)),
  );

  r.patch(
    '/tax/:id/',
    {
      config: ONE_RATE,
      schema: {
        tags,
        summary: 'Deactivate or reactivate a VAT rate',
        description: 'An inactive rate is no longer offered to a new tax line; the lines that name it keep it.',
        params: IdParams,
        body: taxPatchSchema,
        response: { 200: TaxOut },
      },
    },
    async (request) => found(await q.setTaxRateActive(db, companyOf(request), request.params.id, request.body.active)),
  );

  r.delete(
    '/tax/:id/',
    {
      config: ONE_RATE,
      schema: {
        tags,
        summary: 'Delete a VAT rate no receipt uses',
        description: '409 reference.taxInUse (code in_use) while tax lines name it: deactivate it instead.',
        params: IdParams,
      },
    },
    async (request, reply) => {
      await q.deleteTaxRate(db, companyOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
