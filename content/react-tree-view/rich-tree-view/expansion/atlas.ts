import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

// Continents, countries and cities shared by the expansion demos.
export const atlas: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'asia',
    label: 'Asia',
    children: [
      {
        id: 'japan',
        label: 'Japan',
        children: [
          { id: 'sapporo', label: 'Sapporo' },
          { id: 'kanazawa', label: 'Kanazawa' },
          { id: 'fukuoka', label: 'Fukuoka' },
        ],
      },
      {
        id: 'vietnam',
        label: 'Vietnam',
        children: [
          { id: 'hanoi', label: 'Hanoi' },
          { id: 'hue', label: 'Huế' },
        ],
      },
    ],
  },
  {
    id: 'north-america',
    label: 'North America',
    children: [
      {
        id: 'canada',
        label: 'Canada',
        children: [
          { id: 'halifax', label: 'Halifax' },
          { id: 'winnipeg', label: 'Winnipeg' },
        ],
      },
      {
        id: 'mexico',
        label: 'Mexico',
        children: [
          { id: 'oaxaca', label: 'Oaxaca' },
          { id: 'merida', label: 'Mérida' },
        ],
      },
    ],
  },
  {
    id: 'antarctica',
    label: 'Antarctica',
  },
];

/** Ids of every item that has children, in depth-first order. */
export function getExpandableIds(items: TreeViewDefaultItemModelProperties[]): string[] {
  return items.flatMap((item) =>
    item.children && item.children.length > 0 ? [item.id, ...getExpandableIds(item.children)] : [],
  );
}
