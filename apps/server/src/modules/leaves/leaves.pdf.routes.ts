import { Readable } from 'node:stream';
import { frenchNumber, IdParams, LeavePdfQuery, toFrenchDate } from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { zipStream } from '../../platform/archive';
import { fileSlug, renderPdf, sendDownload } from '../../platform/pdf';
import { leaveActorOf, leavePolicy, seesLeave } from './leaves.policy';
import { presentLeave } from './leaves.present';
import { attachedFiles } from './leaves.queries';
import { ONE_LEAVE } from './leaves.routes';

const PERIOD = { AM: 'matin', PM: 'après-midi' } as const;
const STATUS = { draft: 'Brouillon', submitted: 'Soumise', accepted: 'Acceptée', refused: 'Refusée' } as const;

/** GET /api/pdf/leave/{id}: the leave request as a PDF, or a ZIP with its attachments (with_attachments=1). */
export async function leavePdfRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/pdf/leave/:id',
    {
      config: ONE_LEAVE,
      preValidation: seesLeave(deps.db),
      schema: {
        tags: ['leaves'],
        summary: 'A leave as PDF, or ZIP with its attachments',
        params: IdParams,
        querystring: LeavePdfQuery,
      },
    },
    async (request, reply) => {
      const actor = await leaveActorOf(deps.db, request);
      const { auth } = actor;
      const row = await leavePolicy.ofRoute(deps.db, request, 'download');
      const leave = presentLeave(row, actor);
      const owner = `${row.owner.first_name} ${row.owner.last_name}`;
      const pdf = await renderPdf(`Demande de congé — ${owner}`, (doc) => {
        doc.fontSize(18).text('Demande de congé', { align: 'left' });
        doc.moveDown(0.5).fontSize(11).fillColor('#555').text(auth.company.name);
        doc.moveDown().fillColor('#000');
        const line = (label: string, value: string) =>
          doc.font('Helvetica-Bold').text(`${label} : `, { continued: true }).font('Helvetica').text(value);
        line('Collaborateur', `${owner}${row.owner.employee_number ? ` (${row.owner.employee_number})` : ''}`);
        line('Type', leave.type?.value ?? '—');
        if (leave.precision) line('Précision', leave.precision);
        line('Du', `${toFrenchDate(leave.begin_date)} ${PERIOD[leave.begin_period]}`);
        line('Au', `${toFrenchDate(leave.end_date)} ${PERIOD[leave.end_period]}`);
        line('Nombre de jours', frenchNumber(leave.number_of_days));
        line('Statut', STATUS[leave.status]);
        if (leave.submission_date) line('Soumise le', toFrenchDate(leave.submission_date.slice(0, 10)));
        if (leave.comment) line('Commentaire', leave.comment);
      });
      const baseName = `conge_${fileSlug(row.owner.last_name)}_${leave.begin_date}`;
      if (!request.query.with_attachments) return sendDownload(reply, pdf, `${baseName}.pdf`, 'application/pdf');
      const files = await attachedFiles(deps.db, actor.companyId, leave.id);
      const attachments = files.map((file) => ({ name: file.file_name, open: () => deps.files.open(file) }));
      return sendDownload(
        reply,
        zipStream([{ name: `${baseName}.pdf`, open: () => Readable.from([pdf]) }, ...attachments]),
        `${baseName}.zip`,
        'application/zip',
      );
    },
  );
}
