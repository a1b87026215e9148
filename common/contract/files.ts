import { uploadResponse } from '../schemas/organiser';
import { defineContract } from './endpoint';
import { fileRoutes } from './routes/files';

export const filesContract = defineContract(fileRoutes, {
  upload: {
    tags: ['files'],
    summary: 'Upload one file (25 MB; images, videos, PDF and office documents, checked from the bytes)',
    consumes: ['multipart/form-data'],
    response: uploadResponse,
    errors: [400, 401, 404, 409, 413, 415, 429],
    login: true,
  },
});
