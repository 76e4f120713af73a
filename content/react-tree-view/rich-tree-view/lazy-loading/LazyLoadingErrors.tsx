import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { createDriveServer, type DriveEntry } from './fakeDriveServer';

const NO_ITEMS: DriveEntry[] = [];

export default function LazyLoadingErrors() {
  const [events, setEvents] = React.useState<string[]>([]);

  const [dataSource] = React.useState(() => {
    // Payroll is never readable; Marketing times out on every other request.
    const server = createDriveServer({
      failures: { 'finance-payroll': 'always', marketing: 'every-other' },
    });
    return {
      getChildrenCount: (entry: DriveEntry) => entry.childrenCount ?? 0,
      getTreeItems: async (parentId?: string) => {
        try {
          const entries = await server.listFolder(parentId);
          if (parentId !== undefined) {
            setEvents((prev) => [...prev, `${parentId}: loaded`].slice(-6));
          }
          return entries;
        } catch (error) {
          setEvents((prev) => [...prev, `${parentId}: ${(error as Error).message}`].slice(-6));
          // Rethrow: the rejected promise is what puts the item in its error state.
          throw error;
        }
      },
    };
  });

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ minHeight: 320, width: '100%' }}
    >
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <RichTreeViewPro
          items={NO_ITEMS}
          dataSource={dataSource}
          defaultExpandedItems={['finance']}
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <Typography variant="subtitle2" gutterBottom>
          Responses
        </Typography>
        {events.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Open Payroll or Marketing.
          </Typography>
        ) : (
          events.map((event, index) => (
            <Typography
              key={index}
              variant="body2"
              sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
            >
              {event}
            </Typography>
          ))
        )}
      </Box>
    </Stack>
  );
}
