import { z } from 'zod';

/** docs/product.md#entities "File upload result", plus where the table was found (docs/product.md#uploads). */
export const uploadResult = z.object({
  fileId: z.string(),
  rowCount: z.number().int(),
  columnCount: z.number().int(),
  columns: z.array(z.string()),
  /** 1-based row number of the header in the file (blank rows counted). */
  headerRow: z.number().int(),
  /** Rows above the header that were not read. */
  skippedRows: z.number().int(),
  /** Blank leading columns left out. */
  skippedColumns: z.number().int(),
  /** The file's rows 1 … headerRow + 5 as they are (cells cut for display). */
  preview: z.array(z.array(z.string())),
});
export type UploadResult = z.infer<typeof uploadResult>;

/** docs/product.md#entities "Research upload response"; `filePath` is the stored file's key. */
export const researchUploadResult = z.object({
  fileId: z.string(),
  filePath: z.string(),
  columns: z.array(z.string()),
});
export type ResearchUploadResult = z.infer<typeof researchUploadResult>;

export const uploadError = z.object({ error: z.string() });

export const noFileMessage = 'Please select a file first';

/** `headerRow` of POST /api/upload (query string or a form field before the file) and of a re-read. */
export const headerRowValue = z.coerce.number().int().min(1).max(50);
export const uploadQuery = z.object({ headerRow: headerRowValue.optional() });
/** The multipart form of an upload, for the OpenAPI document (the handler reads the parts as a stream). */
export const uploadForm = {
  type: 'object',
  properties: {
    headerRow: { type: 'integer', minimum: 1, maximum: 50, description: 'The header row; must come before the file.' },
    file: { type: 'string', format: 'binary', description: 'The CSV or Excel file (.csv, .xlsx, .xls).' },
  },
  required: ['file'],
};
export const rereadParams = z.object({ fileId: z.string() });
export const rereadBody = z.object({ headerRow: headerRowValue });
