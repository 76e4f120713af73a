import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import * as React from 'react';

interface Track {
  id: string;
  label: string;
  children?: Track[];
}

const playlists: Track[] = [
  {
    id: 'focus',
    label: 'Deep focus',
    children: [
      { id: 'rain', label: 'Rain on the skylight' },
      { id: 'tape', label: 'Tape hiss lullaby' },
    ],
  },
  {
    id: 'run',
    label: 'Morning run',
    children: [
      { id: 'uphill', label: 'Uphill anthem' },
      { id: 'sprint', label: 'Last sprint' },
    ],
  },
];

const labels = new Map<string, string>();
playlists.forEach((playlist) => {
  labels.set(playlist.id, playlist.label);
  playlist.children?.forEach((track) => labels.set(track.id, track.label));
});

// Each item calls this with its own id; the demo passes it down through a context.
const PlayContext = React.createContext<(itemId: string) => void>(() => {});

const PlayableItem = React.forwardRef(function PlayableItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const play = React.useContext(PlayContext);
  const label = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="span" sx={{ flexGrow: 1 }}>
        {props.label}
      </Box>
      <IconButton
        size="small"
        tabIndex={-1}
        aria-label={`Play ${props.label}`}
        onClick={(event) => {
          // Stops the click before it reaches the content, which would select and expand.
          event.stopPropagation();
          play(props.itemId);
        }}
      >
        <PlayArrowRoundedIcon fontSize="small" />
      </IconButton>
    </Box>
  );
  return (
    <TreeItem
      {...props}
      ref={ref}
      label={label}
      onKeyDown={(event) => {
        // Keyboard users get the same action with "p". Keydown events bubble from nested
        // items, so only react when this item is the one that has focus.
        if (event.key === 'p' && event.target === event.currentTarget) {
          event.defaultMuiPrevented = true;
          play(props.itemId);
        }
      }}
    />
  );
});

export default function ActionButtonItem() {
  const [nowPlaying, setNowPlaying] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 300, minWidth: 280, maxWidth: 400 }}>
      <PlayContext.Provider value={setNowPlaying}>
        <RichTreeView
          aria-label="Playlists"
          items={playlists}
          defaultExpandedItems={['focus']}
          slots={{ item: PlayableItem }}
        />
      </PlayContext.Provider>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Now playing: {nowPlaying ? labels.get(nowPlaying) : 'nothing'}
      </Typography>
    </Box>
  );
}
