import LinearProgress from '@mui/material/LinearProgress';
import { useNavigation } from 'react-router';

/** A thin bar on top while the next page (its chunk or loader) is loading. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <LinearProgress
      aria-label="ページを読み込み中"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        height: 3,
      }}
    />
  );
}
