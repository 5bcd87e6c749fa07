import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { requireAccountAdmin } from '../../../../platform/http/guards.ts';
import type { makeChangeAnniversaryDate } from '../../app/change-anniversary-date.ts';
import type { makePreviewAnniversaryChange } from '../../app/preview-anniversary-change.ts';
import type { AnniversaryChange } from '../../domain/anniversary-change.ts';
import {
  changeAnniversaryDate,
  dayOfAnniversary,
  previewAnniversaryDate,
} from './anniversary-date.contract.ts';

export interface AnniversaryDateHttpDeps {
  previewAnniversaryChange: ReturnType<typeof makePreviewAnniversaryChange>;
  changeAnniversaryDate: ReturnType<typeof makeChangeAnniversaryDate>;
}

export function mountAnniversaryDateRoutes(app: OpenAPIHono<AppEnv>, deps: AnniversaryDateHttpDeps) {
  app.openapi(previewAnniversaryDate, async (c) => {
    const { accountId } = requireAccountAdmin(c);
    const { anniversaryDate } = c.req.valid('query');
    const day = anniversaryDate === undefined ? null : dayOfAnniversary(anniversaryDate);
    return c.json(toDto(await deps.previewAnniversaryChange({ accountId, day })), 200);
  });
  app.openapi(changeAnniversaryDate, async (c) => {
    const { accountId } = requireAccountAdmin(c);
    const day = dayOfAnniversary(c.req.valid('json').anniversaryDate);
    return c.json(toDto(await deps.changeAnniversaryDate({ accountId, day })), 200);
  });
}

function toDto(change: AnniversaryChange) {
  return {
    currentDay: change.currentDay,
    newDay: change.newDay,
    anniversaryDate: change.anniversaryDate,
    lines: change.lines.map((line) => ({
      kind: line.kind,
      tn: line.tn,
      userId: line.userId,
      label: line.label,
      currentDate: line.currentDate,
      newDate: line.newDate,
      monthlyCharge: line.monthlyCents,
      proratedCharge: line.proratedCents,
    })),
    total: change.totalCents,
  };
}
