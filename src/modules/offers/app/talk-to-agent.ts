import { type BotCheck, requireHuman } from '../../../platform/bot-check/bot-check.ts';
import type { Clock } from '../../../platform/clock/clock.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import { CONTACT_AGENT_CONFIRMATION } from '../../../shared/contact-agent-rules.ts';
import { AgentLead, type AgentLeadType, type LeadAuthor } from '../domain/agent-lead.ts';
import { NegotiationNotFound, NumberNotAvailable } from '../domain/offers.errors.ts';
import { salesMailFor } from '../domain/sales-mail.ts';
import type { AgentLeadRepository } from '../ports/agent-lead-repository.ts';
import type { KnownNegotiations } from '../ports/known-negotiations.ts';
import type { ListedNumbers } from '../ports/listed-numbers.ts';
import type { SalesTeams } from '../ports/sales-teams.ts';

export interface TalkToAgentInput {
  type: AgentLeadType;
  tn: string;
  name: string;
  email: string;
  phone: string;
  comments: string;
  negotiationId: number | null;
  tag: string | null;
  recaptchaToken?: string | undefined;
  /** The brand of the site the request came through: its sales team gets the lead. */
  brandingId: number;
  /** Null for guests. */
  author: LeadAuthor | null;
  /** The visitor's own basket: a number it holds can still be asked about. */
  basketUuid: string | null;
  ip: string;
}

export interface TalkToAgentAnswer {
  leadId: number;
  message: string;
}

const HOUR = 3_600_000;
/** Per address: a buyer asks about a handful of numbers, a script about hundreds (docs/adr/0009). */
export const AGENT_REQUESTS_PER_IP_PER_HOUR = 10;

/**
 * POST /api/talk-to-agent: stores the lead with the catalog's prices (never the browser's) and, in the same
 * transaction, queues the mail to the brand's sales team.
 */
export function makeTalkToAgent(deps: {
  leads: AgentLeadRepository;
  numbers: ListedNumbers;
  salesTeams: SalesTeams;
  mailer: Mailer;
  botCheck: BotCheck;
  rateLimiter: RateLimiter;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  /** Checks a lead's negotiationId; without it the id is stored as given (until negotiations exist, ADR 0052). */
  negotiations?: KnownNegotiations | undefined;
}) {
  const { leads, numbers, salesTeams, mailer, botCheck, rateLimiter, clock, tx, negotiations } = deps;

  return async function talkToAgent(input: TalkToAgentInput): Promise<TalkToAgentAnswer> {
    const now = clock.now();
    await rateLimiter.hit(
      [{ key: `talk-to-agent:ip:${input.ip}`, limit: AGENT_REQUESTS_PER_IP_PER_HOUR, windowMs: HOUR }],
      now,
    );
    await requireHuman(botCheck, input.recaptchaToken, 'talkToAgent', input.ip);
    return tx(async () => {
      const listed = await numbers.findAvailableNumber(input.tn, input.basketUuid);
      if (!listed) throw new NumberNotAvailable();
      if (input.negotiationId !== null && negotiations && !(await negotiations.exists(input.negotiationId)))
        throw new NegotiationNotFound();
      const lead = new AgentLead({ ...input, tn: listed.tn, listed, now });
      await leads.add(lead);
      const sales = salesTeams.salesTeam(lead.brandingId);
      await mailer.send({ to: sales.email, ...salesMailFor(lead, sales.brandName), category: 'agent-lead' });
      return { leadId: lead.id, message: CONTACT_AGENT_CONFIRMATION };
    });
  };
}
