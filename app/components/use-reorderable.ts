import { type DragEvent, useEffect, useRef, useState } from "react";

/**
 * Reordering a list by drag and drop (native HTML5, no library) and by keyboard (move up/down
 * buttons). Shows the new order at once and hands it to `onReorder` to save; when the saved
 * list comes back from the server it replaces the optimistic one.
 */
export function useReorderable<Item extends { id: string }>(items: Item[], onReorder: (orderedIds: string[]) => void) {
  const [optimisticIds, setOptimisticIds] = useState<string[] | null>(null);
  const [draggedId, setDraggedId] = useState<string | null>(null);
  const [dropTargetId, setDropTargetId] = useState<string | null>(null);
  const focusAfterMove = useRef<string | null>(null);
  const serverKey = items.map((item) => item.id).join(",");

  // The shown order stays until the server's order catches up with it: a reload between two quick
  // moves still has the earlier order and must not undo the later one. When items were added or
  // removed meanwhile (the save was refused), the server's list wins.
  useEffect(() => {
    setOptimisticIds((shown) => {
      if (!shown) return shown;
      const serverIds = serverKey ? serverKey.split(",") : [];
      const isSameSet = serverIds.length === shown.length && serverIds.every((id) => shown.includes(id));
      return !isSameSet || serverKey === shown.join(",") ? null : shown;
    });
  }, [serverKey]);

  const byId = new Map(items.map((item) => [item.id, item]));
  const ordered =
    optimisticIds && optimisticIds.length === items.length && optimisticIds.every((id) => byId.has(id))
      ? optimisticIds.map((id) => byId.get(id) as Item)
      : items;

  // A moved button keeps the keyboard focus (moving a DOM node drops it otherwise).
  useEffect(() => {
    const selector = focusAfterMove.current;
    if (!selector) return;
    focusAfterMove.current = null;
    document.querySelector<HTMLElement>(selector)?.focus();
  });

  const commit = (ids: string[]) => {
    setOptimisticIds(ids);
    onReorder(ids);
  };

  const move = (id: string, delta: -1 | 1) => {
    const ids = ordered.map((item) => item.id);
    const from = ids.indexOf(id);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= ids.length) return;
    ids.splice(from, 1);
    ids.splice(to, 0, id);
    const direction = delta < 0 ? "up" : "down";
    const edgeReached = (direction === "up" && to === 0) || (direction === "down" && to === ids.length - 1);
    focusAfterMove.current = `[data-move-button="${id}-${edgeReached ? (direction === "up" ? "down" : "up") : direction}"]`;
    commit(ids);
  };

  const dropOn = (targetId: string) => {
    if (!draggedId || draggedId === targetId) return;
    const ids = ordered.map((item) => item.id).filter((id) => id !== draggedId);
    const targetIndex = ids.indexOf(targetId);
    const draggedIndex = ordered.findIndex((item) => item.id === draggedId);
    const originalTargetIndex = ordered.findIndex((item) => item.id === targetId);
    // Dropping on an item below puts the dragged one after it; above, before it.
    ids.splice(draggedIndex < originalTargetIndex ? targetIndex + 1 : targetIndex, 0, draggedId);
    commit(ids);
  };

  const itemProps = (id: string) => ({
    onDragOver: (event: DragEvent) => {
      if (!draggedId) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "move";
      if (dropTargetId !== id) setDropTargetId(id);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      dropOn(id);
      setDraggedId(null);
      setDropTargetId(null);
    },
    "data-drop-target": dropTargetId === id && draggedId !== id ? "true" : undefined,
  });

  const handleProps = (id: string) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.stopPropagation();
      event.dataTransfer.effectAllowed = "move";
      event.dataTransfer.setData("text/plain", id);
      setDraggedId(id);
    },
    onDragEnd: () => {
      setDraggedId(null);
      setDropTargetId(null);
    },
  });

  /** Back to the server's order (e.g. after a refused save). */
  const reset = () => setOptimisticIds(null);

  return { ordered, move, itemProps, handleProps, draggedId, reset };
}
