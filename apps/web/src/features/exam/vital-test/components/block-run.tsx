/**
 * Hosts one running block. React renders the empty host element once; the engine owns everything
 * inside it, so no re-render can delay a stimulus or its timestamp. Leaving the page (or the
 * component unmounting) aborts the block; it then restarts from its instructions.
 */
import { type BlockSpec, buildSchedule, type TReactionBlockPayload } from '@mirume/shared';
import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { runReactionBlock } from '../engine/reaction-block';

interface BlockRunProps {
  spec: BlockSpec;
  seed: number;
  onTrial?: (done: number, total: number | null) => void;
  onDone: (payload: TReactionBlockPayload) => void;
}

export function BlockRun({ spec, seed, onTrial, onDone }: BlockRunProps) {
  const ref = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onTrial, onDone });
  callbacks.current = { onTrial, onDone };

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const controller = new AbortController();
    runReactionBlock({
      root,
      spec,
      schedule: buildSchedule(spec.index, seed),
      signal: controller.signal,
      onTrial: (done, total) => callbacks.current.onTrial?.(done, total),
    }).then(
      (payload) => callbacks.current.onDone(payload),
      (error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
      },
    );
    return () => controller.abort();
  }, [spec, seed]);

  return (
    <Box
      ref={ref}
      aria-label={`${spec.title}を実施中`}
      role="application"
      sx={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        minHeight: { xs: 'calc(100dvh - 120px)', sm: 480 },
      }}
    />
  );
}
