import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, jsonBody, WEB_SESSION } from '../../../../platform/http/openapi-helpers.ts';

export const logStaffAction = createRoute({
  method: 'post',
  path: '/api/admin/logging',
  tags: ['Admin'],
  operationId: 'logStaffAction',
  security: WEB_SESSION,
  summary: 'Record that staff looked at a conversation',
  description:
    'Staff see messages blurred; unblurring a thread calls this first (command viewMessageDetails), which writes ' +
    'an audit entry (action message.view-details) naming the staff user, the thread and its parties. Staff only ' +
    '(employees and admin users, in a web session; 403 otherwise); a thread not of the current account answers 404.',
  request: {
    body: jsonBody(
      z
        .object({
          command: z.literal('viewMessageDetails'),
          tn: z.string().min(1).max(32),
          participants: z.array(z.string().max(32)).max(50),
          messageThreadId: z.number().int().positive(),
        })
        .openapi('StaffLoggingRequest', {
          example: {
            command: 'viewMessageDetails',
            tn: '+12012340100',
            participants: ['+19732340142'],
            messageThreadId: 812,
          },
        }),
    ),
  },
  responses: {
    204: { description: 'Recorded.' },
    ...errorResponses(400, 401, 403, 404, 415),
  },
});
