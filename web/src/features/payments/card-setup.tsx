import { CardForm } from './card-form.tsx';
import { type CardSetupProps, useSetupFlow } from './use-card-setup.ts';

/** Takes a card and keeps it as the account's card on file (a SetupIntent; nothing is charged). */
export function CardSetup(props: CardSetupProps) {
  return <CardForm flow={useSetupFlow(props)} />;
}

export type { CardSetupProps } from './use-card-setup.ts';
