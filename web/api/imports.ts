import type { EventImportInput } from '../../common/event-file';
import type { ExportList, ImportKind, ImportResult } from '../../common/imports';
import { apiRequest } from './client';
import { downloadFile } from './download';

/** Import and export calls of the console's "Import & export" section (docs/integrations.md). */
export const importsApi = {
  importCsv: (eventId: number, kind: ImportKind, csv: string, dryRun: boolean) =>
    apiRequest<ImportResult>(`/partners/events/${eventId}/import`, {
      method: 'POST',
      body: { kind, csv, dryRun },
    }),
  importEvent: (input: EventImportInput) =>
    apiRequest<ImportResult>('/partners/events/import.json', { method: 'POST', body: input }),
  exportList: (eventId: number, slug: string, list: ExportList) =>
    downloadFile(`/partners/events/${eventId}/export/${list}.csv`, `${slug}-${list}.csv`),
  exportEvent: (eventId: number, slug: string) =>
    downloadFile(`/partners/events/${eventId}/export.json`, `${slug}-event.json`),
};
