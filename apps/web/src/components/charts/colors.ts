/** Colours every chart shares (the drawings, and the small bars in table rows). */

/** Fill of the typical range (e.g. T-scores 40–60). */
export const BAND_FILL = '#DDE7F6';
/** The mean's dashed line. */
export const MEAN_STROKE = '#4A5360';
/** Okabe–Ito colours: distinguishable with the common colour-vision deficiencies. */
export const SERIES_COLORS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#000000'];
