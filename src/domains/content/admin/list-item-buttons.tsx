'use client';

import { Button } from '@/components/ui/button';

interface ListItemButtonsProps {
  /** Names the item in the buttons' accessible names ("Move FAQ up"). */
  itemName: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** Reordering by buttons, not only by drag, so a keyboard and a phone can do it too. */
export function ListItemButtons({ itemName, index, count, onMove, onRemove }: ListItemButtonsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" disabled={index === 0} onClick={() => onMove(index, index - 1)} aria-label={`Move ${itemName} up`}>
        Up
      </Button>
      <Button variant="secondary" size="sm" disabled={index === count - 1} onClick={() => onMove(index, index + 1)} aria-label={`Move ${itemName} down`}>
        Down
      </Button>
      <Button variant="ghost" size="sm" onClick={() => onRemove(index)} aria-label={`Remove ${itemName}`}>
        Remove
      </Button>
    </div>
  );
}
