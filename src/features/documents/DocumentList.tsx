import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import {
  Avatar,
  IconButton,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Menu,
  MenuItem,
  Stack,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../api/errors';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { useNotifyIfProvided } from '../../components/feedback/FeedbackProvider';
import { formatDate } from '../../utils/format';
import {
  useDeleteDocumentMutation,
  useGetSignedUrlsQuery,
  useLazyGetDownloadUrlQuery,
  type DocumentRow,
} from './documentsApi';
import { formatFileSize, isDrawable } from './documentRules';
import { DocumentViewerDialog } from './DocumentViewerDialog';
import { EditDocumentDialog } from './EditDocumentDialog';

const details = (doc: DocumentRow) =>
  [doc.kind, doc.expires_on ? `Expires ${formatDate(doc.expires_on)}` : null, formatFileSize(doc.size_bytes)]
    .filter(Boolean)
    .join(' · ');

function Thumbnail({ doc, url }: { doc: DocumentRow; url?: string }) {
  if (url) return <Avatar variant="rounded" src={url} alt="" slotProps={{ img: { loading: 'lazy' } }} />;
  return (
    <Avatar variant="rounded" sx={{ bgcolor: 'action.hover', color: 'text.secondary' }}>
      {doc.content_type === 'application/pdf' ? <PictureAsPdfOutlinedIcon /> : <InsertDriveFileOutlinedIcon />}
    </Avatar>
  );
}

interface RowActions {
  doc: DocumentRow;
  onDownload: () => void;
  onRename: () => void;
  onDelete: () => void;
}

function ActionButtons({ doc, onDownload, onRename, onDelete }: RowActions) {
  return (
    <Stack direction="row">
      <IconButton aria-label={`Download ${doc.name}`} onClick={onDownload}>
        <DownloadOutlinedIcon />
      </IconButton>
      <IconButton aria-label={`Rename ${doc.name}`} onClick={onRename}>
        <EditOutlinedIcon />
      </IconButton>
      <IconButton edge="end" aria-label={`Delete ${doc.name}`} onClick={onDelete}>
        <DeleteOutlinedIcon />
      </IconButton>
    </Stack>
  );
}

/** On a phone the name keeps the row's width: the actions are one button's menu. */
function ActionMenu({ doc, onDownload, onRename, onDelete }: RowActions) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const run = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <IconButton edge="end" aria-label={`Actions for ${doc.name}`} onClick={(e) => setAnchor(e.currentTarget)}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={run(onDownload)}>Download</MenuItem>
        <MenuItem onClick={run(onRename)}>Rename</MenuItem>
        <MenuItem onClick={run(onDelete)}>Delete</MenuItem>
      </Menu>
    </>
  );
}

/**
 * Documents as a list (on a phone too): a thumbnail for a photo, an icon for a PDF, the name, kind,
 * expiry and size; open it in a viewer, download it, rename it, delete it after asking.
 */
export function DocumentList({ documents, label }: { documents: DocumentRow[]; label: string }) {
  const drawable = useMemo(
    () => documents.filter((d) => isDrawable(d.content_type)).map((d) => ({ id: d.id, object_name: d.object_name })),
    [documents],
  );
  const { data: thumbnails = {} } = useGetSignedUrlsQuery(drawable, { skip: drawable.length === 0 });
  const [viewing, setViewing] = useState<DocumentRow | null>(null);
  const [editing, setEditing] = useState<DocumentRow | null>(null);
  const [deleting, setDeleting] = useState<DocumentRow | null>(null);
  const [remove, removeState] = useDeleteDocumentMutation();
  const [downloadUrl] = useLazyGetDownloadUrlQuery();
  const notify = useNotifyIfProvided();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const Actions = phone ? ActionMenu : ActionButtons;

  const download = async (doc: DocumentRow) => {
    const result = await downloadUrl({ id: doc.id, object_name: doc.object_name, name: doc.name }, true);
    if (result.error || !result.data) return notify?.(errorMessage(result.error), 'error');
    const link = document.createElement('a');
    link.href = result.data;
    link.rel = 'noopener';
    link.click();
  };

  return (
    <>
      <List dense aria-label={label}>
        {documents.map((doc) => (
          <ListItem
            key={doc.id}
            disablePadding
            divider
            secondaryAction={
              <Actions
                doc={doc}
                onDownload={() => void download(doc)}
                onRename={() => setEditing(doc)}
                onDelete={() => {
                  removeState.reset();
                  setDeleting(doc);
                }}
              />
            }
            sx={{ '& .MuiListItemButton-root': { pr: phone ? 6 : 17 } }}
          >
            <ListItemButton onClick={() => setViewing(doc)} aria-label={`Open ${doc.name}`}>
              <ListItemAvatar>
                <Thumbnail doc={doc} url={thumbnails[doc.object_name]} />
              </ListItemAvatar>
              <ListItemText
                primary={doc.name}
                secondary={details(doc)}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {viewing && <DocumentViewerDialog doc={viewing} onClose={() => setViewing(null)} />}
      {editing && <EditDocumentDialog doc={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete document"
        message={deleting ? `Delete ${deleting.name}? Its file is removed for good.` : ''}
        busy={removeState.isLoading}
        error={removeState.error ? errorMessage(removeState.error) : null}
        onConfirm={async () => {
          if (!deleting) return;
          const result = await remove({ id: deleting.id, object_name: deleting.object_name });
          if (!result.error) setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
