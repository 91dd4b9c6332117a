import { describe, expect, it } from 'vitest';
import type { GiftFinderResult } from '../schemas';
import { resolveGiftFinderStage, startGiftFinderWalk, stepGiftFinderWalk, type GiftFinderWalkAction } from './gift-finder-walk';

function walkThrough(actions: GiftFinderWalkAction[], tags: string[] = []) {
  return actions.reduce(stepGiftFinderWalk, startGiftFinderWalk(tags));
}

const option = (id: string) => ({ id, name: id, giftCount: 1 });

function result(fields: Partial<GiftFinderResult>): GiftFinderResult {
  return {
    chosen: [],
    recipients: [option('partner')],
    occasions: [option('birthday')],
    parentTagId: null,
    options: [option('adventure')],
    budgets: [],
    gifts: [],
    total: 1,
    ...fields,
  };
}

describe('the Gift Finder walk', () => {
  it('asks who it is for, then the occasion, then interests level by level, then the budget', () => {
    const walk = walkThrough([
      { type: 'choose-tag', question: 'recipient', tagId: 'partner' },
      { type: 'choose-tag', question: 'occasion', tagId: 'birthday' },
      { type: 'choose-tag', question: 'interest', tagId: 'adventure' },
      { type: 'choose-tag', question: 'interest', tagId: 'water' },
    ]);
    expect(walk).toMatchObject({ stage: 'interest', tags: ['partner', 'birthday', 'adventure', 'water'], budget: null });
    expect(stepGiftFinderWalk(walk, { type: 'skip', stage: 'interest' }).stage).toBe('budget');
    expect(stepGiftFinderWalk(walk, { type: 'choose-budget', budget: 'up-to-100' })).toMatchObject({ stage: 'results', budget: 'up-to-100' });
  });

  it('skips a question without choosing anything', () => {
    const walk = walkThrough([
      { type: 'skip', stage: 'recipient' },
      { type: 'skip', stage: 'occasion' },
    ]);
    expect(walk).toMatchObject({ stage: 'interest', tags: [] });
  });

  it('goes back one answer at a time, budget included', () => {
    const walk = walkThrough([
      { type: 'choose-tag', question: 'recipient', tagId: 'partner' },
      { type: 'skip', stage: 'occasion' },
      { type: 'choose-budget', budget: 'over-400' },
    ]);
    const back1 = stepGiftFinderWalk(walk, { type: 'back' });
    expect(back1).toMatchObject({ stage: 'interest', tags: ['partner'], budget: null });
    const back2 = stepGiftFinderWalk(back1, { type: 'back' });
    expect(back2).toMatchObject({ stage: 'occasion', tags: ['partner'] });
    const back3 = stepGiftFinderWalk(back2, { type: 'back' });
    expect(back3).toEqual(startGiftFinderWalk([]));
    expect(stepGiftFinderWalk(back3, { type: 'back' })).toBe(back3);
  });

  it('starts over from the first question with nothing chosen', () => {
    const walk = walkThrough([
      { type: 'choose-tag', question: 'recipient', tagId: 'partner' },
      { type: 'choose-tag', question: 'occasion', tagId: 'birthday' },
      { type: 'choose-budget', budget: 'up-to-100' },
    ]);
    expect(stepGiftFinderWalk(walk, { type: 'start-over' })).toEqual({ stage: 'recipient', tags: [], budget: null, history: [] });
  });

  it('opened with a recipient already chosen, Back returns to the first question', () => {
    const walk = startGiftFinderWalk(['partner']);
    expect(walk).toMatchObject({ stage: 'recipient', tags: ['partner'] });
    expect(stepGiftFinderWalk(walk, { type: 'back' })).toEqual(startGiftFinderWalk([]));
  });
});

describe('resolveGiftFinderStage', () => {
  it('passes over a question already answered, e.g. the recipient chosen on the home page', () => {
    const chosen = [{ id: 'partner', name: 'Partner', slug: 'partner', question: 'recipient' as const }];
    expect(resolveGiftFinderStage('recipient', result({ chosen }))).toBe('occasion');
  });

  it('passes over questions without an answer that leads to a gift', () => {
    expect(resolveGiftFinderStage('recipient', result({ recipients: [] }))).toBe('occasion');
    expect(resolveGiftFinderStage('recipient', result({ recipients: [], occasions: [] }))).toBe('interest');
    expect(resolveGiftFinderStage('interest', result({ options: [] }))).toBe('budget');
  });

  it('keeps a question that has answers', () => {
    expect(resolveGiftFinderStage('recipient', result({}))).toBe('recipient');
    expect(resolveGiftFinderStage('occasion', result({}))).toBe('occasion');
    expect(resolveGiftFinderStage('results', result({ options: [] }))).toBe('results');
  });
});
