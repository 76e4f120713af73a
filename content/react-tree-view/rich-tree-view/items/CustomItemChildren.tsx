import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

// A music library whose levels store their children under different keys:
// artists have `albums`, albums have `tracks`, tracks have neither.
interface LibraryEntry {
  id: string;
  title: string;
  albums?: LibraryEntry[];
  tracks?: LibraryEntry[];
}

const library: LibraryEntry[] = [
  {
    id: 'artist-north-coast',
    title: 'The North Coast Quartet',
    albums: [
      {
        id: 'album-tidewater',
        title: 'Tidewater (2019)',
        tracks: [
          { id: 'track-tidewater-1', title: '1. Low Tide Overture' },
          { id: 'track-tidewater-2', title: '2. Lighthouse Waltz' },
          { id: 'track-tidewater-3', title: '3. Salt and Cedar' },
        ],
      },
      {
        id: 'album-harbour-lights',
        title: 'Harbour Lights (2022)',
        tracks: [
          { id: 'track-harbour-1', title: '1. Night Ferry' },
          { id: 'track-harbour-2', title: '2. Fog Signal' },
        ],
      },
    ],
  },
  {
    id: 'artist-ines-vidal',
    title: 'Inés Vidal',
    albums: [
      {
        id: 'album-desert-letters',
        title: 'Desert Letters (2021)',
        tracks: [
          { id: 'track-desert-1', title: '1. Postcard from Tabernas' },
          { id: 'track-desert-2', title: '2. Dry River' },
        ],
      },
    ],
  },
];

const getChildren = (entry: LibraryEntry) => entry.albums ?? entry.tracks;
const getTitle = (entry: LibraryEntry) => entry.title;

export default function CustomItemChildren() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 300 }}>
      <RichTreeView
        items={library}
        getItemChildren={getChildren}
        getItemLabel={getTitle}
        defaultExpandedItems={['artist-north-coast', 'album-tidewater']}
      />
    </Box>
  );
}
