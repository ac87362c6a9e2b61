import express, { Router } from 'express';
import { contextOf, userContextOf } from '../../platform/http/authorize.js';
import { operation } from '../../platform/http/openapi.js';
import { expectedVersionOf, setVersionETag } from '../../platform/http/preconditions.js';
import type { NotificationService } from '../notifications/index.js';
import * as service from './service.js';

const ids = (params: Record<string, string>) => ({
  id: Number(params.planAgreementId),
  assignmentId: Number(params.assignmentId),
});

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
    operation('listPlanAgreements', async (req, res) => {
      res.json(
        await service.listAgreements(contextOf(req), {
          status: req.query.status,
          page: Number(req.query.page ?? 1),
          limit: Number(req.query.limit ?? 50),
        }),
      );
    }),
  );
  router.post(
    '/plan-agreements',
    operation('createPlanAgreement', async (req, res) => {
      const created = await service.createAgreement(userContextOf(req), req.body);
      setVersionETag(res, created.version);
      res.status(201).json(created);
    }),
  );
  // Before /plan-agreements/:planAgreementId (a literal segment).
  router.get(
    '/plan-agreements/template-placeholders',
    operation('listPlanAgreementPlaceholders', async (_req, res) => {
      res.json(service.listPlaceholders());
    }),
  );
  router.get(
    '/plan-agreements/:planAgreementId',
    operation('getPlanAgreement', async (req, res) => {
      const agreement = await service.getAgreement(contextOf(req), ids(req.params).id);
      setVersionETag(res, agreement.version);
      res.json(agreement);
    }),
  );
  router.patch(
    '/plan-agreements/:planAgreementId',
    operation('updatePlanAgreement', async (req, res) => {
      const agreement = await service.updateAgreement(
        userContextOf(req),
        ids(req.params).id,
        req.body,
        expectedVersionOf(req),
      );
      setVersionETag(res, agreement.version);
      res.json(agreement);
    }),
  );
  router.delete(
    '/plan-agreements/:planAgreementId',
    operation('deletePlanAgreement', async (req, res) => {
      await service.deleteAgreement(userContextOf(req), ids(req.params).id);
      res.status(204).end();
    }),
  );
  router.post(
    '/plan-agreements/:planAgreementId/refresh-template',
    operation('refreshPlanAgreementTemplate', async (req, res) => {
      const agreement = await service.refreshTemplate(userContextOf(req), ids(req.params).id);
      setVersionETag(res, agreement.version);
      res.json(agreement);
    }),
  );
  router.post(
    '/plan-agreements/:planAgreementId/finalize',
    operation('finalizePlanAgreement', async (req, res) => {
      const agreement = await service.finalizeAgreement(userContextOf(req), ids(req.params).id);
      setVersionETag(res, agreement.version);
      res.json(agreement);
    }),
  );
  router.post(
    '/plan-agreements/:planAgreementId/archive',
    operation('archivePlanAgreement', async (req, res) => {
      const agreement = await service.archiveAgreement(userContextOf(req), ids(req.params).id);
      setVersionETag(res, agreement.version);
      res.json(agreement);
    }),
  );
  router.post(
    '/plan-agreements/:planAgreementId/send',
    operation('sendPlanAgreements', async (req, res) => {
      res.json(
        await service.sendAssignments(userContextOf(req), ids(req.params).id, req.body ?? {}, notifications),
      );
    }),
  );
  router.get(
    '/plan-agreements/:planAgreementId/documents',
    operation('downloadPlanAgreementDocuments', async (req, res) => {
      const { zip, fileName } = await service.documentsZip(contextOf(req), ids(req.params).id);
      sendFile(res, 'application/zip', fileName, zip);
    }),
  );
  router.get(
    '/plan-agreements/:planAgreementId/preview',
    operation('previewPlanAgreement', async (req, res) => {
      const document = await service.previewAgreement(
        contextOf(req),
        ids(req.params).id,
        req.query.userId === undefined ? undefined : Number(req.query.userId),
      );
      if (req.query.format === 'pdf')
        sendFile(res, 'application/pdf', `${document.title}.pdf`, await service.pdfOf(document, null));
      else res.json(document);
    }),
  );
  router.post(
    '/plan-agreements/:planAgreementId/assignments',
    operation('addPlanAgreementAssignments', async (req, res) => {
      const agreement = await service.addAssignments(userContextOf(req), ids(req.params).id, req.body);
      setVersionETag(res, agreement.version);
      res.json(agreement);
    }),
  );
  router.get(
    '/plan-agreements/:planAgreementId/assignments/:assignmentId',
    operation('getPlanAgreementAssignment', async (req, res) => {
      const { id, assignmentId } = ids(req.params);
      res.json(await service.getAssignment(contextOf(req), id, assignmentId));
    }),
  );
  router.delete(
    '/plan-agreements/:planAgreementId/assignments/:assignmentId',
    operation('deletePlanAgreementAssignment', async (req, res) => {
      const { id, assignmentId } = ids(req.params);
      await service.deleteAssignment(userContextOf(req), id, assignmentId);
      res.status(204).end();
    }),
  );
  router.get(
    '/plan-agreements/:planAgreementId/assignments/:assignmentId/document',
    operation('downloadPlanAgreementDocument', async (req, res) => {
      const { id, assignmentId } = ids(req.params);
      const { pdf, fileName } = await service.assignmentPdf(contextOf(req), id, assignmentId);
      sendFile(res, 'application/pdf', fileName, pdf);
    }),
  );
  router.post(
    '/plan-agreements/:planAgreementId/assignments/:assignmentId/regenerate',
    operation('regeneratePlanAgreementAssignment', async (req, res) => {
      const { id, assignmentId } = ids(req.params);
      res.json(await service.regenerateAssignment(userContextOf(req), id, assignmentId));
    }),
  );
  router.post(
    '/plan-agreements/:planAgreementId/assignments/:assignmentId/confirm',
    operation('confirmPlanAgreementAssignment', async (req, res) => {
      const { id, assignmentId } = ids(req.params);
      res.json(await service.confirmAssignment(userContextOf(req), id, assignmentId));
    }),
  );
  router.put(
    '/plan-agreements/:planAgreementId/assignments/:assignmentId/confirmation-document',
    // The signed PDF, read whole under its own limit (the app's JSON parser never reads it).
    express.raw({ type: 'application/pdf', limit: service.UPLOAD_LIMIT_BYTES }),
    operation('uploadPlanAgreementConfirmation', async (req, res) => {
      const { id, assignmentId } = ids(req.params);
      const body: unknown = req.body;
      const file = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
      res.json(await service.uploadConfirmation(userContextOf(req), id, assignmentId, file));
    }),
  );
  router.get(
    '/plan-agreements/:planAgreementId/assignments/:assignmentId/confirmation-document',
    operation('downloadPlanAgreementConfirmation', async (req, res) => {
      const { id, assignmentId } = ids(req.params);
      const file = await service.confirmationPdf(contextOf(req), id, assignmentId);
      sendFile(res, 'application/pdf', 'signed agreement.pdf', file);
    }),
  );
  return router;
}
