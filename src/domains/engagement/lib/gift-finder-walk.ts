import type { GiftFinderBudget, GiftFinderQuestion, GiftFinderResult } from '../schemas';

/** What the quiz shows: one of its questions, the budget, or the matching gifts. */
export type GiftFinderStage = GiftFinderQuestion | 'budget' | 'results';

type GiftFinderPosition = { stage: GiftFinderStage; tags: string[]; budget: GiftFinderBudget | null };

/** Where the visitor is in the quiz, and every earlier position for Back. */
export type GiftFinderWalk = GiftFinderPosition & { history: GiftFinderPosition[] };

export type GiftFinderWalkAction =
  | { type: 'choose-tag'; question: GiftFinderQuestion; tagId: string }
  | { type: 'skip'; stage: GiftFinderQuestion }
  | { type: 'choose-budget'; budget: GiftFinderBudget | null }
  | { type: 'back' }
  | { type: 'start-over' };

const stageAfter: Record<GiftFinderQuestion, GiftFinderStage> = { recipient: 'occasion', occasion: 'interest', interest: 'budget' };

/**
 * The walk of a quiz opened with `tags` already chosen (a recipient tile on the home page).
 * Back from there returns to the very first question, as if the visitor had answered it here.
 */
export function startGiftFinderWalk(tags: string[]): GiftFinderWalk {
  const first: GiftFinderPosition = { stage: 'recipient', tags: [], budget: null };
  return tags.length === 0 ? { ...first, history: [] } : { ...first, tags: [...tags], history: [first] };
}

export function stepGiftFinderWalk(walk: GiftFinderWalk, action: GiftFinderWalkAction): GiftFinderWalk {
  const { history, ...position } = walk;
  const forward = (next: Partial<GiftFinderPosition>): GiftFinderWalk => ({ ...position, ...next, history: [...history, position] });
  switch (action.type) {
    case 'choose-tag':
      return forward({
        // Each interest answer goes one level down the category tree; the other answers move on.
        stage: action.question === 'interest' ? 'interest' : stageAfter[action.question],
        tags: position.tags.includes(action.tagId) ? position.tags : [...position.tags, action.tagId],
      });
    case 'skip':
      return forward({ stage: stageAfter[action.stage] });
    case 'choose-budget':
      return forward({ stage: 'results', budget: action.budget });
    case 'back': {
      const previous = history.at(-1);
      return previous ? { ...previous, history: history.slice(0, -1) } : walk;
    }
    case 'start-over':
      return startGiftFinderWalk([]);
  }
}

/**
 * The stage to show once the step's answer is in: a question already answered (the quiz was opened
 * with a recipient) or without any answer that leads to a gift is passed over, and so is a category
 * without sub-categories, so the visitor never sees an empty question.
 */
export function resolveGiftFinderStage(stage: GiftFinderStage, result: GiftFinderResult): GiftFinderStage {
  const isAnswered = (question: GiftFinderQuestion) => result.chosen.some((tag) => tag.question === question);
  let shown = stage;
  if (shown === 'recipient' && (isAnswered('recipient') || result.recipients.length === 0)) shown = 'occasion';
  if (shown === 'occasion' && (isAnswered('occasion') || result.occasions.length === 0)) shown = 'interest';
  if (shown === 'interest' && result.options.length === 0) shown = 'budget';
  return shown;
}
