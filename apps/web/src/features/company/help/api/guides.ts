/** The guides' outline (title, summary, pages, chapters), built with the PDFs by `npm run guides`. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

export const ZGuideOutline = z.array(
  z.object({
    file: z.string(),
    title: z.string(),
    subtitle: z.string(),
    date: z.string(),
    summary: z.string(),
    pages: z.number(),
    bytes: z.number(),
    chapters: z.array(z.object({ title: z.string(), page: z.number().nullable() })),
  }),
);
export type TGuideOutline = z.infer<typeof ZGuideOutline>[number];

export function useGuideOutline() {
  return useQuery({
    queryKey: ['guides', 'outline'],
    queryFn: async ({ signal }) => {
      const response = await fetch('/guides/guides.json', { signal });
      if (!response.ok) throw new Error('ガイドの情報を読み込めませんでした。');
      return ZGuideOutline.parse(await response.json());
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
