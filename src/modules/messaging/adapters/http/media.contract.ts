import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, SIGNED_IN } from '../../../../platform/http/openapi-helpers.ts';

const SERVED =
  'Served inline with its stored content type (only the attachment types messages accept), ' +
  '`X-Content-Type-Options: nosniff` and a sandboxing Content-Security-Policy. The owning account only: ' +
  'another account’s file answers 404.';

const file = {
  200: {
    description: 'The file.',
    content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } },
  },
  ...errorResponses(401, 404),
};

export const getMedia = createRoute({
  method: 'get',
  path: '/api/accounts/media/{accountId}/{folder}/{filename}',
  tags: ['Messages'],
  operationId: 'getMedia',
  security: SIGNED_IN,
  summary: 'An MMS attachment',
  description: `A message attachment by its path (a message’s attachments[].path). ${SERVED}`,
  request: {
    params: z.object({
      accountId: z.string().max(20).openapi({ example: '41' }),
      folder: z.string().max(64).openapi({ example: '0b6d6f1e-5f0c-4a8e-9d55-5d2e4a1c9f10' }),
      filename: z.string().max(120).openapi({ example: 'photo.jpg' }),
    }),
  },
  responses: file,
});

export const getMessageMedia = createRoute({
  method: 'get',
  path: '/api/accounts/media/mms/{file}',
  tags: ['Messages'],
  operationId: 'getMessageMedia',
  security: SIGNED_IN,
  summary: 'An MMS attachment by message and position',
  description: `\`{messageId}.{index}\`: the message’s attachment at that index (from 0). ${SERVED}`,
  request: {
    params: z.object({
      file: z
        .string()
        .regex(/^\d{1,12}\.\d{1,2}$/)
        .openapi({ example: '4411.0' }),
    }),
  },
  responses: file,
});
