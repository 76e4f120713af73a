export interface DriveItem {
  id: string;
  label: string;
  kind?: 'doc' | 'sheet' | 'image' | 'video';
  size?: string;
  children?: DriveItem[];
}

export const driveItems: DriveItem[] = [
  {
    id: 'marketing',
    label: 'Marketing',
    children: [
      {
        id: 'campaign',
        label: 'Spring campaign',
        children: [
          { id: 'brief', label: 'Campaign brief', kind: 'doc', size: '48 KB' },
          { id: 'budget', label: 'Budget 2026', kind: 'sheet', size: '112 KB' },
          { id: 'poster', label: 'Poster final', kind: 'image', size: '3.4 MB' },
          { id: 'teaser', label: 'Teaser cut', kind: 'video', size: '86 MB' },
        ],
      },
      { id: 'brand', label: 'Brand guidelines', kind: 'doc', size: '2.1 MB' },
    ],
  },
  {
    id: 'finance',
    label: 'Finance',
    children: [
      { id: 'invoices', label: 'Invoices Q1', kind: 'sheet', size: '640 KB' },
      { id: 'forecast', label: 'Cash forecast', kind: 'sheet', size: '95 KB' },
    ],
  },
  { id: 'onboarding', label: 'Onboarding checklist', kind: 'doc', size: '22 KB' },
];
