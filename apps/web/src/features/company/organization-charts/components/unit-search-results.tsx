/**
 * The unit search's answer under the search field: the units found with their path. The server
 * answers at most ORG_CHART_SEARCH_LIMIT units; when there are more, the list says how many and
 * asks for a narrower query instead of pretending the first page is everything.
 */
import { ORG_CHART_MESSAGES, type TOrgChartSearchResponse } from '@mirume/shared';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';

interface Props {
  data: TOrgChartSearchResponse['data'] | undefined;
  onPick: (id: number) => void;
}

export function UnitSearchResults({ data, onPick }: Props) {
  const items = data?.items ?? [];
  const total = data?.total ?? 0;
  return (
    <List
      dense
      aria-label="検索結果"
      subheader={<ListSubheader disableSticky>検索結果 {total}件</ListSubheader>}
      sx={{ mt: 1, border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 240, overflow: 'auto' }}
    >
      {data && items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
          該当する部署はありません。
        </Typography>
      ) : null}
      {total > items.length ? (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
          {ORG_CHART_MESSAGES.searchTruncated(total)}
        </Typography>
      ) : null}
      {items.map((hit) => (
        <ListItemButton key={hit.id} onClick={() => onPick(hit.id)}>
          <ListItemText primary={hit.name} secondary={hit.path} />
        </ListItemButton>
      ))}
    </List>
  );
}
