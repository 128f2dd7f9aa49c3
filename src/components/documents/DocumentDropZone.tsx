// The upload zone under a documents list: drop files on it or choose them.
import { useRef, useState, type DragEvent } from 'react';
import { Box, Button, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import { docKey, type DocumentActions } from './useDocumentActions';

export const DocumentDropZone = ({ actions }: { actions: DocumentActions }) => {
  const translate = useTranslate();
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const send = (files: FileList | null) =>
    void actions.send(files, () => {
      if (input.current) input.current.value = '';
    });
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    send(event.dataTransfer.files);
  };
  return (
    <Box
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="document-drop-zone"
      sx={{
        mt: 1.5,
        p: 2,
        border: '2px dashed',
        borderColor: dragging ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: dragging ? 'action.hover' : undefined,
        textAlign: 'center',
      }}
    >
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate(docKey('dropHere'))}
      </Typography>
      <Button
        variant="outlined"
        size="small"
        startIcon={<UploadFileIcon />}
        disabled={actions.busy}
        onClick={() => input.current?.click()}
      >
        {translate(docKey('choose'))}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        multiple
        aria-label={translate(docKey('choose'))}
        accept=".pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.png,.jpg,.jpeg,.gif,.webp"
        onChange={(e) => send(e.target.files)}
      />
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 1 }}>
        {translate(docKey('allowed'))}
      </Typography>
    </Box>
  );
};
