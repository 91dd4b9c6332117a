// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useQuizStore } from './quiz-store';

afterEach(() => {
  useQuizStore.getState().close();
});

describe('quiz store', () => {
  it('starts closed with nothing selected', () => {
    expect(useQuizStore.getState()).toMatchObject({ isOpen: false, currentTag: null, selectedTags: [] });
  });

  it('opens on start with a tag, which becomes the current and only selected tag', () => {
    useQuizStore.getState().toggleTag('tag-old');
    useQuizStore.getState().start('tag-a');
    expect(useQuizStore.getState()).toMatchObject({ isOpen: true, currentTag: 'tag-a', selectedTags: ['tag-a'] });
    expect(document.body.classList.contains('modal-open')).toBe(true);
  });

  it('opens on start without a tag and leaves the selection alone', () => {
    useQuizStore.getState().start(null);
    expect(useQuizStore.getState()).toMatchObject({ isOpen: true, currentTag: null, selectedTags: [] });
  });

  it('toggles tags in and out of the selection', () => {
    const { start, toggleTag } = useQuizStore.getState();
    start(null);
    toggleTag('a');
    toggleTag('b');
    expect(useQuizStore.getState().selectedTags).toEqual(['a', 'b']);
    toggleTag('a');
    expect(useQuizStore.getState().selectedTags).toEqual(['b']);
  });

  it('sets the current tag without touching the selection', () => {
    useQuizStore.getState().start('a');
    useQuizStore.getState().setCurrentTag('b');
    expect(useQuizStore.getState()).toMatchObject({ currentTag: 'b', selectedTags: ['a'] });
  });

  it('close resets tag and selection and removes the body class', () => {
    useQuizStore.getState().start('a');
    useQuizStore.getState().toggleTag('b');
    useQuizStore.getState().close();
    expect(useQuizStore.getState()).toMatchObject({ isOpen: false, currentTag: null, selectedTags: [] });
    expect(document.body.classList.contains('modal-open')).toBe(false);
  });
});
