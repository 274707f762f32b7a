/**
 * Japanese texts of MUI X Charts. The package ships no jaJP locale (v9: enUS, elGR, frFR, nbNO,
 * ptBR, ptPT, svSE), so the texts a reader meets are translated here: the overlays, the zoom and
 * export controls, and the descriptions a screen reader announces for the item in keyboard focus.
 * They reach every chart through the theme (app/theme.ts), the way MUI's own locales do.
 */
import type { ChartsLocaleText } from '@mui/x-charts/locales';

const NO_VALUE = '値なし';
const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join('、');

export const chartsLocaleTextJa: Partial<ChartsLocaleText> = {
  loading: 'データを読み込んでいます…',
  noData: '表示するデータがありません',
  zoomIn: '拡大',
  zoomOut: '縮小',
  toolbarExport: 'エクスポート',
  toolbarExportPrint: '印刷',
  toolbarExportImage: (mimeType) => `${mimeType === 'image/png' ? 'PNG' : mimeType}で保存`,
  toolbarExportExcel: 'Excelで保存',
  chartTypeBar: '横棒グラフ',
  chartTypeColumn: '縦棒グラフ',
  chartTypeLine: '折れ線グラフ',
  chartTypeArea: '面グラフ',
  chartTypePie: '円グラフ',
  a11yNoValue: NO_VALUE,
  a11yConnector: '、',
  zoomRangeDescription: ({ axisDirection, start, end }) =>
    `${axisDirection === 'x' ? '横軸' : '縦軸'}を${start}%から${end}%まで表示`,
  barDescription: ({ value, formattedValue, formattedCategoryValue, seriesLabel }) =>
    join(formattedCategoryValue, seriesLabel, value === null ? NO_VALUE : formattedValue),
  lineDescription: ({ y, formattedXValue, formattedYValue, seriesLabel }) =>
    join(formattedXValue, seriesLabel, y === null ? NO_VALUE : formattedYValue),
  scatterDescription: ({ formattedXValue, formattedYValue, seriesLabel }) =>
    join(seriesLabel, formattedXValue, formattedYValue),
  pieDescription: ({ value, formattedValue, seriesLabel }) =>
    join(seriesLabel, value === null ? NO_VALUE : formattedValue),
  radarDescription: ({ value, formattedValue, formattedCategoryValue, seriesLabel }) =>
    join(formattedCategoryValue, seriesLabel, value === null ? NO_VALUE : formattedValue),
};

/** The theme part that gives every chart the Japanese texts (as `jaJP` of @mui/material/locale). */
export const chartsJaJP = {
  components: {
    MuiChartsLocalizationProvider: { defaultProps: { localeText: chartsLocaleTextJa } },
  },
};
