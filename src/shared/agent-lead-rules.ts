/** The longest note a staff member may leave when closing a contact-agent lead (the column's width). */
export const LEAD_CLOSE_NOTE_MAX = 1000;
