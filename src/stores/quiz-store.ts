import { create } from 'zustand';
import { MODAL_OPEN_CLASS } from './drawer-store';

/** Tags are identified by their id (a cuid string). */
export type QuizTag = string;

type QuizState = {
  isOpen: boolean;
  currentTag: QuizTag | null;
  selectedTags: QuizTag[];
  start: (tag: QuizTag | null) => void;
  toggleTag: (tag: QuizTag) => void;
  setCurrentTag: (tag: QuizTag | null) => void;
  close: () => void;
};

function setBodyModalClass(isOpen: boolean): void {
  if (typeof document === 'undefined') return;
  document.body.classList.toggle(MODAL_OPEN_CLASS, isOpen);
}

/** SPEC §4 quiz: closed → open on start; closing resets tag and selection. */
export const useQuizStore = create<QuizState>()((set) => ({
  isOpen: false,
  currentTag: null,
  selectedTags: [],
  start: (tag) => {
    // Starting without a tag keeps what was chosen before; with a tag it becomes the only choice.
    set((state) => ({
      isOpen: true,
      currentTag: tag,
      selectedTags: tag === null ? state.selectedTags : [tag],
    }));
    setBodyModalClass(true);
  },
  toggleTag: (tag) =>
    set((state) => ({
      selectedTags: state.selectedTags.includes(tag)
        ? state.selectedTags.filter((selected) => selected !== tag)
        : [...state.selectedTags, tag],
    })),
  setCurrentTag: (tag) => set({ currentTag: tag }),
  close: () => {
    set({ isOpen: false, currentTag: null, selectedTags: [] });
    setBodyModalClass(false);
  },
}));
