import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, Checkbox, IconButton, Stack, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { newChecklistId } from './taskForm';
import type { ChecklistItem, TaskLink } from './taskJson';

/** A titled list of rows, each removable, with an Add button; blank rows are dropped on save (SPEC §5). */
function ListSection({
  title,
  addLabel,
  onAdd,
  children,
}: {
  title: string;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h2" gutterBottom>
        {title}
      </Typography>
      <Stack spacing={1.5}>
        {children}
        <Button startIcon={<AddIcon />} onClick={onAdd} sx={{ alignSelf: 'flex-start' }}>
          {addLabel}
        </Button>
      </Stack>
    </Box>
  );
}

function Row({ removeLabel, onRemove, children }: { removeLabel: string; onRemove: () => void; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {children}
      <IconButton aria-label={removeLabel} onClick={onRemove}>
        <DeleteIcon />
      </IconButton>
    </Stack>
  );
}

const replaceAt = <T,>(list: T[], index: number, value: T) => list.map((item, i) => (i === index ? value : item));
const removeAt = <T,>(list: T[], index: number) => list.filter((_, i) => i !== index);

/** Account numbers and payment methods: plain text lists. */
export function StringListEditor({
  title,
  itemLabel,
  values,
  onChange,
}: {
  title: string;
  itemLabel: string;
  values: string[];
  onChange: (values: string[]) => void;
}) {
  return (
    <ListSection title={title} addLabel={`Add ${itemLabel.toLowerCase()}`} onAdd={() => onChange([...values, ''])}>
      {values.map((value, index) => (
        <Row
          key={index}
          removeLabel={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
          onRemove={() => onChange(removeAt(values, index))}
        >
          <TextField
            fullWidth
            size="small"
            label={`${itemLabel} ${index + 1}`}
            value={value}
            onChange={(e) => onChange(replaceAt(values, index, e.target.value))}
          />
        </Row>
      ))}
    </ListSection>
  );
}

export function LinksEditor({
  links,
  errors = {},
  onChange,
}: {
  links: TaskLink[];
  errors?: Record<number, string>;
  onChange: (links: TaskLink[]) => void;
}) {
  const set = (index: number, changes: Partial<TaskLink>) =>
    onChange(replaceAt(links, index, { ...links[index], ...changes }));
  return (
    <ListSection title="Quick links" addLabel="Add link" onAdd={() => onChange([...links, { label: '', url: '' }])}>
      {links.map((link, index) => (
        <Row key={index} removeLabel={`Remove link ${index + 1}`} onRemove={() => onChange(removeAt(links, index))}>
          <TextField
            size="small"
            label={`Link ${index + 1} label`}
            value={link.label}
            onChange={(e) => set(index, { label: e.target.value })}
            sx={{ flex: 1 }}
          />
          <TextField
            size="small"
            label={`Link ${index + 1} URL`}
            type="url"
            value={link.url}
            onChange={(e) => set(index, { url: e.target.value })}
            error={!!errors[index]}
            helperText={errors[index]}
            sx={{ flex: 2 }}
          />
        </Row>
      ))}
    </ListSection>
  );
}

export function ChecklistEditor({
  items,
  onChange,
}: {
  items: ChecklistItem[];
  onChange: (items: ChecklistItem[]) => void;
}) {
  const set = (index: number, changes: Partial<ChecklistItem>) =>
    onChange(replaceAt(items, index, { ...items[index], ...changes }));
  return (
    <ListSection
      title="Checklist"
      addLabel="Add checklist item"
      onAdd={() => onChange([...items, { id: newChecklistId(), text: '', done: false }])}
    >
      {items.map((item, index) => (
        <Row
          key={item.id}
          removeLabel={`Remove checklist item ${index + 1}`}
          onRemove={() => onChange(removeAt(items, index))}
        >
          <Checkbox
            checked={item.done}
            onChange={(e) => set(index, { done: e.target.checked })}
            slotProps={{ input: { 'aria-label': `Checklist item ${index + 1} done` } }}
          />
          <TextField
            fullWidth
            size="small"
            label={`Checklist item ${index + 1}`}
            value={item.text}
            onChange={(e) => set(index, { text: e.target.value })}
          />
        </Row>
      ))}
    </ListSection>
  );
}
