import type { EventImportInput } from '../../../common/event-file';
import type { ExportList, ImportKind } from '../../../common/imports';
import { importExportApi } from '../../api/contract';
import { downloadFile } from '../../api/download';

/** Import and export calls of the console's "Import & export" section (docs/integrations.md). */
export const importsApi = {
  importCsv: (eventId: number, kind: ImportKind, csv: string, dryRun: boolean) =>
    importExportApi.importCsv(eventId, { kind, csv, dryRun }),
  importEvent: (input: EventImportInput) => importExportApi.importEvent(input),
  exportList: (eventId: number, slug: string, list: ExportList) =>
    downloadFile(importExportApi.exportList.path(eventId, `${list}.csv`), `${slug}-${list}.csv`),
  exportEvent: (eventId: number, slug: string) =>
    downloadFile(importExportApi.exportEvent.path(eventId), `${slug}-event.json`),
};
