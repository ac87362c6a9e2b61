import express, { Router } from 'express';
import { answer, answerNoContent, answerVersioned, callOf, operation } from '../../platform/http/openapi.js';
import type { NotificationService } from '../notifications/index.js';
import * as service from './service.js';

/** The agreement a call names in its path. */
const agreementId = (call: { id(name: 'planAgreementId'): number }) => call.id('planAgreementId');

/** The agreement and the assignment a call names in its path, in the order the services take them. */
const assignmentIds = (call: { id(name: 'planAgreementId' | 'assignmentId'): number }): [number, number] => [
  call.id('planAgreementId'),
  call.id('assignmentId'),
];

/** A file answered for download, named for the person saving it (RFC 6266, UTF-8 name). */
function sendFile(
  res: { setHeader(name: string, value: string): unknown; end(body: Buffer): unknown },
  type: string,
  name: string,
  body: Buffer,
): void {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, "'");
  res.setHeader('Content-Type', type);
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
  );
  res.setHeader('Cache-Control', 'private, no-store');
  res.end(body);
}

/** Plan agreements (openapi/plan-agreements.yaml). */
export function planAgreementRoutes(notifications: NotificationService): Router {
  const router = Router();
  router.get(
    '/plan-agreements',
    answer('listPlanAgreements', (call) =>
      service.listAgreements(call.context, {
        status: call.query.status,
        ...call.paging({ page: 1, limit: 50 }),
      }),
    ),
  );
  router.post(
    '/plan-agreements',
    answerVersioned('createPlanAgreement', (call) => service.createAgreement(call.user, call.body), {
      status: 201,
    }),
  );
  // Before /plan-agreements/:planAgreementId (a literal segment).
  router.get(
    '/plan-agreements/template-placeholders',
    answer('listPlanAgreementPlaceholders', () => service.listPlaceholders()),
  );
  router.get(
    '/plan-agreements/:planAgreementId',
    answerVersioned('getPlanAgreement', (call) => service.getAgreement(call.context, agreementId(call))),
  );
  router.patch(
    '/plan-agreements/:planAgreementId',
    answerVersioned('updatePlanAgreement', (call) =>
      service.updateAgreement(call.user, agreementId(call), call.body, call.expectedVersion),
    ),
  );
  router.delete(
    '/plan-agreements/:planAgreementId',
    answerNoContent('deletePlanAgreement', (call) => service.deleteAgreement(call.user, agreementId(call))),
  );
  router.post(
    '/plan-agreements/:planAgreementId/refresh-template',
    answerVersioned('refreshPlanAgreementTemplate', (call) =>
      service.refreshTemplate(call.user, agreementId(call)),
    ),
  );
  router.post(
    '/plan-agreements/:planAgreementId/finalize',
    answerVersioned('finalizePlanAgreement', (call) =>
      service.finalizeAgreement(call.user, agreementId(call)),
    ),
  );
  router.post(
    '/plan-agreements/:planAgreementId/archive',
    answerVersioned('archivePlanAgreement', (call) => service.archiveAgreement(call.user, agreementId(call))),
  );
  router.post(
    '/plan-agreements/:planAgreementId/send',
    answer('sendPlanAgreements', (call) =>
      service.sendAssignments(call.user, agreementId(call), call.body ?? {}, notifications),
    ),
  );
  router.get(
    '/plan-agreements/:planAgreementId/documents',
    operation('downloadPlanAgreementDocuments', async (req, res) => {
      const call = callOf(req);
      const { zip, fileName } = await service.documentsZip(call.context, agreementId(call));
      sendFile(res, 'application/zip', fileName, zip);
    }),
  );
  router.get(
    '/plan-agreements/:planAgreementId/preview',
    operation('previewPlanAgreement', async (req, res) => {
      const call = callOf(req);
      const document = await service.previewAgreement(
        call.context,
        agreementId(call),
        req.query.userId === undefined ? undefined : Number(req.query.userId),
      );
      if (req.query.format === 'pdf')
        sendFile(res, 'application/pdf', `${document.title}.pdf`, await service.pdfOf(document, null));
      else res.json(document);
    }),
  );
  router.post(
    '/plan-agreements/:planAgreementId/assignments',
    answerVersioned('addPlanAgreementAssignments', (call) =>
      service.addAssignments(call.user, agreementId(call), call.body),
    ),
  );
  router.get(
    '/plan-agreements/:planAgreementId/assignments/:assignmentId',
    answer('getPlanAgreementAssignment', (call) =>
      service.getAssignment(call.context, ...assignmentIds(call)),
    ),
  );
  router.delete(
    '/plan-agreements/:planAgreementId/assignments/:assignmentId',
    answerNoContent('deletePlanAgreementAssignment', (call) =>
      service.deleteAssignment(call.user, ...assignmentIds(call)),
    ),
  );
  router.get(
    '/plan-agreements/:planAgreementId/assignments/:assignmentId/document',
    operation('downloadPlanAgreementDocument', async (req, res) => {
      const call = callOf(req);
      const { pdf, fileName } = await service.assignmentPdf(call.context, ...assignmentIds(call));
      sendFile(res, 'application/pdf', fileName, pdf);
    }),
  );
  router.post(
    '/plan-agreements/:planAgreementId/assignments/:assignmentId/regenerate',
    answer('regeneratePlanAgreementAssignment', (call) =>
      service.regenerateAssignment(call.user, ...assignmentIds(call)),
    ),
  );
  router.post(
    '/plan-agreements/:planAgreementId/assignments/:assignmentId/confirm',
    answer('confirmPlanAgreementAssignment', (call) =>
      service.confirmAssignment(call.user, ...assignmentIds(call)),
    ),
  );
  router.put(
    '/plan-agreements/:planAgreementId/assignments/:assignmentId/confirmation-document',
    // The signed PDF, read whole under its own limit (the app's JSON parser never reads it).
    express.raw({ type: 'application/pdf', limit: service.UPLOAD_LIMIT_BYTES }),
    answer('uploadPlanAgreementConfirmation', (call) => {
      const body: unknown = call.body;
      const file = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
      return service.uploadConfirmation(call.user, ...assignmentIds(call), file);
    }),
  );
  router.get(
    '/plan-agreements/:planAgreementId/assignments/:assignmentId/confirmation-document',
    operation('downloadPlanAgreementConfirmation', async (req, res) => {
      const call = callOf(req);
      const file = await service.confirmationPdf(call.context, ...assignmentIds(call));
      sendFile(res, 'application/pdf', 'signed agreement.pdf', file);
    }),
  );
  return router;
}
