import { PORT_IN_STATUS_LABELS as LABELS } from '../../../../src/shared/port-in-rules.ts';
import type { PortIn } from './port-ins-api.ts';

/** How each status reads on the screen (shared with the staff screen). */
export const PORT_IN_STATUS_LABELS: Record<PortIn['status'], string> = LABELS;
