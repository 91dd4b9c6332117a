import { randomUUID } from 'node:crypto';
import type { ContributionInput, StartGroupGiftInput } from '@/domains/group-gifts/schemas';
import { startGroupGift } from '@/domains/group-gifts/server/service';
import { TEST_CARDS } from '@/domains/payments/lib/test-cards';
import { addDaysToLocalDate, getLocalDate } from '@/lib/local-time';

export const card = (cardNumber: string) => ({ cardNumber, expiry: '12/30', cvc: '123' });

function startInput(fields: Partial<StartGroupGiftInput> = {}): StartGroupGiftInput {
  return {
    idempotencyKey: randomUUID(),
    organiserName: 'Olivia Organiser',
    organiserEmail: 'olivia@example.com',
    personalisation: { recipientName: 'Zoë Tremblay', message: 'Happy birthday from the team!', delivery: { method: 'email', recipientEmail: 'zoe@example.com', schedule: { when: 'now' } } },
    occasion: 'birthday',
    targetCents: 20_000,
    deadline: addDaysToLocalDate(getLocalDate('America/Toronto', new Date()), 10),
    ...fields,
  };
}

/** Starts a group gift and answers its two tokens. */
export async function start(fields: Partial<StartGroupGiftInput> = {}): Promise<{ id: string; publicToken: string; managementToken: string }> {
  const started = await startGroupGift(startInput(fields));
  return { id: started.groupGiftId, publicToken: started.contributionPath.split('/').at(-1) ?? '', managementToken: started.managementPath.split('/').at(-1) ?? '' };
}

export function contribution(publicToken: string, fields: Partial<ContributionInput> = {}): ContributionInput {
  const key = randomUUID();
  return {
    idempotencyKey: key,
    publicToken,
    name: 'Sam Contributor',
    email: `sam-${key.slice(0, 8)}@example.com`,
    anonymous: false,
    message: '',
    amountCents: 2_500,
    card: card(TEST_CARDS.succeeds),
    ...fields,
  };
}

