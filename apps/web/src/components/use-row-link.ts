import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * A table row that opens its record when clicked anywhere (its first cell keeps the link, the
 * way there by keyboard). A click on a control inside the row, or one that ends selecting
 * text, stays what it was.
 */
export function useRowLink() {
  const navigate = useNavigate();
  return (path: string) => ({
    onClick: (event: MouseEvent<HTMLElement>) => {
      const target = event.target as HTMLElement;
      if (target.closest('a, button, input, select, textarea, [role="button"]')) return;
      if (window.getSelection()?.toString()) return;
      navigate(path);
    },
    style: { cursor: 'pointer' },
  });
}
