export interface Permission {
  id: string;
  label: string;
  children?: Permission[];
}

/** Permissions of a content management system, grouped by area. */
export const permissions: Permission[] = [
  {
    id: 'articles',
    label: 'Articles',
    children: [
      { id: 'articles.read', label: 'Read' },
      { id: 'articles.write', label: 'Write' },
      {
        id: 'articles.publish',
        label: 'Publish',
        children: [
          { id: 'articles.publish.schedule', label: 'Schedule' },
          { id: 'articles.publish.unpublish', label: 'Unpublish' },
        ],
      },
    ],
  },
  {
    id: 'media',
    label: 'Media library',
    children: [
      { id: 'media.upload', label: 'Upload' },
      { id: 'media.delete', label: 'Delete' },
    ],
  },
  { id: 'settings', label: 'Site settings' },
];

/** Ids of every permission that has children, so that a demo can expand them all. */
export function getGroupIds(nodes: Permission[]): string[] {
  return nodes.flatMap((node) => (node.children ? [node.id, ...getGroupIds(node.children)] : []));
}
