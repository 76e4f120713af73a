/** Where an item sits: the id of its parent (`null` at the root) and its index among the siblings. */
export interface ItemPosition {
  parentId: string | null;
  index: number;
}

export interface TreeNode {
  id: string;
  children?: TreeNode[];
}

function removeItem<T extends TreeNode>(items: T[], itemId: string): [T[], T | null] {
  let removed: T | null = null;
  const next = items
    .filter((item) => {
      if (item.id === itemId) {
        removed = item;
        return false;
      }
      return true;
    })
    .map((item) => {
      if (removed || !item.children) {
        return item;
      }
      const [children, found] = removeItem(item.children as T[], itemId);
      if (!found) {
        return item;
      }
      removed = found;
      return { ...item, children };
    });
  return [next, removed];
}

function insertItem<T extends TreeNode>(items: T[], item: T, position: ItemPosition): T[] {
  if (position.parentId === null) {
    const next = [...items];
    next.splice(position.index, 0, item);
    return next;
  }
  return items.map((candidate) => {
    if (candidate.id === position.parentId) {
      const children = [...((candidate.children as T[] | undefined) ?? [])];
      children.splice(position.index, 0, item);
      return { ...candidate, children };
    }
    if (!candidate.children) {
      return candidate;
    }
    return { ...candidate, children: insertItem(candidate.children as T[], item, position) };
  });
}

/**
 * Returns a new tree where `itemId` has moved to `newPosition`.
 * Like the Tree View, it removes the item first, then inserts it at `newPosition.index`.
 */
export function moveItem<T extends TreeNode>(
  items: T[],
  itemId: string,
  newPosition: ItemPosition,
): T[] {
  const [withoutItem, item] = removeItem(items, itemId);
  if (!item) {
    return items;
  }
  return insertItem(withoutItem, item, newPosition);
}
