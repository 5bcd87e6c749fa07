import type { components } from '../../api/schema.d.ts';

/** The conversation shapes of the API (spec 1 section 3), from the generated schema. */
type Schemas = components['schemas'];
export type MessageThread = Schemas['MessageThread'];
export type Message = Schemas['Message'];
export type MessageAttachment = Schemas['MessageAttachment'];
export type DeliveryStatus = Message['deliveryStatus'];
export type OutboundMessage = Schemas['SendMessageRequest'];
