import { useEffect, useId, useState, type MouseEvent } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useTranslate } from 'react-admin';
import {
  AlignmentButtons,
  ClearButtons,
  ColorButtons,
  FormatButtons,
  ImageButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  useTiptapEditor,
  type RichTextInputProps,
} from 'ra-input-rich-text';

/** The paragraph levels of ra-input-rich-text's level select, with its translation keys. */
const LEVELS = [
  { label: 'ra.tiptap.paragraph', fallback: 'Normal', level: 0 },
  ...([1, 2, 3, 4, 5, 6] as const).map((level) => ({
    label: `ra.tiptap.heading${level}`,
    fallback: `Heading ${level}`,
    level,
  })),
] as const;

type Level = (typeof LEVELS)[number];

/** The level under the cursor, kept current as the user types and moves. */
function useCurrentLevel(): Level {
  const editor = useTiptapEditor();
  const read = (): Level =>
    LEVELS.find((option) =>
      option.level === 0
        ? editor?.isActive('paragraph')
        : editor?.isActive('heading', { level: option.level }),
    ) ?? LEVELS[0];
  const [current, setCurrent] = useState<Level>(read);
  useEffect(() => {
    if (!editor) return;
    const update = () => setCurrent(read());
    editor.on('transaction', update);
    return () => {
      editor.off('transaction', update);
    };
    // `read` reads the editor it closes over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor]);
  return current;
}

/**
 * The paragraph level as a menu button. ra-input-rich-text's own LevelSelect puts a list item in a navigation
 * landmark with a fixed label and menu id: two editors on a form repeat both (axe: listitem, landmark-unique).
 */
function LevelSelect() {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const current = useCurrentLevel();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (option: Level) => {
    setAnchor(null);
    if (!editor) return;
    if (option.level === 0) editor.chain().focus().setNode('paragraph').run();
    else editor.chain().focus().setNode('heading', { level: option.level }).run();
  };
  return (
    <>
      <Button
        size="small"
        color="inherit"
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        aria-label={`${translate('ra.tiptap.current_level', { _: 'Current level' })}: ${translate(current.label, { _: current.fallback })}`}
        disabled={!editor?.isEditable}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none' }}
      >
        {translate(current.label, { _: current.fallback })}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LEVELS.map((option) => (
          <MenuItem key={option.label} selected={option === current} onClick={() => choose(option)}>
            {translate(option.label, { _: option.fallback })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** react-admin's rich text input with its default toolbar, but an accessible level select. */
export default function RichTextEditor(props: RichTextInputProps) {
  return (
    <RichTextInput
      toolbar={
        <RichTextInputToolbar>
          <LevelSelect />
          <FormatButtons />
          <ColorButtons />
          <AlignmentButtons />
          <ListButtons />
          <LinkButtons />
          <ImageButtons />
          <QuoteButtons />
          <ClearButtons />
        </RichTextInputToolbar>
      }
      {...props}
    />
  );
}
