import { IdParams, MissionOrderPdfQuery } from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { zipStream } from '../../platform/archive';
import { documentFileName, sendDownload } from '../../platform/pdf';
import { companyPdfSettings } from '../activities';
import { missionOrderPdf } from './mission-orders.pdf';
import { missionOrderActorOf, missionOrderPolicy } from './mission-orders.policy';
import { presentMissionOrderDetail } from './mission-orders.present';
import { historyOfMissionOrder } from './mission-orders.queries';
import { ONE_MISSION_ORDER } from './mission-orders.routes';

/**
 * GET /api/pdf/mission-order/{id} (spec/2 §7.2): the order as a PDF, or with with_attachments=1 a ZIP of it (an order
 * has no attachments: the ZIP holds the PDF alone). Its owner's and its manager's; named by the company's
 * pdf_name_format with the type OM and the mission's first day.
 */
export async function missionOrderPdfRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/pdf/mission-order/:id',
    {
      config: ONE_MISSION_ORDER,
      preValidation: missionOrderPolicy.sees(deps.db),
      schema: {
        tags: ['mission-orders'],
        summary: "A mission order as PDF, or ZIP of it (its owner's and its manager's)",
        params: IdParams,
        querystring: MissionOrderPdfQuery,
      },
    },
    async (request, reply) => {
      const actor = await missionOrderActorOf(deps.db, request);
      const row = await missionOrderPolicy.ofRoute(deps.db, request, 'download');
      const order = presentMissionOrderDetail(row, actor, await historyOfMissionOrder(deps.db, row.order));
      const settings = await companyPdfSettings(deps.db, actor.companyId);
      const pdf = await missionOrderPdf(order, { name: actor.auth.company.name, footer: settings.footer });
      const fileName = documentFileName(settings.pdfNameFormat, 'OM', order.owner_object, order.begin_date);
      if (request.query.with_attachments === '1') {
        const zip = zipStream([{ name: fileName, open: () => pdf }]);
        return sendDownload(reply, zip, fileName.replace(/\.pdf$/, '.zip'), 'application/zip');
      }
      return sendDownload(reply, pdf, fileName, 'application/pdf');
    },
  );
}
