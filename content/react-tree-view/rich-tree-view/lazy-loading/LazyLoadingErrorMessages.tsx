import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { createDriveServer, type DriveEntry } from './fakeDriveServer';

const NO_ITEMS: DriveEntry[] = [];

// The last error of each folder, by item id.
const ErrorsContext = React.createContext<Record<string, string>>({});

// Replaces the default red dot of the `errorIcon` slot.
const ErrorBadge = styled(ErrorOutlineIcon)(({ theme }) => ({
  position: 'absolute',
  right: -9,
  top: -5,
  fontSize: '13px !important',
  borderRadius: '50%',
  color: (theme.vars || theme).palette.error.main,
  backgroundColor: (theme.vars || theme).palette.background.paper,
}));

function DriveItem(props: TreeItemProps) {
  const errors = React.useContext(ErrorsContext);
  const message = errors[props.itemId];

  return (
    <TreeItem
      {...props}
      label={
        message ? (
          <React.Fragment>
            {props.label}
            <Typography component="span" variant="caption" color="error" sx={{ display: 'block' }}>
              {message}. Open the folder again to retry.
            </Typography>
          </React.Fragment>
        ) : (
          props.label
        )
      }
      slots={{ errorIcon: ErrorBadge }}
    />
  );
}

export default function LazyLoadingErrorMessages() {
  const [errors, setErrors] = React.useState<Record<string, string>>({});

  const [dataSource] = React.useState(() => {
    const server = createDriveServer({
      failures: { 'finance-payroll': 'always', marketing: 'every-other' },
    });
    return {
      getChildrenCount: (entry: DriveEntry) => entry.childrenCount ?? 0,
      getTreeItems: async (parentId?: string) => {
        try {
          const entries = await server.listFolder(parentId);
          if (parentId !== undefined) {
            setErrors((prev) => {
              const next = { ...prev };
              delete next[parentId];
              return next;
            });
          }
          return entries;
        } catch (error) {
          if (parentId !== undefined) {
            setErrors((prev) => ({ ...prev, [parentId]: (error as Error).message }));
          }
          throw error;
        }
      },
    };
  });

  return (
    <ErrorsContext.Provider value={errors}>
      <Box sx={{ minHeight: 320, minWidth: 260 }}>
        <RichTreeViewPro
          items={NO_ITEMS}
          dataSource={dataSource}
          defaultExpandedItems={['finance']}
          slots={{ item: DriveItem }}
        />
      </Box>
    </ErrorsContext.Provider>
  );
}
