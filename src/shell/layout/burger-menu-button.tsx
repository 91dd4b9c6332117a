'use client';

import { Icon } from '@/components/ui/icon';
import { useDrawerStore } from '@/stores/drawer-store';

export function BurgerMenuButton({ label }: { label: string }) {
  const open = useDrawerStore((state) => state.open);
  return (
    <button
      type="button"
      className="flex size-11 items-center justify-center rounded-full hover:bg-black/5 md:hidden"
      aria-label={label}
      aria-haspopup="dialog"
      onClick={() => open('burger-menu', { closeButton: true })}
    >
      <Icon name="menu" size={24} />
    </button>
  );
}
