/**
 * A list row's buttons: show and edit stay in the row; delete and the descriptor's row actions go in a "more"
 * menu when there are two or more of them, so a row never grows wider than a few buttons (a group's row had
 * SHOW EDIT DELETE REVOKE MARK… running past the card at 1366 px). Buttons the record's state or the caller's
 * rights rule out are left out, so the menu opens only when it holds something.
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import MoreIcon from '@mui/icons-material/MoreHoriz';
import { Box, IconButton, Popover, Stack, Tooltip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useAccess } from '../AccessContext.tsx';
import { useDescriptor } from '../DescriptorContext.tsx';
import { ui } from '../keys.ts';
import { ActionButton, matchesWhen } from './ActionButton.tsx';
import { DeleteRecord, EditLink, ShowLink, useRecordLinks, useRowState } from './RecordButtons.tsx';

/** Secondary buttons inline up to this many; more than that and they all fold into the menu. */
const INLINE_SECONDARY = 1;

/**
 * Items a hand-written list (overrides/) adds to every row's secondary buttons, for operations a descriptor action
 * cannot express (an application's secret reset asks for an environment and shows its answer once). Each item reads
 * its row from the record context and renders nothing where it does not apply.
 */
export const RowExtrasContext = createContext<ReactNode[]>([]);

function MoreMenu({ children }: { children: ReactNode }) {
  const t = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={t(ui('columns.more'))}>
        <IconButton
          size="small"
          aria-label={t(ui('columns.more'))}
          aria-haspopup="menu"
          data-testid="row-more"
          onClick={(e) => {
            e.stopPropagation();
            setAnchor(e.currentTarget);
          }}
        >
          <MoreIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {/* keepMounted: a picked item's confirmation dialog lives in the item, which must outlive the closed menu */}
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        keepMounted
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        onClick={(e) => e.stopPropagation()}
      >
        <Stack
          role="menu"
          data-testid="row-more-menu"
          sx={{ py: 0.5, minWidth: 140, '& .MuiButton-root': { justifyContent: 'flex-start', width: '100%', px: 2 } }}
          onClickCapture={() => setAnchor(null)}
        >
          {children}
        </Stack>
      </Popover>
    </>
  );
}

export function RowButtons() {
  const d = useDescriptor();
  const record = useRecordContext();
  const { can } = useAccess();
  const { canDelete } = useRecordLinks();
  const { deletable } = useRowState();
  const extras = useContext(RowExtrasContext);
  const actions = (d.actions ?? []).filter((a) => a.scope === 'row' && can(a.permission) && matchesWhen(a, record));
  // a download is what such a row is for (an export's file): always in the row, never folded away
  const primary = actions.filter((a) => a.download);
  const secondary: ReactNode[] = [
    ...(canDelete && deletable ? [<DeleteRecord key="_delete" />] : []),
    ...actions.filter((a) => !a.download).map((a) => <ActionButton key={a.name} action={a} />),
    ...extras,
  ];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'nowrap', alignItems: 'center', gap: 0.5 }} data-testid="row-buttons">
      <ShowLink />
      <EditLink />
      {primary.map((a) => (
        <ActionButton key={a.name} action={a} />
      ))}
      {secondary.length <= INLINE_SECONDARY ? secondary : <MoreMenu>{secondary}</MoreMenu>}
    </Box>
  );
}
